import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test-utils/render-routes';
import { prefetchInitialRoute } from './prefetch-initial-route';

/** The URLs fetched once the prefetch of `pathname` + `search` has sent its requests. */
async function requestedUrls(pathname: string, search: string, count: number) {
  const fetchMock = stubFetch(() => jsonResponse(200, { data: [] }));
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
    ['/allProduct', '?type=all', ['/api/products?limit=1000', '/api/banners']],
    ['/allProduct', '?type=digital', ['/api/products?limit=16&type=Digital+Product', '/api/banners']],
    ['/', '', []],
    ['/login', '', []],
  ])('%s%s asks for %j', async (pathname, search, expected) => {
    expect(await requestedUrls(pathname, search, expected.length)).toEqual([...expected].sort());
  });
});
