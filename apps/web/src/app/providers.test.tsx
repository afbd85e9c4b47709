import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession, useSession } from '../lib/session';
import { authAnswer, signInForTest } from '../test-utils/render-routes';
import { AppProviders } from './providers';

/** A dashboard screen: it shows the session's name (so it renders again on sign-out) and the caller's orders. */
function OrdersScreen({ fetchOrders }: { fetchOrders: () => Promise<string> }) {
  const session = useSession();
  const orders = useQuery({ queryKey: ['payments', 'list'], queryFn: fetchOrders });
  return (
    <p>
      {session?.userData.name ?? 'User'}: {orders.data ?? 'belum ada'}
    </p>
  );
}

function renderScreen(fetchOrders: () => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={client}>
      <OrdersScreen fetchOrders={fetchOrders} />
    </AppProviders>,
  );
  return client;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the query cache on sign-out', () => {
  it("drops the signed-out customer's answers without asking for them again on the screen still shown", async () => {
    signInForTest();
    const fetchOrders = vi.fn(() => Promise.resolve('INV-1'));
    const client = renderScreen(fetchOrders);
    expect(await screen.findByText(/INV-1/)).toBeInTheDocument();
    client.setQueryData(['accounts', 'my'], ['seat-1']);

    act(() => {
      clearSession();
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(fetchOrders).toHaveBeenCalledTimes(1);
    expect(screen.getByText('User: belum ada')).toBeInTheDocument();
    expect(client.getQueryData(['payments', 'list'])).toBeUndefined();
    expect(client.getQueryCache().find({ queryKey: ['accounts', 'my'] })).toBeUndefined();
  });

  it("asks again for another customer's answers when they sign in", async () => {
    signInForTest();
    const fetchOrders = vi.fn(() => Promise.resolve('INV-1'));
    renderScreen(fetchOrders);
    await screen.findByText(/INV-1/);

    const other = authAnswer('access-2').data;
    act(() => {
      saveSession({
        ...other,
        user: { ...other.user, _id: 'u-lain', name: 'Siti', email: 'siti@gmail.com' },
      });
    });
    await vi.waitFor(() => expect(fetchOrders).toHaveBeenCalledTimes(2));
  });
});
