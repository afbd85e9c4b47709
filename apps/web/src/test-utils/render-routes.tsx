import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from '../lib/router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { saveSession } from '../lib/session';
import { checkFakeAnswer, fakeAnswerProblems } from './contract-check';
import { fakeXhrClass } from './fake-xhr';

/**
 * Renders a feature's screens inside a memory router, with a fresh query client and the toaster, so a
 * test sees toasts and follows navigations. `routes` holds the screens under test and their targets.
 */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // Tests assert the first answer: a retry would only hide it for seconds.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** A route standing in for a destination: it only says where the user landed. */
export function landingRoute(path: string): RouteObject {
  return { path, element: <p>Halaman {path}</p> };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with `handler`; returns the mock to inspect calls (url, init). The shop calls fetch
 * with a path string only (lib/api-client.ts, ui/authenticated-image.tsx), so the mock takes one. Each
 * answer the handler gives an API call is checked against the call's declared answer in the
 * contract, so a fixture cannot drift from what the server sends. XMLHttpRequest, which the API
 * client uses for uploads with progress, goes to the same handler and mock (test-utils/fake-xhr.ts);
 * a handler that throws is a network failure for both.
 */
export function stubFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const response = await handler(url, init);
    const problem = await checkFakeAnswer(init?.method ?? 'GET', url, response);
    if (problem) fakeAnswerProblems.push(problem);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(fetchMock));
  return fetchMock;
}

/** The body a stubbed call was sent with, parsed back from JSON. */
export function sentBody(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (typeof body !== 'string') throw new Error('The call was not sent with a JSON body');
  return JSON.parse(body);
}

export const testUser = {
  _id: 'u1',
  name: 'Budi Santoso',
  email: 'budi@gmail.com',
  phone: '+6281234567890',
  isPhoneVerified: true,
  role: 'customer' as const,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** What login, register and refresh answer (their messages differ: 'Login berhasil!' is the login's). */
export function authAnswer(token = 'access-1', message = 'Login berhasil!') {
  return { data: { token, refreshToken: 'refresh-1', user: testUser, expiresIn: 900 }, message };
}

/** A stored, valid session for `testUser`. */
export function signInForTest(): void {
  saveSession(authAnswer().data);
}
