import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProduct } from '../lib/catalogue/product';
import { useProductPages } from '../lib/catalogue/products';
import { productFixture } from '../test-utils/catalogue-fixtures';
import { jsonResponse, stubFetch } from '../test-utils/render-routes';
import { prefetchInitialRoute } from './prefetch-initial-route';

/** The URLs fetched once the prefetch of `pathname` + `search` has sent its requests. */
async function requestedUrls(pathname: string, search: string, count: number) {
  const fetchMock = stubFetch((url) =>
    jsonResponse(200, { data: url === '/api/products/p1' ? productFixture() : [] }),
  );
  prefetchInitialRoute(new QueryClient(), { pathname, search });
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(count));
  return fetchMock.mock.calls.map(([url]) => url).sort();
}

describe('prefetchInitialRoute', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['/product/p1', '', ['/api/products/p1']],
    ['/allProduct', '?type=all', ['/api/products?limit=16', '/api/banners']],
    [
      '/allProduct',
      '?type=Lisensi&package=lifetime&search=office',
      ['/api/products?limit=16&search=office&package=lifetime&type=Lisensi', '/api/banners'],
    ],
    ['/allProduct', '?type=digital', ['/api/products?limit=16&type=Digital+Product', '/api/banners']],
    ['/', '', []],
    ['/login', '', []],
  ])('%s%s asks for %j', async (pathname, search, expected) => {
    expect(await requestedUrls(pathname, search, expected.length)).toEqual([...expected].sort());
  });

  // The page's code arrives after the prefetch's answer: its hooks must take that answer, not ask again.
  it('leaves nothing to fetch again for the page that mounts once the answers are in', async () => {
    const fetchMock = stubFetch((url) =>
      jsonResponse(200, { data: url === '/api/products/p1' ? productFixture() : [productFixture()] }),
    );
    const client = new QueryClient();
    prefetchInitialRoute(client, { pathname: '/product/p1', search: '' });
    prefetchInitialRoute(client, { pathname: '/allProduct', search: '?type=all' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));

    function Page() {
      const product = useProduct('p1');
      const products = useProductPages({ limit: 16 });
      return <p>{product.data && products.products ? 'siap' : 'memuat'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Page />
      </QueryClientProvider>,
    );

    expect(await screen.findByText('siap')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
