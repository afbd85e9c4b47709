import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productFixture } from '../../../test-utils/catalogue-fixtures';
import { listingAnswer } from '../../../test-utils/listing-fake';
import { jsonResponse, landingRoute, renderRoutes, stubFetch } from '../../../test-utils/render-routes';
import { HeroSearch } from './hero-search';

const products = [
  productFixture({ _id: 'p1', name: 'Netflix Premium', categoryName: 'Streaming' }),
  productFixture({ _id: 'p2', name: 'Spotify Family', categoryName: 'Musik' }),
  productFixture({ _id: 'p3', name: 'Netflix Lama', status: 'Unavailable' }),
  productFixture({ _id: 'p4', name: 'Netflix Mobile', status: 'Sold Out', categoryName: 'Streaming' }),
];

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch((url) => jsonResponse(200, listingAnswer(url, products)));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSearch() {
  return renderRoutes(
    [
      { path: '/', element: <HeroSearch /> },
      landingRoute('/product/:productId'),
      landingRoute('/allProduct'),
    ],
    '/',
  );
}

function searchBox() {
  return screen.getByRole('combobox', { name: 'Cari produk' });
}

function type(text: string) {
  fireEvent.focus(searchBox());
  fireEvent.change(searchBox(), { target: { value: text } });
}

