import { createHmac, randomBytes } from 'node:crypto';
import type { LookupFunction } from 'node:net';
import type { Settings } from '../../settings';
import { familyFetch } from './family-fetch';
import type { PaymentGateway } from './gateway';
import { ManualGateway } from './manual';
import { SandboxGateway, type SandboxLookup } from './sandbox';
import { TRIPAY_BASE_URLS, TripayGateway } from './tripay';

export interface PaymentGatewayOptions {
  /** How the sandbox reads its transactions back (the orders table). */
  sandboxLookup: SandboxLookup;
  /**
   * The JWT secret as resolved by platform/secrets.ts (generated into DATA_DIR when settings have
   * none). The sandbox's callback key derives from it; settings.JWT_SECRET is used when omitted.
   */
  jwtSecret?: string;
  /** Replaces the HTTP client of Tripay's calls altogether (TRIPAY_IPV4_ONLY then has no effect). */
  fetch?: typeof fetch;
  /** How Tripay's host name resolves; dns.lookup unless told. */
  lookup?: LookupFunction;
  /** Deadline of each Tripay call. */
  timeoutMs?: number;
}

const SANDBOX_KEY_LABEL = 'premium-shop:sandbox-callback';

/** The sandbox's callback key: a one-way derivation, so it never reveals the token-signing secret. */
export function sandboxCallbackSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update(SANDBOX_KEY_LABEL).digest('hex');
}

/** The gateway PAYMENT_PROVIDER names: Tripay with its keys, none (manual transfers only), else the offline sandbox. */
export function createPaymentGateway(settings: Settings, options: PaymentGatewayOptions): PaymentGateway {
  if (settings.PAYMENT_PROVIDER === 'manual') return new ManualGateway();
  if (settings.PAYMENT_PROVIDER === 'tripay') {
    const { TRIPAY_API_KEY, TRIPAY_PRIVATE_KEY, TRIPAY_MERCHANT_CODE } = settings;
    // loadSettings already refuses tripay without them; this guards hand-built settings.
    if (!TRIPAY_API_KEY || !TRIPAY_PRIVATE_KEY || !TRIPAY_MERCHANT_CODE)
      throw new Error(
        'PAYMENT_PROVIDER=tripay needs TRIPAY_API_KEY, TRIPAY_PRIVATE_KEY and TRIPAY_MERCHANT_CODE',
      );
    return new TripayGateway({
      apiKey: TRIPAY_API_KEY,
      privateKey: TRIPAY_PRIVATE_KEY,
      merchantCode: TRIPAY_MERCHANT_CODE,
      baseUrl: settings.TRIPAY_BASE_URL ?? TRIPAY_BASE_URLS[settings.TRIPAY_MODE],
      fetch:
        options.fetch ?? familyFetch({ family: settings.TRIPAY_IPV4_ONLY ? 4 : 0, lookup: options.lookup }),
      timeoutMs: options.timeoutMs,
    });
  }
  // Without any JWT secret (an app built by hand, as tests do) a random key still fails closed:
  // callbacks verify only in the process that signed them.
  const jwtSecret = options.jwtSecret ?? settings.JWT_SECRET ?? randomBytes(48).toString('base64url');
  return new SandboxGateway({ secret: sandboxCallbackSecret(jwtSecret), lookup: options.sandboxLookup });
}
