import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminSession, openAs, registerCustomer, TINY_PNG, uniqueEmail } from './support/shop-api';

test('the admin creates a voucher for a product and a customer applies it at checkout', async ({
  page,
  request,
}, testInfo) => {
  // Both devices run on one demo shop at once: each makes a code of its own.
  const code = `E2E${testInfo.project.name.toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

  await openAs(page, await adminSession(request), '/admin/katalog?tab=voucher');
  await expect(page.getByRole('heading', { level: 2, name: 'Voucher' })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Voucher' }).click();
  const form = page.getByRole('region', { name: 'Tambah Voucher' });
  // Typed in lower case: the console saves it upper-cased.
  await form.getByLabel('Kode Voucher').fill(code.toLowerCase());
  await form.getByLabel('Jenis').selectOption('flat');
  await form.getByLabel('Nilai (Rupiah)').fill('5000');
  await form.getByLabel('Produk').selectOption({ label: 'ChatGPT Plus' });
  await form.getByLabel(/Batas Pemakaian/).fill('10');
  await form.getByRole('button', { name: 'Simpan Voucher' }).click();
  await expect(page.getByText('Voucher berhasil ditambahkan')).toBeVisible();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Rp 5.000');
  await expect(row).toContainText('ChatGPT Plus');
  await expect(row).toContainText('0 / 10');

  // The same code a second time is refused with the server's message.
  await page.getByRole('button', { name: 'Tambah Voucher' }).click();
  await form.getByLabel('Kode Voucher').fill(code);
  await form.getByLabel('Nilai (1-100%)').fill('10');
  await form.getByRole('button', { name: 'Simpan Voucher' }).click();
  await expect(form.getByText('Kode voucher sudah dipakai')).toBeVisible();
  await form.getByRole('button', { name: 'Batal' }).click();

  // A new customer orders ChatGPT Plus and applies the code in the checkout.
  const customer = await registerCustomer(request, uniqueEmail(testInfo, 'voucher'), 'Pembeli Voucher');
  await openAs(page, customer, '/allProduct?type=all&search=ChatGPT');
  await page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: 'ChatGPT Plus', exact: true }) })
    .getByRole('link', { name: 'Pesan Sekarang' })
    .click();
  await page.getByRole('button', { name: 'Pesan', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-confirmation\/payment$/);
  await page.getByRole('link', { name: 'Konfirmasi Pembelian' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pembayaran' })).toBeVisible();
  await page.getByLabel('Kode Voucher').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Gunakan' }).click();
  await expect(page.getByText('Diskon Voucher')).toBeVisible();
  await expect(page.getByText('- Rp 5.000').first()).toBeVisible();
});

test('the admin uploads a banner and the product listing shows it at once, until it is deleted', async ({
  page,
  request,
}, testInfo) => {
  const link = `/allProduct?type=all&e2e=${testInfo.project.name}${randomBytes(3).toString('hex')}`;
  await openAs(page, await adminSession(request), '/admin/katalog?tab=banner');
  await expect(page.getByRole('heading', { level: 2, name: 'Banner' })).toBeVisible();

  // Nothing chosen yet: the form says so and sends nothing.
  await page.getByRole('button', { name: 'Unggah Banner' }).click();
  await expect(page.getByText('Pilih gambar banner')).toBeVisible();

  await page
    .getByLabel('Gambar Banner')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByLabel(/^Link/).fill(link);
  await page.getByRole('button', { name: 'Unggah Banner' }).click();
  await expect(page.getByText('Banner berhasil ditambahkan')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: link });
  await expect(card).toBeVisible();
  const src = await card.getByRole('img').getAttribute('src');
  expect(src).toMatch(/^\/uploads\/banners\/[0-9a-f]{32}\.png$/);

  // The public answer has it at once, and the image is served to anyone.
  const publicBanners = async () =>
    ((await (await request.get('/api/banners')).json()) as { data: { image: string; link: string | null }[] })
      .data;
  expect(await publicBanners()).toContainEqual({ _id: expect.any(String), image: src!.slice(1), link });
  expect((await request.get(src!)).status()).toBe(200);
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/allProduct');
  await expect(visitor.locator(`img[src="${src}"]`).first()).toBeAttached();
  await visitor.close();

  await card.getByRole('button', { name: /^Hapus banner/ }).click();
  await page.getByRole('dialog', { name: 'Hapus Banner' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Banner berhasil dihapus')).toBeVisible();
  await expect(card).toBeHidden();
  expect((await publicBanners()).some((banner) => banner.link === link)).toBe(false);
});

test('the admin changes the home content and a visitor sees it on the home page at once', async ({
  page,
  request,
}, testInfo) => {
  // The home content is one per shop: each device edits a block of its own (the desktop the marquee's
  // announcement, the phone the FAQ), so the two runs never overwrite each other.
  const stamp = randomBytes(3).toString('hex');
  await openAs(page, await adminSession(request), '/admin/katalog?tab=konten');
  let shown: string;
  if (testInfo.project.name === 'desktop') {
    shown = `Promo E2E ${stamp}: diskon akhir tahun!`;
    const field = page.getByLabel(/Teks berjalan/);
    await expect(field).not.toHaveValue('');
    await field.fill(shown);
    await page.getByRole('button', { name: 'Simpan Pengumuman' }).click();
    await expect(page.getByText('Pengumuman berhasil disimpan')).toBeVisible();
  } else {
    shown = `Apakah akun E2E ${stamp} bisa dipakai di TV?`;
    const faq = page.getByRole('region', { name: 'FAQ' });
    await faq.getByRole('button', { name: 'Tambah Pertanyaan' }).click();
    const questions = faq.getByLabel(/^Pertanyaan \(Pertanyaan \d+\)$/);
    const last = (await questions.count()) - 1;
    await questions.nth(last).fill(shown);
    await faq
      .getByLabel(/^Jawaban \(Pertanyaan \d+\)$/)
      .nth(last)
      .fill('Bisa, satu perangkat sesuai ketentuan.');
    await faq.getByRole('button', { name: 'Simpan FAQ' }).click();
    await expect(page.getByText('FAQ berhasil disimpan')).toBeVisible();
  }

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/');
  await expect(visitor.getByText(shown).first()).toBeVisible();
  await visitor.close();
});