describe('hero search', () => {
  it('asks the server for the matches of the typed text only, once the typing pauses', async () => {
    renderSearch();
    fireEvent.focus(searchBox());
    expect(fetchMock).not.toHaveBeenCalled();

    type('  Netflix ');

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/products?limit=50&search=Netflix');
  });

  it('lists the matching products, ignoring case and leaving out Unavailable ones', async () => {
    renderSearch();

    type('  NETFLIX ');

    const listbox = await screen.findByRole('listbox', { name: 'Hasil pencarian produk' });
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Netflix PremiumStreaming',
      'Netflix MobileStreaming',
    ]);
    expect(within(options[0]!).getByRole('link')).toHaveAttribute('href', '/product/p1');
    expect(within(options[1]!).getByRole('link')).toHaveAttribute('href', '/product/p4');
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no list for blank text', async () => {
    renderSearch();

    type('   ');

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Lihat Semua Produk' })).not.toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches, and still offers every product, searching for the typed text', async () => {
    renderSearch();

    type('disney');

    expect(await screen.findByText('Tidak ada produk yang cocok')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Lihat Semua Produk' })).toHaveAttribute(
      'href',
      '/allProduct?type=all&search=disney',
    );
  });

  it("carries the trimmed text to the listing through 'Lihat Semua Produk'", async () => {
    const { router } = renderSearch();
    type('  netflix premium ');
    await screen.findAllByRole('option');

    fireEvent.click(screen.getByRole('link', { name: 'Lihat Semua Produk' }));

    expect(await screen.findByText('Halaman /allProduct')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/allProduct');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('netflix premium');
  });

  it('carries the text to the listing when the search is sent with no product picked', async () => {
    const { router } = renderSearch();
    type('spoti');
    await screen.findAllByRole('option');

    fireEvent.submit(screen.getByRole('search'));

    expect(await screen.findByText('Halaman /allProduct')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=all&search=spoti');
  });

  it('does not offer an Unavailable product even when only it matches', async () => {
    renderSearch();

    type('lama');

    expect(await screen.findByText('Tidak ada produk yang cocok')).toBeInTheDocument();
  });

  it('picks a product with the arrow keys and opens it with Enter', async () => {
    const { router } = renderSearch();
    type('netflix');
    await screen.findAllByRole('option');

    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    const active = screen.getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Netflix Mobile');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', active.id);

    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Netflix Premium');

    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('Halaman /product/:productId')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/p1');
  });

  it('closes the list with Escape and keeps the text', async () => {
    renderSearch();
    type('spotify');
    await screen.findAllByRole('option');

    fireEvent.keyDown(searchBox(), { key: 'Escape' });

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(searchBox()).toHaveValue('spotify');

    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('goes to a product when its result is clicked', async () => {
    renderSearch();
    type('spotify');

    fireEvent.click(within(await screen.findByRole('option')).getByRole('link'));

    expect(await screen.findByText('Halaman /product/:productId')).toBeInTheDocument();
  });

  it('says so when the products cannot be loaded', async () => {
    stubFetch(() => jsonResponse(500, { message: 'Galat', code: 'INTERNAL' }));
    renderSearch();

    type('netflix');

    expect(await screen.findByText('Gagal memuat data produk')).toBeInTheDocument();
  });

  describe('by keyboard', () => {
    it('is a labelled combobox owning its listbox, with a live status present before the search', async () => {
      const user = userEvent.setup();
      renderSearch();
      const status = screen.getByRole('status');
      expect(status).toBeEmptyDOMElement();

      await user.tab();
      expect(searchBox()).toHaveFocus();
      expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
      expect(searchBox()).toHaveAttribute('aria-autocomplete', 'list');
      // No listbox in the page yet: aria-controls names none.
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(searchBox()).not.toHaveAttribute('aria-controls');
      await user.keyboard('netflix');

      const listbox = await screen.findByRole('listbox', { name: 'Hasil pencarian produk' });
      expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
      expect(searchBox()).toHaveAttribute('aria-controls', listbox.id);
      expect(document.getElementById(listbox.id)).toBe(listbox);

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(searchBox()).not.toHaveAttribute('aria-controls');
      await user.keyboard('{ArrowDown}');
      expect(searchBox()).toHaveAttribute(
        'aria-controls',
        (await screen.findByRole('listbox', { name: 'Hasil pencarian produk' })).id,
      );
      // The same live region, which says the count once the server's matches are in.
      await vi.waitFor(() => {
        expect(screen.getByRole('status')).toBe(status);
        expect(status).toHaveTextContent('2 produk ditemukan');
      });
    });

    it('moves with ArrowDown and ArrowUp (wrapping) and opens the active product with Enter', async () => {
      const user = userEvent.setup();
      const { router } = renderSearch();
      await user.click(searchBox());
      await user.keyboard('netflix');
      await screen.findAllByRole('option');
      expect(searchBox()).not.toHaveAttribute('aria-activedescendant');

      await user.keyboard('{ArrowDown}');
      const first = screen.getByRole('option', { selected: true });
      expect(first).toHaveTextContent('Netflix Premium');
      expect(searchBox()).toHaveAttribute('aria-activedescendant', first.id);
      expect(searchBox()).toHaveFocus();
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Netflix Premium');
      await user.keyboard('{ArrowUp}');
      const last = screen.getByRole('option', { selected: true });
      expect(last).toHaveTextContent('Netflix Mobile');
      expect(searchBox()).toHaveAttribute('aria-activedescendant', last.id);

      await user.keyboard('{Enter}');
      expect(await screen.findByText('Halaman /product/:productId')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/product/p4');
    });

    it('closes the list on the first Escape and clears the text on the second', async () => {
      const user = userEvent.setup();
      renderSearch();
      await user.click(searchBox());
      await user.keyboard('spotify');
      await screen.findAllByRole('option');
      await user.keyboard('{ArrowDown}');

      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
      expect(searchBox()).not.toHaveAttribute('aria-activedescendant');
      expect(searchBox()).toHaveValue('spotify');
      expect(screen.getByRole('status')).toBeEmptyDOMElement();

      await user.keyboard('{Escape}');
      expect(searchBox()).toHaveValue('');
      expect(searchBox()).toHaveFocus();
    });

    it("closes the list on Escape from 'Lihat Semua Produk' and puts the focus back in the search", async () => {
      const user = userEvent.setup();
      renderSearch();
      await user.click(searchBox());
      await user.keyboard('spotify');
      await screen.findAllByRole('option');

      await user.tab();
      expect(screen.getByRole('link', { name: 'Lihat Semua Produk' })).toHaveFocus();
      expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{Escape}');

      expect(searchBox()).toHaveFocus();
      expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
      expect(searchBox()).toHaveValue('spotify');
    });

    it('sends the text to the listing with Enter when no product is active', async () => {
      const user = userEvent.setup();
      const { router } = renderSearch();
      await user.click(searchBox());
      await user.keyboard('  spoti {Enter}');

      expect(await screen.findByText('Halaman /allProduct')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?type=all&search=spoti');
    });
  });
});
