import { describe, expect, it } from 'vitest';
import { transferTarget } from './admin-support.service';

describe("the 'Reimburse Selesai' notice's destination, with the host's optional bank details", () => {
  it.each([
    ['BCA', '0123456789', 'BCA 0123456789'],
    ['BCA', '', 'rekening BCA-mu'],
    ['', '0123456789', 'rekening 0123456789'],
    ['', '', 'rekeningmu'],
    ['  ', ' ', 'rekeningmu'],
  ])('bank %j, account %j -> ... ditransfer ke %s.', (bank, accountNumber, target) => {
    expect(transferTarget(bank, accountNumber)).toBe(target);
    const sentence = `sudah ditransfer ke ${transferTarget(bank, accountNumber)}.`;
    expect(sentence).not.toMatch(/\s[.,]|\s{2}/);
  });
});
