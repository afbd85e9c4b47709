import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { daysAgo, productFixture } from '../test-utils/catalogue-fixtures';
import { landingRoute, renderRoutes } from '../test-utils/render-routes';
import { ProductCard } from './product-card';

type CardProps = Parameters<typeof ProductCard>[0];

function renderCard(props: Partial<CardProps> = {}) {
  const product = props.product ?? productFixture();
  return renderRoutes(
    [
      {
        path: '/',
        element: <ProductCard product={product} detailHref={`/product/${product._id}`} {...props} />,
      },
      landingRoute('/product/:productId'),
      landingRoute('/dashboard/detail-product/:productId'),
    ],
    '/',
  );
}

describe('product card', () => {
  it('shows the name, category chip with its colour, method chip and one line per package', () => {
    renderCard();

    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Netflix Premium' })).toBeInTheDocument();
    expect(within(card).getByText('Streaming').closest('span')).toHaveStyle({ backgroundColor: '#E50914' });
    expect(within(card).getByText('Ready')).toHaveClass('bg-green-100');
    expect(within(card).getByText('Sharing')).toBeInTheDocument();
    expect(within(card).getByText('Rp 25.000')).toBeInTheDocument();
    expect(within(card).getByText('/ Bln')).toBeInTheDocument();
    expect(within(card).getByText('1 Bulan')).toBeInTheDocument();
    expect(within(card).getByText('3 Bulan')).toBeInTheDocument();
  });

  it('colours any method other than Ready yellow', () => {
    renderCard({ product: productFixture({ method: 'Preorder' }) });
    expect(screen.getByText('Preorder')).toHaveClass('bg-amber-100');
  });

  it("reads a yearly item's price per year", () => {
    const product = productFixture({
      variant: [
        {
          _id: 'v1',
          package: { _id: 'pk', name: 'Private' },
          status: 'Available',
          items: [{ _id: 'i1', enabled: true, duration: 360, price: 300_000 }],
        },
      ],
    });
    renderCard({ product });
    expect(screen.getByText('/ Thn')).toBeInTheDocument();
    expect(screen.getByText('12 Bulan')).toBeInTheDocument();
  });

  it("shows 'Lifetime' and the flat price without variants", () => {
    renderCard({ product: productFixture({ variant: [], price: 150_000 }) });
    expect(screen.getByText('Lifetime')).toBeInTheDocument();
    expect(screen.getByText('Rp 150.000')).toBeInTheDocument();
  });

  it.each([
    [daysAgo(1), true],
    [daysAgo(6.9), true],
    [daysAgo(7.1), false],
  ])("created %s: 'Baru' badge %s", (createdAt, isShown) => {
    renderCard({ product: productFixture({ createdAt }) });
    expect(screen.queryByText('Baru') !== null).toBe(isShown);
  });

  it.each([
    [false, [{ product: { _id: 'p1' } }], true],
    [true, [{ product: { _id: 'p1' } }], false],
    [false, [{ product: { _id: 'other' } }], false],
    [false, undefined, false],
  ])("bought %s with promos %j: 'Promo' badge %s", (bought, discounts, isShown) => {
    renderCard({ product: productFixture({ bought }), discounts });
    expect(screen.queryByText('Promo') !== null).toBe(isShown);
  });

  it("'Pesan Sekarang' opens the detail link", () => {
    const { router } = renderCard({ detailHref: '/dashboard/detail-product/p1' });
    const link = screen.getByRole('link', { name: 'Pesan Sekarang' });
    expect(link).toHaveAttribute('href', '/dashboard/detail-product/p1');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/dashboard/detail-product/p1');
  });

  it.each(['Out of Stock', 'Unavailable'])(
    "a product with status %s shows a disabled 'Stok Habis'",
    (status) => {
      renderCard({ product: productFixture({ status }) });
      expect(screen.getByRole('button', { name: 'Stok Habis' })).toBeDisabled();
      expect(screen.queryByRole('link', { name: 'Pesan Sekarang' })).not.toBeInTheDocument();
    },
  );

  it("a digital product's 'Beli Sekarang' opens its link in a new tab", () => {
    renderCard({
      product: productFixture({ type: 'Digital Product', link: 'https://contoh.id/ebook', status: 'Habis' }),
    });
    const link = screen.getByRole('link', { name: 'Beli Sekarang' });
    expect(link).toHaveAttribute('href', 'https://contoh.id/ebook');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('shows a placeholder when the image fails to load', () => {
    renderCard();
    const image = screen.getByRole('img', { name: 'Netflix Premium' });
    expect(image).toHaveAttribute('src', '/uploads/demo/netflix.svg');
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Netflix Premium' });
    expect(placeholder.tagName).toBe('SPAN');
  });
});
