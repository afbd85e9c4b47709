/**
 * Why a secret set by hand is too weak to run a shop with, or undefined when it is fine. The shop
 * generates its own secrets when none is set (platform/secrets.ts); these checks catch the ones an
 * operator typed: a placeholder left from deploy/shop.env.example, a word, a repeated or counting
 * pattern. Strength is estimated from the text itself (its length times the entropy of its
 * characters' frequencies), which ranks `openssl rand` output far above anything typed by hand.
 */

/** The placeholder of deploy/shop.env.example, and the words a tired operator types instead. */
const PLACEHOLDER = /change[-_ ]?me|changeit|placeholder|example|secret|password|rahasia|^(test|token|key)$/i;

/** Bits of entropy a text shows: its length times the Shannon entropy of its characters' frequencies. */
export function estimatedBits(symbols: ArrayLike<number | string>): number {
  const counts = new Map<number | string, number>();
  for (let index = 0; index < symbols.length; index += 1) {
    const symbol = symbols[index]!;
    counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  }
  let perSymbol = 0;
  for (const count of counts.values()) {
    const share = count / symbols.length;
    perSymbol -= share * Math.log2(share);
  }
  return perSymbol * symbols.length;
}

/** Whether most neighbours repeat, count by one or keep one step ('aaaa', 'abcd', '9876', '0246'). */
function isPattern(symbols: ArrayLike<number>): boolean {
  if (symbols.length < 3) return true;
  let steps = 0;
  for (let index = 2; index < symbols.length; index += 1) {
    const step = symbols[index]! - symbols[index - 1]!;
    if (Math.abs(step) <= 1 || step === symbols[index - 1]! - symbols[index - 2]!) steps += 1;
  }
  return steps / (symbols.length - 2) > 0.5;
}

/** Whether most of the text is one piece said again ('prometheus-prometheus-12', 'abcabcabc'). */
function isRepeatedPiece(value: string): boolean {
  for (let length = 1; length <= value.length / 2; length += 1) {
    const piece = value.slice(0, length);
    let end = length;
    while (value.startsWith(piece, end)) end += length;
    if (end > length && end >= value.length * 0.75) return true;
  }
  return false;
}

/**
 * A text secret (JWT_SECRET, METRICS_TOKEN): refused when it is a placeholder, a pattern, or shows
 * fewer than `minimumBits`.
 */
export function weakTextSecret(value: string, minimumBits: number, generate: string): string | undefined {
  if (PLACEHOLDER.test(value)) return `a placeholder, not a secret: generate one with ${generate}`;
  const codes = Array.from(value, (char) => char.codePointAt(0)!);
  if (isPattern(codes) || isRepeatedPiece(value))
    return `a repeated or counting pattern: generate one with ${generate}`;
  const bits = Math.floor(estimatedBits(codes));
  if (bits < minimumBits) {
    return `too easy to guess (about ${bits} bits, at least ${minimumBits} needed): generate one with ${generate}`;
  }
  return undefined;
}

/** A key given as base64 bytes (CREDENTIALS_KEY): refused when its bytes repeat or count, or show too little entropy. */
export function weakKeyBytes(bytes: Uint8Array, minimumBits: number, generate: string): string | undefined {
  if (isPattern(bytes)) return `its bytes repeat or count: generate one with ${generate}`;
  const bits = Math.floor(estimatedBits(bytes));
  if (bits < minimumBits) {
    return `too easy to guess (about ${bits} bits, at least ${minimumBits} needed): generate one with ${generate}`;
  }
  return undefined;
}
