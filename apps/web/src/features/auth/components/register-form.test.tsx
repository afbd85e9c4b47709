import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import {
  authAnswer,
  jsonResponse,
  landingRoute,
  renderRoutes,
  sentBody,
  stubFetch,
} from '../../../test-utils/render-routes';
import { RegisterForm } from './register-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderRegister(url = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <RegisterForm /> },
      landingRoute('/dashboard'),
      landingRoute('/product/:productId'),
    ],
    url,
  );
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const validForm: [string, string][] = [
  ['Nama Lengkap', 'Budi Santoso'],
  ['Email', 'Budi@Gmail.com'],
  ['Nomor Telepon', '081234567890'],
  ['Password', 'rahasia123'],
  ['Konfirmasi Password', 'rahasia123'],
];

function fillValidForm() {
  for (const [label, value] of validForm) type(label, value);
}

function termsCheckbox() {
  return screen.getByRole('checkbox', { name: 'Saya telah membaca dan menyetujui Syarat dan Ketentuan' });
}

describe('register form', () => {
  it.each([
    ['Nama Lengkap', ['Budi', ''], 'Nama tidak boleh kosong'],
    ['Nama Lengkap', ['x'.repeat(76)], 'Nama tidak boleh lebih dari 75 karakter'],
    ['Email', ['b', ''], 'Email tidak boleh kosong'],
    ['Email', ['budi@'], 'Format email tidak valid'],
    ['Email', ['budi@mail.com'], 'Hanya email Gmail, Outlook, atau Yahoo yang diperbolehkan'],
    ['Nomor Telepon', ['8', ''], 'Nomor telepon tidak boleh kosong'],
    ['Nomor Telepon', ['812-345-678'], 'Nomor telepon minimal 10 digit'],
    ['Password', ['a', ''], 'Kata sandi tidak boleh kosong'],
    ['Password', ['rahasia'], 'Kata sandi minimal 8 karakter'],
    ['Konfirmasi Password', ['a', ''], 'Verifikasi kata sandi tidak boleh kosong'],
  ])('checks %s on each change: %j shows %s', async (label, values, message) => {
    renderRegister();

    for (const value of values) type(label, value);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  });

  it('says the passwords differ, and compares again when the password changes', async () => {
    renderRegister();

    type('Password', 'rahasia123');
    type('Konfirmasi Password', 'rahasia124');
    expect(await screen.findByText('Kata sandi tidak cocok')).toBeInTheDocument();

    type('Password', 'rahasia124');
    await waitFor(() => expect(screen.queryByText('Kata sandi tidak cocok')).not.toBeInTheDocument());
  });

  it('clears a message once the field is fixed', async () => {
    renderRegister();

    type('Email', 'budi@mail.com');
    expect(
      await screen.findByText('Hanya email Gmail, Outlook, atau Yahoo yang diperbolehkan'),
    ).toBeInTheDocument();
    type('Email', 'budi@yahoo.com');

    await waitFor(() =>
      expect(
        screen.queryByText('Hanya email Gmail, Outlook, atau Yahoo yang diperbolehkan'),
      ).not.toBeInTheDocument(),
    );
  });

  it('limits the name input to 75 characters and shows the fixed +62 prefix', () => {
    renderRegister();

    expect(screen.getByLabelText('Nama Lengkap')).toHaveAttribute('maxLength', '75');
    expect(screen.getByText('+62')).toBeInTheDocument();
  });

  it('enables Daftar only when every field is valid and the terms are agreed', async () => {
    renderRegister();
    const daftar = screen.getByRole('button', { name: 'Daftar' });
    expect(daftar).toBeDisabled();

    fillValidForm();
    await screen.findByDisplayValue('Budi Santoso');
    await waitFor(() =>
      expect(screen.getByLabelText('Konfirmasi Password')).toHaveAttribute('aria-invalid', 'false'),
    );
    expect(daftar).toBeDisabled();

    fireEvent.click(termsCheckbox());
    await waitFor(() => expect(daftar).toBeEnabled());

    type('Nomor Telepon', '0812');
    await waitFor(() => expect(daftar).toBeDisabled());
    type('Nomor Telepon', '081234567890');
    await waitFor(() => expect(daftar).toBeEnabled());

    fireEvent.click(termsCheckbox());
    await waitFor(() => expect(daftar).toBeDisabled());
  });

  it('registers with +62 on the phone, stores the session and goes to /dashboard', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, authAnswer('access-1', 'Register berhasil!')));
    const { router } = renderRegister();

    fillValidForm();
    fireEvent.click(termsCheckbox());
    const daftar = screen.getByRole('button', { name: 'Daftar' });
    await waitFor(() => expect(daftar).toBeEnabled());
    fireEvent.click(daftar);

    expect(await screen.findByText('Register berhasil!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/register');
    expect(init?.method).toBe('POST');
    expect(sentBody(init)).toEqual({
      name: 'Budi Santoso',
      email: 'budi@gmail.com',
      phone: '+6281234567890',
      password: 'rahasia123',
      confirmPassword: 'rahasia123',
      agreeToTerms: true,
    });
    expect(getSession()?.accessToken).toBe('access-1');
  });

  it('shows the server message and its field errors on their fields', async () => {
    stubFetch(() =>
      jsonResponse(400, {
        message: 'Data yang dikirim tidak valid.',
        code: 'VALIDATION_FAILED',
        errors: { phone: 'Nomor telepon maksimal 15 digit' },
      }),
    );
    const { router } = renderRegister();

    fillValidForm();
    fireEvent.click(termsCheckbox());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Daftar' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));

    expect(await screen.findByText('Data yang dikirim tidak valid.')).toBeInTheDocument();
    expect(await screen.findByText('Nomor telepon maksimal 15 digit')).toBeInTheDocument();
    expect(screen.getByLabelText('Nomor Telepon')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Daftar' })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('puts a taken e-mail on the e-mail field', async () => {
    stubFetch(() => jsonResponse(409, { message: 'Email sudah terdaftar.', code: 'EMAIL_TAKEN' }));
    renderRegister();

    fillValidForm();
    fireEvent.click(termsCheckbox());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Daftar' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));

    await waitFor(() => expect(screen.getAllByText('Email sudah terdaftar.')).toHaveLength(2));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email sudah terdaftar.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('puts a taken phone on the phone field', async () => {
    const message = 'Nomor telepon sudah terdaftar.';
    stubFetch(() => jsonResponse(409, { message, code: 'PHONE_TAKEN', errors: { phone: message } }));
    renderRegister();

    fillValidForm();
    fireEvent.click(termsCheckbox());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Daftar' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));

    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.getByLabelText('Nomor Telepon')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Nomor Telepon')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Daftar' })).toBeDisabled();
  });

  it.each([
    ['/product/p1', '/product/p1'],
    ['//evil.com', '/dashboard'],
    ['https://evil.com/product/p1', '/dashboard'],
  ])('once registered with ?next=%s, goes to %s', async (next, landing) => {
    stubFetch(() => jsonResponse(201, authAnswer('access-1', 'Register berhasil!')));
    const { router } = renderRegister(`/login?to=/register&next=${encodeURIComponent(next)}`);

    fillValidForm();
    fireEvent.click(termsCheckbox());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Daftar' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    expect(router.state.location.search).toBe('');
  });

  it('falls back to its own message when the server gives none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderRegister();

    fillValidForm();
    fireEvent.click(termsCheckbox());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Daftar' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));

    expect(
      await screen.findByText('Register gagal, Pastikan anda memasukan info yang benar'),
    ).toBeInTheDocument();
  });

  it('toasts Kata sandi tidak cocok! when a submit still has different passwords', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, authAnswer('access-1', 'Register berhasil!')));
    renderRegister();

    fillValidForm();
    type('Konfirmasi Password', 'lainlain1');
    fireEvent.click(termsCheckbox());
    // Daftar is disabled while the passwords differ; submitting the form itself reaches the check behind it.
    fireEvent.submit(screen.getByLabelText('Nama Lengkap').closest('form')!);

    expect(await screen.findByText('Kata sandi tidak cocok!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the Terms of Service from the checkbox label without ticking it, and Close closes them', () => {
    renderRegister();

    fireEvent.click(screen.getByRole('button', { name: 'Syarat dan Ketentuan' }));

    const dialog = screen.getByRole('dialog', { name: 'Syarat dan Ketentuan' });
    const sectionTitles = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(sectionTitles).toEqual([
      '1. Pendahuluan',
      '2. Ketentuan Umum',
      '3. Kewajiban Pengguna',
      '4. Perjanjian Pengguna',
      '5. Ketentuan Host',
      '6. Penghentian Layanan',
      '7. Aturan dan Larangan',
      '8. Pembayaran',
      '9. Penyesuaian Harga',
      '10. Sanksi Hukum',
      '11. Risiko',
      '12. Pengembalian Dana dan Kompensasi',
    ]);
    expect(dialog).toHaveTextContent('di bawah 17 tahun wajib mendapatkan izin');
    expect(dialog).toHaveTextContent('berbagi lokasi dan alamat yang sama dengan Host');
    expect(dialog).toHaveTextContent('lebih dari 15 hari');
    expect(termsCheckbox()).not.toBeChecked();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
