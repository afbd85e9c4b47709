/** SPEC §2 'Account overview' Notes: what a seat's owner should know, by product type. */
export const ACCOUNT_NOTES = {
  inviteEmail:
    'Undangan sudah dikirim ke email yang kamu daftarkan. Cek folder spam, promosi, atau sampah jika belum ada di kotak masuk.',
  otp: 'Jika diminta kode OTP, hubungi admin melalui WhatsApp.',
  weeklyReset: 'Password dan PIN akun direset seminggu sekali.',
  changePassword: 'Segera ganti password akun setelah kamu menerimanya.',
} as const;

/** The notes under a seat's credentials; the OTP note is always there. */
export function accountNotes(type: string): string[] {
  const notes: string[] = [];
  if (type === 'Invite Email') notes.push(ACCOUNT_NOTES.inviteEmail);
  notes.push(ACCOUNT_NOTES.otp);
  if (type === 'Sharing Private' || type === 'Sharing Account') notes.push(ACCOUNT_NOTES.weeklyReset);
  if (type === 'Dedicated Private') notes.push(ACCOUNT_NOTES.changePassword);
  return notes;
}
