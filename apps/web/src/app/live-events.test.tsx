import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ordersQueryOptions } from '../lib/dashboard/orders';
import { reimbursementsQueryOptions } from '../lib/dashboard/reimbursements';
import { useLiveStreamOpen } from '../lib/live-events';
import { clearSession, saveSession } from '../lib/session';
import {
  eventTicketResponse,
  FakeEventSource,
  installFakeEventSource,
  isTicketCall,
  lastStream,
  openStreams,
} from '../test-utils/fake-event-source';
import { orderFixture } from '../test-utils/order-fixtures';
import { authAnswer, jsonResponse, signInForTest, stubFetch } from '../test-utils/render-routes';
import { AppProviders } from './providers';

function stubShop() {
  return stubFetch((url, init) => {
    if (isTicketCall(url, init)) return eventTicketResponse();
    if (url === '/api/reimbursements') return jsonResponse(200, { data: [] });
    if (url.startsWith('/api/payments?')) {
      return jsonResponse(200, {
        data: [orderFixture()],
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      });
    }
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

/** A screen of the shop: the stream's state, and the orders while signed in. */
function Screen({ showsOrders = false }: { showsOrders?: boolean }) {
  const isOpen = useLiveStreamOpen();
  const orders = useQuery({ ...ordersQueryOptions({ page: 1 }), enabled: showsOrders });
  useQuery({ ...reimbursementsQueryOptions(), enabled: showsOrders });
  return (
    <>
      <p>{isOpen ? 'Siaran terbuka' : 'Siaran tertutup'}</p>
      {orders.data && <p>{orders.data.orders.length} pesanan</p>}
    </>
  );
}

function renderApp(screen = <Screen />) {
  const router = createMemoryRouter([{ path: '/', element: screen }], { initialEntries: ['/'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

function ticketCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls.filter(([url, init]) => isTicketCall(url, init));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the live stream of a tab', () => {
  it('is opened once while signed in, kept across a token refresh, closed on logout, none while signed out', async () => {
    installFakeEventSource();
    const fetchMock = stubShop();
    renderApp();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(ticketCalls(fetchMock)).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(0);

    act(() => signInForTest());
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = lastStream();
    stream.open();
    expect(await screen.findByText('Siaran terbuka')).toBeInTheDocument();

    // The same user with a new access token: the stream stays.
    act(() => {
      saveSession(authAnswer('access-2').data);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(openStreams()).toEqual([stream]);

    act(() => {
      clearSession();
    });
    expect(stream.isClosed).toBe(true);
    expect(await screen.findByText('Siaran tertutup')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(ticketCalls(fetchMock)).toHaveLength(1);
  });

  it('opens a new stream for another user who signs in', async () => {
    installFakeEventSource();
    stubShop();
    signInForTest();
    renderApp();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const first = lastStream();

    act(() => {
      const answer = authAnswer('access-9');
      saveSession({ ...answer.data, user: { ...answer.data.user, _id: 'u9', email: 'sari@gmail.com' } });
    });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(first.isClosed).toBe(true);
    expect(openStreams()).toEqual([lastStream()]);
  });

  it('opens none where the browser has no EventSource (the screens keep polling)', async () => {
    const fetchMock = stubShop();
    signInForTest();
    renderApp();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(ticketCalls(fetchMock)).toHaveLength(0);
    expect(screen.getByText('Siaran tertutup')).toBeInTheDocument();
  });

  it('refetches what the screen shows once after a reconnect', async () => {
    installFakeEventSource();
    const fetchMock = stubShop();
    signInForTest();
    renderApp(<Screen showsOrders />);
    expect(await screen.findByText('1 pesanan')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const orderCalls = () => fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/payments?')).length;
    lastStream().open();
    expect(orderCalls()).toBe(1);

    lastStream().fail();
    expect(await screen.findByText('Siaran tertutup')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 3000 });
    expect(lastStream().query.get('ticket')).toBe('ticket-2');
    lastStream().open();
    await waitFor(() => expect(orderCalls()).toBe(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(orderCalls()).toBe(2);
  });

  it('refetches the reimbursements when one is answered', async () => {
    installFakeEventSource();
    const fetchMock = stubShop();
    signInForTest();
    renderApp(<Screen showsOrders />);
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    lastStream().open();
    const reads = () => fetchMock.mock.calls.filter(([url]) => url === '/api/reimbursements').length;
    await waitFor(() => expect(reads()).toBe(1));

    lastStream().send(
      'reimbursement.answered',
      { reimbursementId: '3c0e2a52-7d3c-4b1a-9a43-0c5b8f1e2d3c', status: 'Selesai' },
      '5',
    );
    await waitFor(() => expect(reads()).toBe(2));
  });
});
