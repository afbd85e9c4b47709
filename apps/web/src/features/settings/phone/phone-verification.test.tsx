import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  renderRoutes,
  sentBody,
  signInForTest,
  stubFetch,
  testUser,
} from '../../../test-utils/render-routes';
import { PhoneSection } from './phone-section';
import { PhoneVerificationBanner } from './phone-verification-banner';

afterEach(() => {
  vi.unstubAllGlobals();
});

const unverified = { ...testUser, isPhoneVerified: false };
const BANNER_TEXT = 'Verifikasi nomor WhatsApp-mu agar kredensial dan pengingat dikirim lewat WhatsApp.';

function codeSent() {
  const now = Date.now();
  return {
    data: {
      phone: testUser.phone,
      expiresAt: new Date(now + 10 * 60_000).toISOString(),
      resendAt: new Date(now + 60_000).toISOString(),
    },
    message: `Kode verifikasi dikirim ke WhatsApp ${testUser.phone}.`,
  };
}

type Handler = (url: string, init?: RequestInit) => Response | undefined;

/** The server as these screens see it: the user (unverified until a right code), and `extra` calls. */
function stubServer(extra: Handler = () => undefined) {
  let user = unverified;
  return stubFetch((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url === '/api/users/me') return jsonResponse(200, { data: user });
    if (url === '/api/users/phone/code') return jsonResponse(200, codeSent());
    if (url === '/api/users/phone/verify') {
      const { code } = sentBody(init) as { code: string };
      if (code !== '482913') {
        const message = 'Kode verifikasi salah. Sisa 4 percobaan.';
        return jsonResponse(400, { message, code: 'PHONE_CODE_INVALID', errors: { code: message } });
      }
      user = { ...user, isPhoneVerified: true };
      return jsonResponse(200, { data: user, message: 'Nomor WhatsApp berhasil diverifikasi.' });
    }
    return jsonResponse(404, { message: 'Tidak ada', code: 'NOT_FOUND' });
  });
}

function renderBanner() {
  signInForTest();
  return renderRoutes([{ path: '/dashboard', element: <PhoneVerificationBanner /> }], '/dashboard');
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Verifikasi' }));
  return screen.getByRole('dialog', { name: 'Verifikasi Nomor WhatsApp' });
}

