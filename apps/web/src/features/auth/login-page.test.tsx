import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import {
  authAnswer,
  jsonResponse,
  landingRoute,
  renderRoutes,
  sentBody,
  stubFetch,
} from '../../test-utils/render-routes';
import { authSideOf, LoginPage } from './login-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLogin(url = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      landingRoute('/dashboard'),
      landingRoute('/admin'),
      landingRoute('/product/:productId'),
      landingRoute('/lupa-password'),
    ],
    url,
  );
}

/** Fills the form, presses Login, and waits for the page it lands on. */
async function logIn(router: ReturnType<typeof renderLogin>['router'], landing: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'budi@gmail.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'rahasia123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(landing));
}

describe('login page', () => {
  it.each([
    [null, 'login'],
    ['login', 'login'],
    ['/register', 'register'],
    ['register', 'register'],
    ['/lain', 'login'],
  ])('reads ?to=%s as the %s side', (to, side) => {
    expect(authSideOf(to)).toBe(side);
  });

  it('shows the login form by default, and only that form', () => {
    renderLogin('/login');

    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Lupa password?' })).toHaveAttribute('href', '/lupa-password');
    expect(screen.queryByLabelText('Nama Lengkap')).not.toBeInTheDocument();
  });

  it('shows the register form for ?to=/register, and only that form', async () => {
    renderLogin('/login?to=/register');

    expect(screen.getByRole('heading', { level: 1, name: 'Daftar' })).toBeInTheDocument();
    // The register form is loaded when its side is shown.
    expect(await screen.findByLabelText('Nama Lengkap')).toBeInTheDocument();
    for (const label of ['Nama Lengkap', 'Email', 'Nomor Telepon', 'Password', 'Konfirmasi Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Daftar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('switches between the forms with Daftar disini and Login disini', async () => {
    const { router } = renderLogin('/login');

    fireEvent.click(screen.getByRole('link', { name: 'Daftar disini' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daftar' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?to=/register');

    fireEvent.click(screen.getByRole('link', { name: 'Login disini' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?to=login');
  });

  it('shows and hides the password', () => {
    renderLogin();
    const password = screen.getByLabelText('Password');

    fireEvent.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(password).toHaveAttribute('type', 'text');

    fireEvent.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('logs in: sends email, password and ingat, stores the session and goes to /dashboard', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, authAnswer()));
    const { router } = renderLogin();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'budi@gmail.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'rahasia123' } });
    fireEvent.click(screen.getByLabelText('Ingat saya'));
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login berhasil!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(sentBody(init)).toEqual({ email: 'budi@gmail.com', password: 'rahasia123', ingat: true });
    expect(getSession()).toMatchObject({ accessToken: 'access-1', userData: { name: 'Budi Santoso' } });
  });

  it('sends an admin to the admin console', async () => {
    const answer = authAnswer();
    stubFetch(() =>
      jsonResponse(200, {
        ...answer,
        data: { ...answer.data, user: { ...answer.data.user, role: 'admin' } },
      }),
    );
    const { router } = renderLogin();

    await logIn(router, '/admin');
    expect(getSession()?.userData.role).toBe('admin');
  });

  it.each([
    ['customer', '/product/p1?paket=Sharing', '/product/p1', '?paket=Sharing'],
    ['admin', '/product/p1', '/product/p1', ''],
    ['customer', '//evil.com', '/dashboard', ''],
    ['customer', 'https://evil.com/product/p1', '/dashboard', ''],
    ['customer', '/\\evil.com', '/dashboard', ''],
    ['admin', '//evil.com', '/admin', ''],
  ] as const)('a %s logging in with ?next=%s lands on %s', async (role, next, pathname, search) => {
    const answer = authAnswer();
    stubFetch(() =>
      jsonResponse(200, { ...answer, data: { ...answer.data, user: { ...answer.data.user, role } } }),
    );
    const { router } = renderLogin(`/login?next=${encodeURIComponent(next)}`);

    await logIn(router, pathname);
    expect(router.state.location.search).toBe(search);
  });

  it('keeps ?next= when switching to the register form and back', async () => {
    const { router } = renderLogin('/login?next=/product/p1');

    fireEvent.click(screen.getByRole('link', { name: 'Daftar disini' }));
    await screen.findByRole('heading', { level: 1, name: 'Daftar' });
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/product/p1');

    fireEvent.click(screen.getByRole('link', { name: 'Login disini' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(router.state.location.search).toBe('?to=login&next=/product/p1');
  });

  it('sends an empty form as it is: the login form does not validate', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(400, { message: 'Email tidak boleh kosong', code: 'VALIDATION_FAILED' }),
    );
    renderLogin();

    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Email tidak boleh kosong')).toBeInTheDocument();
    expect(sentBody(fetchMock.mock.calls[0]![1])).toEqual({ email: '', password: '', ingat: false });
  });

  it('shows the server message when the login is refused, under the focused password', async () => {
    stubFetch(() =>
      jsonResponse(401, { message: 'Email atau kata sandi salah.', code: 'INVALID_CREDENTIALS' }),
    );
    const { router } = renderLogin();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'budi@gmail.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'salah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    // In the toast, and under the password, which takes the focus to be typed again.
    await waitFor(() => expect(screen.getAllByText('Email atau kata sandi salah.')).toHaveLength(2));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('Email atau kata sandi salah.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('says what to check when the server gives no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderLogin();

    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByText('Login gagal, Pastikan anda memasukan info yang benar'),
    ).toBeInTheDocument();
  });

  it("shows the server's field messages under their fields, as the form itself does not validate", async () => {
    stubFetch(() =>
      jsonResponse(400, {
        message: 'Data yang dikirim tidak valid.',
        code: 'VALIDATION_FAILED',
        errors: { email: 'Email tidak boleh kosong', password: 'Kata sandi tidak boleh kosong' },
      }),
    );
    renderLogin();

    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email tidak boleh kosong');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Kata sandi tidak boleh kosong');
  });
});
