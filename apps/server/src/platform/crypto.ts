import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 1;

/** Seals credentials with AES-256-GCM: version byte, IV, tag, ciphertext in one buffer. */
export class CredentialVault {
  private readonly key: Buffer;
  /** Derived from the key, so the sealing key itself never serves as a MAC key. */
  private readonly digestKey: Buffer;

  constructor(base64Key: string) {
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error('The credentials key must be 32 bytes');
    this.digestKey = createHmac('sha256', this.key).update('premium-shop digest key').digest();
  }

  /**
   * A keyed SHA-256 of `value` for `purpose`: what a table may keep of a short secret such as a
   * 6-digit code, whose plain hash anyone holding the table could reverse by trying every code.
   */
  digest(purpose: string, value: string): string {
    return createHmac('sha256', this.digestKey).update(`${purpose}\0${value}`).digest('base64url');
  }

  seal(value: unknown): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
  }

  open<T>(sealed: Buffer): T {
    if (sealed[0] !== VERSION) throw new Error('Unknown credentials format');
    const iv = sealed.subarray(1, 1 + IV_BYTES);
    const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as T;
  }
}
