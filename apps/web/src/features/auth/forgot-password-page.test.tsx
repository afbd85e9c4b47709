import { authEndpoints } from '@premium-shop/domain/api/auth';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes, sentBody, stubFetch } from '../../test-utils/render-routes';
import { ForgotPasswordPage } from './forgot-password-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What the server answers whether or not the address has an account. */
const resetLinkSent = {
  data: null,
  message: 'Jika email terdaftar, link reset kata sandi telah dikirim ke email tersebut.',
};

function renderForgot() {
  return renderRoutes([{ path: '/lupa-password', element: <ForgotPasswordPage /> }], '/lupa-password');
}

describe('forgot password page', () => {
  it('links back to the login side of /login', () => {
    renderForgot();

    expect(screen.getByRole('link', { name: 'Kembali ke Login' })).toHaveAttribute('href', '/login?to=login');
  });

  it('sends the reset link and says so', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, resetLinkSent));
    renderForgot();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'budi@gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Link Reset' }));

    expect(await screen.findByText('Link reset kata sandi telah dikirim ke email Anda.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/forgot-password');
    expect(sentBody(init)).toEqual({ email: 'budi@gmail.com' });
  });

  it('is busy while the link is being sent', async () => {
    let answer = (_response: Response) => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForgot();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'budi@gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Link Reset' }));

    const button = await screen.findByRole('button', { name: 'Kirim Link Reset', busy: true });
    expect(button).toBeDisabled();
    answer(jsonResponse(200, resetLinkSent));
    expect(await screen.findByRole('button', { name: 'Kirim Link Reset', busy: false })).toBeEnabled();
  });

  it('gives one message for any failure', async () => {
    stubFetch(() => jsonResponse(429, { message: 'Terlalu banyak percobaan', code: 'RATE_LIMITED' }));
    renderForgot();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'budi@gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Link Reset' }));

    expect(await screen.findByText('Terjadi kesalahan, silakan coba lagi.')).toBeInTheDocument();
  });

  it.each([
    ['', 'Email tidak boleh kosong'],
    ['budi@', 'Format email tidak valid'],
  ])('refuses %j as the server does, with its message, and sends nothing', async (email, message) => {
    const fetchMock = stubFetch(() => jsonResponse(200, resetLinkSent));
    const server = authEndpoints.requestPasswordReset.body.safeParse({ email });
    expect(server.error?.issues[0]?.message).toBe(message);
    renderForgot();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Link Reset' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for the e-mail under the field", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        message: 'Data yang dikirim tidak valid.',
        code: 'VALIDATION_FAILED',
        errors: { email: 'Format email tidak valid' },
      }),
    );
    renderForgot();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'budi@gmail.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Link Reset' }));

    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
  });
});
