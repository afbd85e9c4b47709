/**
 * Proving a phone number (docs/decisions/039): the signed-in customer asks for a code, the shop
 * sends it by WhatsApp to the account's number, and the customer types it back. Until then the
 * number is only a claim, and no WhatsApp notice goes to it.
 */
import { z } from 'zod';

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_LIFETIME_MINUTES = 10;
/** Wrong entries of one code; at this many the code is dead. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** Seconds between two codes of one account. */
export const PHONE_CODE_RESEND_SECONDS = 60;
export const PHONE_CODES_PER_ACCOUNT_PER_HOUR = 5;
/** Codes to one number in 24 hours, whichever accounts asked: nobody can flood a stranger's WhatsApp. */
export const PHONE_CODES_PER_NUMBER_PER_DAY = 5;

export const PHONE_VERIFICATION_MESSAGES = {
  banner: 'Verifikasi nomor WhatsApp-mu agar kredensial dan pengingat dikirim lewat WhatsApp.',
  codeRequired: 'Kode verifikasi tidak boleh kosong',
  codeFormat: `Kode verifikasi terdiri dari ${PHONE_CODE_LENGTH} angka`,
  codeSent: (phone: string) => `Kode verifikasi dikirim ke WhatsApp ${phone}.`,
  codeWrong: (attemptsLeft: number) => `Kode verifikasi salah. Sisa ${attemptsLeft} percobaan.`,
  codeDead: 'Kode verifikasi sudah tidak berlaku. Minta kode baru.',
  noCode: 'Belum ada kode verifikasi. Minta kode terlebih dahulu.',
  verified: 'Nomor WhatsApp berhasil diverifikasi.',
  alreadyVerified: 'Nomor WhatsApp-mu sudah terverifikasi.',
  takenByAnother:
    'Nomor WhatsApp ini sudah diverifikasi oleh akun lain. Gunakan nomor lain atau hubungi admin.',
  waitBeforeResend: (seconds: number) => `Tunggu ${seconds} detik sebelum meminta kode baru.`,
  tooManyForAccount: `Kamu sudah meminta ${PHONE_CODES_PER_ACCOUNT_PER_HOUR} kode dalam satu jam. Coba lagi nanti.`,
  tooManyForNumber: 'Nomor ini sudah menerima terlalu banyak kode hari ini. Coba lagi besok.',
  phoneUpdated: 'Nomor telepon berhasil diubah. Verifikasi nomor barumu lewat WhatsApp.',
  /** Kept on a WhatsApp notice that was not sent, for the admin's outbox view. */
  noticeSkipped: 'Tidak dikirim: nomor WhatsApp pelanggan belum diverifikasi.',
} as const;

/** The body of POST /api/users/phone/verify: the code as typed (spaces around it are dropped). */
export const verifyPhoneSchema = z.object({
  code: z
    .string({ error: PHONE_VERIFICATION_MESSAGES.codeRequired })
    .trim()
    .min(1, { error: PHONE_VERIFICATION_MESSAGES.codeRequired })
    .regex(new RegExp(`^[0-9]{${PHONE_CODE_LENGTH}}$`), { error: PHONE_VERIFICATION_MESSAGES.codeFormat }),
});
export type VerifyPhonePayload = z.output<typeof verifyPhoneSchema>;

/** What asking for a code answers: where it went and when a new one may be asked for. */
export const phoneCodeSentSchema = z.object({
  phone: z.string(),
  expiresAt: z.string(),
  /** The earliest moment the account may ask for another code. */
  resendAt: z.string(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** The WhatsApp text that carries a code. */
export function phoneCodeMessage(appName: string, code: string): string {
  return [
    `*Kode verifikasi ${appName}*`,
    `Kodemu: ${code}`,
    `Berlaku ${PHONE_CODE_LIFETIME_MINUTES} menit. Jangan berikan kode ini kepada siapa pun, termasuk admin.`,
    'Jika kamu tidak meminta kode ini, abaikan pesan ini.',
  ].join('\n');
}
