import { deflateSync, crc32 } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import {
  adminToken,
  fulfilAsAdmin,
  getOrder,
  openAs,
  payInSandbox,
  placeOrder,
  registerCustomer,
  TINY_PNG,
  uniqueEmail,
} from './support/shop-api';

test('a new customer without any order reports a payment problem: the account may stay empty', async ({
  page,
  request,
}, testInfo) => {
  const newcomer = await registerCustomer(request, uniqueEmail(testInfo, 'newcomer'), 'Pelanggan Baru');
  const noOrder = `INV-BARU-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();

  await openAs(page, newcomer, '/dashboard/pesanan');
  await expect(page.getByText('Tidak ada pesanan ditemukan')).toBeVisible();
  await page.getByRole('button', { name: 'Laporkan Kendala' }).first().click();
  const form = page.getByRole('dialog', { name: 'Form Pengaduan' });
  await expect(form).toBeVisible();
  await form.getByLabel('Jenis Kendala').selectOption('masalah pembayaran');
  await form.getByLabel('Nomor Pesanan').fill(noOrder);
  await form.getByLabel('Pesan', { exact: true }).fill('Saldo sudah terpotong tapi pesanan tidak muncul.');
  await form
    .getByLabel('Gambar Kendala')
    .setInputFiles({ name: 'kendala.png', mimeType: 'image/png', buffer: TINY_PNG });
  await form.getByRole('button', { name: 'Kirim Pengaduan' }).click();

  await expect(page.getByText('Pengaduan berhasil dikirim!')).toBeVisible();
  await expect(form).toBeHidden();

  // The admin sees it, with no account.
  const listed = await request.get('/api/admin/complaints?limit=100', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(listed.ok()).toBe(true);
  const { data } = (await listed.json()) as { data: { noOrder: string; group: unknown }[] };
  expect(data.find((complaint) => complaint.noOrder === noOrder)).toMatchObject({ group: null });
});

/** A PNG of noise, `side` pixels square (about 3 × side² bytes): a real phone photo's weight. */
function noisePng(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows = Buffer.concat(
    Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a complaint whose upload is lost keeps the form, and Coba lagi sends it on a slow line with its progress', async ({
  page,
  request,
}, testInfo) => {
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'retry'), 'Pelanggan Sinyal Lemah');
  const noOrder = `INV-ULANG-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  const photo = noisePng(400);

  await openAs(page, customer, '/dashboard/pesanan');
  await page.getByRole('button', { name: 'Laporkan Kendala' }).first().click();
  const form = page.getByRole('dialog', { name: 'Form Pengaduan' });
  await form.getByLabel('Jenis Kendala').selectOption('masalah pembayaran');
  await form.getByLabel('Nomor Pesanan').fill(noOrder);
  await form.getByLabel('Pesan', { exact: true }).fill('Foto bukti transfer dari HP, sinyal putus-putus.');
  await form
    .getByLabel('Gambar Kendala')
    .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: photo });

  // The connection drops while the first send is on its way.
  await page.route('**/api/complaints', (route) => route.abort('internetdisconnected'), { times: 1 });
  await form.getByRole('button', { name: 'Kirim Pengaduan' }).click();
  await expect(form.getByRole('alert')).toHaveText('Gagal mengirim pengaduan!');
  await expect(form.getByRole('button', { name: 'Coba lagi' })).toBeInViewport();
  await expect(form.getByLabel('Jenis Kendala')).toHaveValue('masalah pembayaran');
  await expect(form.getByLabel('Nomor Pesanan')).toHaveValue(noOrder);
  await expect(form.getByText('bukti.png')).toBeVisible();

  // Back on a slow phone line (about 0.8 Mbit/s up): the picture takes seconds, and its bar shows it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200 * 1024,
    uploadThroughput: 96 * 1024,
  });
  await form.getByRole('button', { name: 'Coba lagi' }).click();
  const bar = form.getByRole('progressbar', { name: /^Mengunggah… \d+%$/ });
  await expect(bar).toBeVisible();
  // Part of the way, not yet all of it.
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await expect(form.getByRole('button', { name: 'Coba lagi' })).toBeHidden();
  await expect(page.getByText('Pengaduan berhasil dikirim!')).toBeVisible({ timeout: 60_000 });
  await expect(form).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The lost send never reached the shop: the admin sees the complaint once.
  const listed = await request.get('/api/admin/complaints?limit=100', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  const { data } = (await listed.json()) as { data: { noOrder: string }[] };
  expect(data.filter((complaint) => complaint.noOrder === noOrder)).toHaveLength(1);
});

test('a host asks a reimbursement from the list with only product, account, amount and proof', async ({
  page,
  request,
}, testInfo) => {
  const host = await registerCustomer(request, uniqueEmail(testInfo, 'reimburse'), 'Host Reimburse');
  // A member seat elsewhere (Canva Pro): nothing to claim there, so it is never offered.
  const seat = await placeOrder(request, host, 'Canva Pro', { email: host.email });
  await payInSandbox(request, host, seat);
  const placed = await placeOrder(request, host, 'Spotify Premium Family', {
    packageName: 'Host',
    email: host.email,
  });
  await payInSandbox(request, host, placed);
  await expect.poll(async () => (await getOrder(request, host, placed.invoice)).status).toBe('Process');
  await expect.poll(async () => (await getOrder(request, host, seat.invoice)).status).toBe('Paid');
  const groupName = `Spotify Gate ${testInfo.project.name} ${Date.now().toString(36)}`;
  await fulfilAsAdmin(request, await adminToken(request), placed._id, {
    name: groupName,
    email: `gate.${Date.now()}@premiumshop.id`,
    password: 'Spotify#Gate1',
  });

  await openAs(page, host, '/dashboard/reimbursement');
  await page.getByRole('button', { name: 'Pengajuan Reimburse' }).click();
  const modal = page.getByRole('dialog', { name: 'Pengajuan Reimburse' });
  await expect(modal).toBeVisible();
  const submit = modal.getByRole('button', { name: 'Ajukan Reimburse' });
  const product = modal.getByLabel('Produk');
  await expect(product.getByRole('option', { name: 'Spotify Premium Family' })).toBeAttached();
  await expect(product.getByRole('option')).toHaveText(['Pilih Produk', 'Spotify Premium Family']);
  await expect(modal.getByLabel('Akun')).toBeDisabled();
  await expect(submit).toBeDisabled();

  await product.selectOption({ label: 'Spotify Premium Family' });
  const account = modal.getByLabel('Akun');
  await expect(account.getByRole('option')).toHaveText(['Pilih Akun', groupName]);
  await account.selectOption({ label: groupName });
  await modal.getByLabel('Jumlah Reimburse').fill('90000');
  await expect(submit).toBeDisabled();
  await modal
    .getByLabel('Bukti Pembayaran')
    .setInputFiles({ name: 'bukti.png', mimeType: 'image/png', buffer: TINY_PNG });
  // Bank and Nomor Rekening stay empty: the gate does not ask for them.
  await expect(modal.getByLabel('Bank')).toHaveValue('');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Reimburse request submitted successfully!')).toBeVisible();
  await expect(modal).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: groupName });
  await expect(row.getByText('Rp 90.000')).toBeVisible();
  // Every column, Status included, lies within the screen's width on a phone too (no sideways scroll).
  const status = row.getByText('Pending');
  await expect(status).toBeVisible();
  const box = await status.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  // The group now has a request waiting: it is no longer offered.
  await page.getByRole('button', { name: 'Pengajuan Reimburse' }).click();
  await expect(modal.getByText('Belum ada akun Host yang bisa diajukan reimburse.')).toBeVisible();
});
