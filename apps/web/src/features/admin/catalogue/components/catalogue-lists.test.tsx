import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, signInForTest, stubFetch } from '../../../../test-utils/render-routes';
import { CategoriesTab } from './categories-tab';
import { PackagesTab } from './packages-tab';
import { ProductsTab } from './products-tab';

afterEach(() => {
  vi.unstubAllGlobals();
});

function category(name: string, productCount: number) {
  return { _id: `c-${name}`, name, image: '', bg: '#E50914', icon: '', productCount };
}

function renderTab(element: React.ReactElement, answer: (url: string) => Response | undefined) {
  signInForTest();
  stubFetch(
    (url) =>
      answer(url) ?? jsonResponse(404, { message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' }),
  );
  renderRoutes([{ path: '/admin/katalog', element }], '/admin/katalog');
}

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('catalogue lists', () => {
  it('sort the categories, loaded whole, by name and by their number of products', async () => {
    renderTab(<CategoriesTab />, (url) =>
      url === '/api/admin/categories'
        ? jsonResponse(200, { data: [category('Streaming', 4), category('Musik', 9), category('Desain', 1)] })
        : undefined,
    );

    await screen.findByRole('cell', { name: 'Streaming' });
    expect(names()).toEqual(['Streaming', 'Musik', 'Desain']);
    fireEvent.click(screen.getByRole('button', { name: 'Kategori' }));
    expect(names()).toEqual(['Desain', 'Musik', 'Streaming']);
    fireEvent.click(screen.getByRole('button', { name: 'Produk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Produk' }));
    expect(names()).toEqual(['Musik', 'Streaming', 'Desain']);
    expect(screen.getByRole('columnheader', { name: 'Produk' })).toHaveAttribute('aria-sort', 'descending');
    // Each row's actions are named after it, under a heading for screen readers only.
    expect(screen.getByRole('button', { name: 'Ubah Musik' })).toBeInTheDocument();
    expect(within(screen.getByRole('columnheader', { name: 'Aksi' })).getByText('Aksi')).toHaveClass(
      'sr-only',
    );
  });

  it('say inside the table that there are no packages yet', async () => {
    renderTab(<PackagesTab />, (url) =>
      url === '/api/admin/packages' ? jsonResponse(200, { data: [] }) : undefined,
    );

    const empty = await screen.findByText('Belum ada paket');
    expect(empty.closest('td')).toHaveAttribute('colspan', '4');
    expect(screen.getByRole('table', { name: 'Daftar paket' })).toContainElement(empty);
  });

  it('show a failed product list inside the table, and label every column of a product for the cards', async () => {
    let answer = jsonResponse(500, { message: 'Server sibuk', code: 'INTERNAL' });
    renderTab(<ProductsTab />, (url) => {
      if (url.startsWith('/api/admin/products')) return answer.clone();
      if (url === '/api/admin/categories') return jsonResponse(200, { data: [] });
      return undefined;
    });

    const alert = await screen.findByRole('alert');
    expect(alert.closest('td')).toHaveAttribute('colspan', '8');
    expect(alert).toHaveTextContent('Server sibuk');

    answer = jsonResponse(200, {
      data: [
        {
          _id: 'p1',
          name: 'Netflix Premium',
          icon: '',
          categoryId: 'c1',
          categoryName: 'Streaming',
          type: 'Sharing Account',
          method: 'Ready',
          status: 'Available',
          isPopular: false,
          lowPrice: 45_000,
          highPrice: 45_000,
          variantCount: 1,
          seatsFree: 3,
          updatedAt: '2026-11-01T00:00:00.000Z',
        },
      ],
      pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
    });
    fireEvent.change(screen.getByLabelText('Cari produk'), { target: { value: 'net' } });
    const row = (await screen.findByText('Netflix Premium')).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Produk', 'Kategori', 'Tipe', 'Metode', 'Status', 'Harga', 'Kursi kosong', null]);
  });
});
