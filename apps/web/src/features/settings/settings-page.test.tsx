import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
  testUser,
} from '../../test-utils/render-routes';
import { SettingsPage } from './settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * Fakes the server with `handler`, except the signed-in user the phone section reads (GET
 * /users/me); the calls the page made besides that one, in order.
 */
function stubSettingsFetch(handler: Parameters<typeof stubFetch>[0]) {
  const fetchMock = stubFetch((url, init) =>
    url === '/api/users/me' ? jsonResponse(200, { data: testUser }) : handler(url, init),
  );
  return () => fetchMock.mock.calls.filter(([url]) => url !== '/api/users/me');
}

function renderSettings() {
  signInForTest();
  return renderRoutes(
    [{ path: '/dashboard/pengaturan', element: <SettingsPage /> }],
    '/dashboard/pengaturan',
  );
}

describe('settings page', () => {
  it('shows the e-mail read-only and the name editable', () => {
    renderSettings();

    expect(screen.getByRole('heading', { level: 1, name: 'Pengaturan Akun' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('budi@gmail.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Nama Pengguna')).toHaveValue('Budi Santoso');
    expect(screen.getByLabelText('Nama Pengguna')).not.toHaveAttribute('readonly');
  });

  it('shows the WhatsApp number and that it is verified', async () => {
    stubSettingsFetch(() => jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' }));
    renderSettings();

    expect(await screen.findByLabelText('Nomor Telepon')).toHaveValue('+6281234567890');
    expect(screen.getByText('Terverifikasi')).toBeInTheDocument();
  });

  it('saves the name with the bearer token and updates the session name', async () => {
    const pageCalls = stubSettingsFetch(() => jsonResponse(200, { data: { ...testUser, name: 'Budi S.' } }));
    renderSettings();

    fireEvent.change(screen.getByLabelText('Nama Pengguna'), { target: { value: 'Budi S.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    expect(await screen.findByText('Nama pengguna berhasil diubah.')).toBeInTheDocument();
    const [url, init] = pageCalls()[0]!;
    expect(url).toBe('/api/users/update-name');
    expect(init?.method).toBe('PUT');
    expect(sentBody(init)).toEqual({ name: 'Budi S.' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
    expect(getSession()?.userData.name).toBe('Budi S.');
  });

  it('keeps the old name when saving fails', async () => {
    stubSettingsFetch(() =>
      jsonResponse(400, { message: 'Nama tidak boleh kosong', code: 'VALIDATION_FAILED' }),
    );
    renderSettings();

    fireEvent.change(screen.getByLabelText('Nama Pengguna'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    expect(await screen.findByText('Terjadi kesalahan, silakan coba lagi.')).toBeInTheDocument();
    expect(getSession()?.userData.name).toBe('Budi Santoso');
  });

  it("shows the server's message for the name under the field", async () => {
    stubSettingsFetch(() =>
      jsonResponse(400, {
        message: 'Data yang dikirim tidak valid.',
        code: 'VALIDATION_FAILED',
        errors: { name: 'Nama tidak boleh kosong' },
      }),
    );
    renderSettings();

    fireEvent.change(screen.getByLabelText('Nama Pengguna'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Nama Pengguna')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText('Nama Pengguna')).toHaveAccessibleDescription('Nama tidak boleh kosong');
  });

  it('sends the password link to the user e-mail, showing Mohon Tunggu ... meanwhile', async () => {
    let answer = (_response: Response) => {};
    const pageCalls = stubSettingsFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderSettings();

    fireEvent.click(screen.getByRole('button', { name: 'Kirimkan Tautan Ganti Password' }));

    expect(await screen.findByRole('button', { name: 'Mohon Tunggu ...' })).toBeDisabled();
    answer(
      jsonResponse(200, {
        data: null,
        message: 'Jika email terdaftar, link reset kata sandi telah dikirim ke email tersebut.',
      }),
    );
    expect(await screen.findByText('Link reset kata sandi telah dikirim ke email Anda.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirimkan Tautan Ganti Password' })).toBeEnabled();
    const [url, init] = pageCalls()[0]!;
    expect(url).toBe('/api/auth/forgot-password');
    expect(sentBody(init)).toEqual({ email: 'budi@gmail.com' });
  });

  it('says something went wrong when the link cannot be sent', async () => {
    stubSettingsFetch(() => jsonResponse(500, { message: 'x', code: 'INTERNAL' }));
    renderSettings();

    fireEvent.click(screen.getByRole('button', { name: 'Kirimkan Tautan Ganti Password' }));

    expect(await screen.findByText('Terjadi kesalahan, silakan coba lagi.')).toBeInTheDocument();
  });
});
