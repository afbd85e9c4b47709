import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, uniqueEmail, uniquePhone } from './support/shop-api';

interface OutboxEntry {
  channel: string;
  recipient: string;
  status: string;
  preview: string;
}

/**
 * The code the shop queued by WhatsApp for `phone`, read where the admin reads it: the test shop
 * runs with WHATSAPP_PROVIDER=outbox, so the message waits in the outbox for the admin to send.
 */
async function codeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  const token = await adminToken(request);
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get('/api/admin/outbox?channel=whatsapp&status=pending&limit=100', {
        headers: { authorization: `Bearer ${token}` },
      });
      const { data } = (await response.json()) as { data: OutboxEntry[] };
      const message = data.find((entry) => entry.recipient === phone);
      code = /Kodemu: (\d{6})/.exec(message?.preview ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

test('a new customer proves the WhatsApp number with the code sent to it, and the notice goes', async ({
  page,
  request,
}, testInfo) => {
  const phone = uniquePhone();
  await page.goto('/login?to=/register');
  await page.getByLabel('Nama Lengkap').fill('Wulan Verifikasi');
  await page.getByLabel('Email').fill(uniqueEmail(testInfo, 'verifikasi'));
  await page.getByLabel('Nomor Telepon').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('rahasia-wulan-1');
  await page.getByLabel('Konfirmasi Password', { exact: true }).fill('rahasia-wulan-1');
  await page.getByRole('checkbox', { name: /Saya telah membaca dan menyetujui/ }).check();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const notice = page.getByRole('region', { name: 'Verifikasi nomor WhatsApp' });
  await expect(notice).toContainText(
    'Verifikasi nomor WhatsApp-mu agar kredensial dan pengingat dikirim lewat WhatsApp.',
  );
  await expect(notice).toContainText(`+62${phone}`);
  await notice.getByRole('button', { name: 'Verifikasi' }).click();

  const dialog = page.getByRole('dialog', { name: 'Verifikasi Nomor WhatsApp' });
  await dialog.getByRole('button', { name: 'Kirim Kode' }).click();
  await expect(dialog).toContainText(`Kode verifikasi dikirim ke WhatsApp +62${phone}.`);
  const code = await codeSentTo(request, `+62${phone}`);

  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel('Kode Verifikasi').fill(wrong);
  await dialog.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(dialog.getByText('Kode verifikasi salah. Sisa 4 percobaan.')).toBeVisible();

  await dialog.getByLabel('Kode Verifikasi').fill(code);
  await dialog.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByText('Nomor WhatsApp berhasil diverifikasi.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(notice).toBeHidden();

  // Still verified after a reload, and Pengaturan Akun says so.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Akun Anda' })).toBeVisible();
  await expect(notice).toBeHidden();
  await page.goto('/dashboard/pengaturan');
  await expect(page.getByText('Terverifikasi')).toBeVisible();
});
