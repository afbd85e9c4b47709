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
    [{ path: '/login', element: <LoginPage /> }, landingRoute('/dashboard'), landingRoute('/lupa-password')],
    url,
  );
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

  it('shows the register form for ?to=/register, and only that form', () => {
    renderLogin('/login?to=/register');

    expect(screen.getByRole('heading', { level: 1, name: 'Daftar' })).toBeInTheDocument();
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
    const fetchMock = stubFetch(() => jsonResponse(200, { ...authAnswer(), message: 'Login berhasil' }));
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

  it('sends an empty form as it is: the login form does not validate', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(400, { message: 'Email tidak boleh kosong', code: 'VALIDATION_FAILED' }),
    );
    renderLogin();

    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Email tidak boleh kosong')).toBeInTheDocument();
    expect(sentBody(fetchMock.mock.calls[0]![1])).toEqual({ email: '', password: '', ingat: false });
  });

  it('shows the server message when the login is refused', async () => {
    stubFetch(() =>
      jsonResponse(401, { message: 'Email atau kata sandi salah.', code: 'INVALID_CREDENTIALS' }),
    );
    const { router } = renderLogin();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'budi@gmail.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'salah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Email atau kata sandi salah.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('says what to check when the server gives no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderLogin();

    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByText('Login gagal, Pastikan anda memasukan info yang benar'),
    ).toBeInTheDocument();
  });
});
