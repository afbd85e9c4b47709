import { authEndpoints } from '@premium-shop/domain/api/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  landingRoute,
  renderRoutes,
  sentBody,
  stubFetch,
} from '../../test-utils/render-routes';
import { ResetPasswordPage, resetPasswordLoader } from './reset-password-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderReset(url: string) {
  return renderRoutes(
    [
      { path: '/auth/forgot-password/:token?', element: <ResetPasswordPage />, loader: resetPasswordLoader },
      landingRoute('/login'),
    ],
    url,
  );
}

function fill(password: string, confirmPassword: string) {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Konfirmasi Password'), { target: { value: confirmPassword } });
}

describe('reset password page', () => {
  it('sends a link without token to /login with the missing-token message', async () => {
    const { router } = renderReset('/auth/forgot-password');

    expect(
      await screen.findByText('No token provided. Please use the reset link sent to your email.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('asks for matching passwords before calling the server', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { data: null, message: 'Password berhasil diubah' }));
    renderReset('/auth/forgot-password/tok3n');

    await screen.findByLabelText('Password');
    fill('baru', 'lain');
    fireEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));

    expect(await screen.findByText('Password and Confirm Password do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['/auth/forgot-password/tok3n', 'tok3n'],
    ['/auth/forgot-password?token=t0k', 't0k'],
  ])('changes the password with the token of %s, then goes to /login', async (url, token) => {
    const fetchMock = stubFetch(() => jsonResponse(200, { data: null, message: 'Password berhasil diubah' }));
    const { router } = renderReset(url);

    // No minimum length in the page (SPEC §5): a short password goes to the server as typed.
    await screen.findByLabelText('Password');
    fill('abc', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));

    expect(await screen.findByText('Password berhasil diubah')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/reset-password');
    expect(sentBody(init)).toEqual({ password: 'abc', token });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
  });

  it("shows the server's length rule under the password, in the server's words", async () => {
    // The page enforces no minimum (SPEC §5); the server's schema does, and its message shows under the field.
    const server = authEndpoints.resetPassword.body.safeParse({ password: 'abc', token: 'tok3n' });
    const message = server.error?.issues[0]?.message ?? '';
    expect(message).toBe('Kata sandi minimal 8 karakter');
    stubFetch(() =>
      jsonResponse(400, {
        message: 'Data yang dikirim tidak valid.',
        code: 'VALIDATION_FAILED',
        errors: { password: message },
      }),
    );
    renderReset('/auth/forgot-password/tok3n');

    await screen.findByLabelText('Password');
    fill('abc', 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));

    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(message));
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server message when the link is no longer valid', async () => {
    stubFetch(() =>
      jsonResponse(400, {
        message: 'Link reset kata sandi tidak valid atau sudah kedaluwarsa.',
        code: 'RESET_TOKEN_INVALID',
      }),
    );
    const { router } = renderReset('/auth/forgot-password/lama');

    await screen.findByLabelText('Password');
    fill('rahasia123', 'rahasia123');
    fireEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));

    expect(
      await screen.findByText('Link reset kata sandi tidak valid atau sudah kedaluwarsa.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/forgot-password/lama');
  });

  it('falls back to its own message when the server gives none', async () => {
    // A proxy's page when the shop does not answer: not the shop's answer, so not checked against the contract.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 }))),
    );
    renderReset('/auth/forgot-password/tok3n');

    await screen.findByLabelText('Password');
    fill('rahasia123', 'rahasia123');
    fireEvent.click(screen.getByRole('button', { name: 'Ubah Password' }));

    expect(await screen.findByText('An error occurred while changing the password.')).toBeInTheDocument();
  });
});