describe('the dashboard notice of an unverified number', () => {
  it('asks an unverified customer to verify, naming the number', async () => {
    stubServer();
    renderBanner();

    const notice = await screen.findByRole('region', { name: 'Verifikasi nomor WhatsApp' });
    expect(notice).toHaveTextContent(BANNER_TEXT);
    expect(notice).toHaveTextContent(testUser.phone);
    expect(within(notice).getByRole('button', { name: 'Verifikasi' })).toBeInTheDocument();
  });

  it('shows nothing for a verified number', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { data: testUser }));
    renderBanner();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/users/me', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(BANNER_TEXT)).not.toBeInTheDocument();
  });

  it('verifies with the code sent by WhatsApp: a wrong code under the field, the right one ends the notice', async () => {
    const fetchMock = stubServer();
    renderBanner();

    const dialog = await openDialog();
    expect(dialog).toHaveTextContent(`kode 6 angka lewat WhatsApp ke ${testUser.phone}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim Kode' }));

    const codeField = await within(dialog).findByLabelText('Kode Verifikasi');
    expect(dialog).toHaveTextContent(`Kode verifikasi dikirim ke WhatsApp ${testUser.phone}.`);
    await waitFor(() => expect(codeField).toHaveFocus());
    expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    // A new code only after the minute the server named.
    expect(within(dialog).getByRole('button', { name: /^Kirim ulang kode dalam \d+ detik$/ })).toBeDisabled();

    await userEvent.type(codeField, '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verifikasi' }));
    await waitFor(() =>
      expect(codeField).toHaveAccessibleDescription('Kode verifikasi salah. Sisa 4 percobaan.'),
    );

    await userEvent.clear(codeField);
    await userEvent.type(codeField, '482913');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verifikasi' }));

    expect(await screen.findByText('Nomor WhatsApp berhasil diverifikasi.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(BANNER_TEXT)).not.toBeInTheDocument();
    const verifyCalls = fetchMock.mock.calls.filter(([url]) => url === '/api/users/phone/verify');
    expect(verifyCalls.map(([, init]) => sentBody(init))).toEqual([{ code: '111111' }, { code: '482913' }]);
    expect(new Headers(verifyCalls[0]![1]?.headers).get('Authorization')).toBe('Bearer access-1');
  });

  it('refuses a code that is not 6 digits before asking the server', async () => {
    const fetchMock = stubServer();
    renderBanner();

    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim Kode' }));
    const codeField = await within(dialog).findByLabelText('Kode Verifikasi');
    await userEvent.type(codeField, '12a4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verifikasi' }));

    await waitFor(() =>
      expect(codeField).toHaveAccessibleDescription('Kode verifikasi terdiri dari 6 angka'),
    );
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/users/phone/verify')).toBe(false);
  });

  it("shows the server's refusal to send a code: a number another account verified, too many codes", async () => {
    const taken =
      'Nomor WhatsApp ini sudah diverifikasi oleh akun lain. Gunakan nomor lain atau hubungi admin.';
    stubServer((url) =>
      url === '/api/users/phone/code'
        ? jsonResponse(409, { message: taken, code: 'PHONE_TAKEN', errors: { phone: taken } })
        : undefined,
    );
    renderBanner();

    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim Kode' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(taken);
    expect(within(dialog).queryByLabelText('Kode Verifikasi')).not.toBeInTheDocument();
  });
});

describe("settings' WhatsApp number", () => {
  function renderSection() {
    signInForTest();
    return renderRoutes(
      [{ path: '/dashboard/pengaturan', element: <PhoneSection /> }],
      '/dashboard/pengaturan',
    );
  }

  it('shows whether the number is verified, and saving another number makes it unverified', async () => {
    const changed = { ...testUser, phone: '+6285711112222', isPhoneVerified: false };
    const fetchMock = stubFetch((url) => {
      if (url === '/api/users/update-phone') {
        return jsonResponse(200, {
          data: changed,
          message: 'Nomor telepon berhasil diubah. Verifikasi nomor barumu lewat WhatsApp.',
        });
      }
      return jsonResponse(200, { data: testUser });
    });
    renderSection();

    expect(await screen.findByText('Terverifikasi')).toBeInTheDocument();
    const field = screen.getByLabelText('Nomor Telepon');
    expect(field).toHaveValue(testUser.phone);
    expect(screen.getByRole('button', { name: 'Simpan Nomor' })).toBeDisabled();

    await userEvent.clear(field);
    await userEvent.type(field, '0857-1111-2222');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Nomor' }));

    expect(
      await screen.findByText('Nomor telepon berhasil diubah. Verifikasi nomor barumu lewat WhatsApp.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Belum diverifikasi')).toBeInTheDocument();
    expect(screen.getByLabelText('Nomor Telepon')).toHaveValue('+6285711112222');
    expect(screen.getByRole('button', { name: 'Verifikasi' })).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/users/update-phone')!;
    expect(init?.method).toBe('PUT');
    // The body is the contract's: the number as +62….
    expect(sentBody(init)).toEqual({ phone: '+6285711112222' });
  });

  it('refuses a short number under the field without asking the server', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { data: testUser }));
    renderSection();

    const field = await screen.findByLabelText('Nomor Telepon');
    await userEvent.clear(field);
    await userEvent.type(field, '0812');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Nomor' }));

    await waitFor(() => expect(field).toHaveAccessibleDescription('Nomor telepon minimal 10 digit'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/users/update-phone')).toBe(false);
  });
});
