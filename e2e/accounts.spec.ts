import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { resetLinkSentTo } from './support/mail';
import { uniquePhone } from './support/shop-api';

/** A fresh address per test and device, so the journeys never meet each other's accounts. */
function uniqueEmail(testInfo: TestInfo, label: string): string {
  const stamp = `${Date.now().toString(36)}${testInfo.retry}`;
  return `e2e.${label}.${testInfo.project.name}.${stamp}@gmail.com`;
}

async function register(page: Page, user: { name: string; email: string; phone: string; password: string }) {
  await page.goto('/login?to=register');
  await page.getByLabel('Nama Lengkap').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Nomor Telepon').fill(user.phone);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Konfirmasi Password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox', { name: /Saya telah membaca dan menyetujui/ }).check();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
}

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function logout(page: Page) {
  // On a phone the toasts lie across the top bar, over KELUAR, and a toast under the pointer stays
  // (a person's tap does not hover): let them go first, with the pointer out of their way.
  const viewport = page.viewportSize();
  if (viewport) await page.mouse.move(viewport.width / 2, viewport.height - 2);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('button', { name: 'KELUAR' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yakin Ingin Keluar' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keluar', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a visitor registers, lands on the dashboard, signs out and signs in again', async ({
  page,
}, testInfo) => {
  const user = {
    name: 'Sari Wulandari',
    email: uniqueEmail(testInfo, 'daftar'),
    phone: uniquePhone(),
    password: 'rahasia-sari-1',
  };
  await register(page, user);
  await expect(page.getByText('Register berhasil!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText('Sari Wulandari')).toBeVisible();

  await logout(page);
  // Signed out for real: the dashboard sends the visitor back to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await login(page, user.email.toUpperCase(), user.password);
  await expect(page.getByText('Login berhasil!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('banner').getByText('Sari Wulandari')).toBeVisible();
});

test('the register form shows each rule as it is typed and keeps Daftar disabled until valid', async ({
  page,
}) => {
  await page.goto('/login?to=register');
  const daftar = page.getByRole('button', { name: 'Daftar', exact: true });
  await expect(daftar).toBeDisabled();

  await page.getByLabel('Email').fill('sari@perusahaan.co.id');
  await expect(page.getByText('Hanya email Gmail, Outlook, atau Yahoo yang diperbolehkan')).toBeVisible();
  await page.getByLabel('Nomor Telepon').fill('81234');
  await expect(page.getByText('Nomor telepon minimal 10 digit')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('pendek');
  await expect(page.getByText('Kata sandi minimal 8 karakter')).toBeVisible();
  await page.getByLabel('Konfirmasi Password', { exact: true }).fill('berbeda1');
  await expect(page.getByText('Kata sandi tidak cocok', { exact: true })).toBeVisible();

  await page.getByLabel('Nama Lengkap').fill('Sari');
  await page.getByLabel('Email').fill('sari@gmail.com');
  await page.getByLabel('Nomor Telepon').fill('81234567890');
  await page.getByLabel('Password', { exact: true }).fill('rahasia-sari-1');
  await page.getByLabel('Konfirmasi Password', { exact: true }).fill('rahasia-sari-1');
  await expect(daftar).toBeDisabled();
  await page.getByRole('checkbox', { name: /Saya telah membaca dan menyetujui/ }).check();
  await expect(daftar).toBeEnabled();
  await expect(page.getByText('Kata sandi tidak cocok', { exact: true })).toBeHidden();
});

test('a wrong password is refused with the server message and no session', async ({ page }) => {
  await login(page, 'budi@gmail.com', 'bukan-password-budi');
  // The message shows under the password, which takes the focus, as well as in a toast.
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/Email atau kata sandi salah\./);
  await expect(page.locator('[data-sonner-toast]').getByText('Email atau kata sandi salah.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate("window.localStorage.getItem('session')")).toBeNull();
});

test('a customer who forgot the password gets a link by e-mail and sets a new one', async ({
  page,
}, testInfo) => {
  // A long journey (register, two logins, a mail round trip, three password hashes): ~22 s on a quiet
  // 2-core machine, too close to the default 30 s when the machine is busy.
  test.slow();
  const user = {
    name: 'Dewi Lestari',
    email: uniqueEmail(testInfo, 'lupa'),
    phone: uniquePhone(),
    password: 'password-lama-1',
  };
  await register(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await logout(page);

  // Right after logging out, the login page may still be settling (its form animates in): a click
  // that lands then is retried until the forgot-password page has replaced the login form.
  await expect(async () => {
    await page.getByRole('link', { name: 'Lupa password?' }).click();
    await expect(page).toHaveURL(/\/lupa-password$/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Kirim Link Reset' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Kirim Link Reset' }).click();
  await expect(page.getByText('Link reset kata sandi telah dikirim ke email Anda.')).toBeVisible();

  const link = await resetLinkSentTo(user.email);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('Password', { exact: true }).fill('password-baru-2');
  await page.getByLabel('Konfirmasi Password', { exact: true }).fill('password-baru-2');
  await page.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(page.getByText('Password berhasil diubah')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password is gone, the new one works, and the link cannot be used twice.
  await login(page, user.email, user.password);
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /Email atau kata sandi salah\./,
  );
  await expect(page).toHaveURL(/\/login$/);
  await login(page, user.email, 'password-baru-2');
  await expect(page).toHaveURL(/\/dashboard$/);

  await logout(page);
  await page.goto(new URL(link).pathname);
  await page.getByLabel('Password', { exact: true }).fill('password-ketiga-3');
  await page.getByLabel('Konfirmasi Password', { exact: true }).fill('password-ketiga-3');
  await page.getByRole('button', { name: 'Ubah Password' }).click();
  await expect(page.getByText('Link reset kata sandi tidak valid atau sudah kedaluwarsa.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/forgot-password\//);
});

test('a customer renames themself in the settings and the header follows', async ({ page }, testInfo) => {
  const user = {
    name: 'Rina Putri',
    email: uniqueEmail(testInfo, 'nama'),
    phone: uniquePhone(),
    password: 'rahasia-rina-1',
  };
  await register(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/pengaturan');
  const nameField = page.getByLabel('Nama Pengguna');
  await nameField.fill('Rina Putri Ayu');
  await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await expect(page.getByRole('banner').getByText('Rina Putri Ayu')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nama Pengguna')).toHaveValue('Rina Putri Ayu');
});
