/**
 * The one error vocabulary of the shop. The server maps each code to its HTTP status;
 * the web client turns an error body back into the same code.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_DISABLED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  RESET_TOKEN_INVALID: 400,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  PHONE_CODE_INVALID: 400,
  PRICE_CHANGED: 409,
  SEAT_UNAVAILABLE: 409,
  PROMO_SOLD_OUT: 409,
  VOUCHER_UNAVAILABLE: 409,
  INVALID_STATE: 409,
  PRODUCT_UNAVAILABLE: 409,
  PAYLOAD_TOO_LARGE: 413,
  IMAGE_DIMENSIONS_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IMAGE_UNREADABLE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  GATEWAY_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Default Indonesian message for each code, used when a thrower gives none. */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Data yang dikirim tidak valid.',
  UNAUTHENTICATED: 'Silakan login terlebih dahulu.',
  TOKEN_EXPIRED: 'Sesi anda telah berakhir, silakan login kembali.',
  INVALID_CREDENTIALS: 'Email atau kata sandi salah.',
  FORBIDDEN: 'Anda tidak memiliki akses.',
  ACCOUNT_DISABLED: 'Akun anda telah dinonaktifkan, silakan hubungi admin.',
  NOT_FOUND: 'Data tidak ditemukan.',
  ROUTE_NOT_FOUND: 'Alamat API tidak ditemukan.',
  RESET_TOKEN_INVALID: 'Link reset kata sandi tidak valid atau sudah kedaluwarsa.',
  CONFLICT: 'Data bertentangan dengan data yang sudah ada.',
  EMAIL_TAKEN: 'Email sudah terdaftar.',
  PHONE_TAKEN: 'Nomor telepon sudah terdaftar.',
  PHONE_CODE_INVALID: 'Kode verifikasi salah atau sudah tidak berlaku.',
  PRICE_CHANGED: 'Harga telah berubah, silakan muat ulang halaman.',
  SEAT_UNAVAILABLE: 'Slot akun sudah penuh.',
  PROMO_SOLD_OUT: 'Kuota promo sudah habis.',
  VOUCHER_UNAVAILABLE: 'Voucher tidak dapat digunakan.',
  INVALID_STATE: 'Status pesanan tidak memungkinkan tindakan ini.',
  PRODUCT_UNAVAILABLE: 'Produk sedang tidak tersedia.',
  PAYLOAD_TOO_LARGE: 'Ukuran data terlalu besar.',
  UNSUPPORTED_MEDIA_TYPE: 'Format file tidak didukung.',
  IMAGE_DIMENSIONS_TOO_LARGE:
    'Resolusi gambar terlalu besar: maksimal 16.384 piksel per sisi dan 40 megapiksel. Perkecil gambar lalu coba lagi.',
  IMAGE_UNREADABLE:
    'Gambar rusak atau tidak lengkap, ukurannya tidak dapat dibaca. Simpan ulang gambar lalu coba lagi.',
  RATE_LIMITED: 'Terlalu banyak percobaan, silakan coba lagi dalam beberapa menit.',
  INTERNAL: 'Terjadi kesalahan pada server, silakan coba lagi.',
  GATEWAY_FAILED: 'Order gagal! silahkan coba lagi.',
  SERVICE_UNAVAILABLE: 'Layanan sedang tidak tersedia, silakan coba lagi sebentar lagi.',
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The body of every error answer: an Indonesian message for users, a stable code, field messages for a form. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  errors?: Record<string, string>;
}
