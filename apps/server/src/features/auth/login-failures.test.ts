import { describe, expect, it } from 'vitest';
import { refusingCounter } from './login-failures.service';

describe('refusingCounter', () => {
  it.each([
    // e-mail failures, the address's failures on it, refused by
    [0, 0, null],
    [9, 9, null],
    [10, 10, 'pair'],
    [15, 10, 'pair'],
    [19, 5, null],
    [20, 0, null],
    [20, 1, 'pair'],
    [199, 0, null],
    [200, 0, 'email'],
    [500, 10, 'email'],
  ] as const)(
    '%i failures on the e-mail, %i from the address: %s',
    (emailFailures, pairFailures, expected) => {
      expect(refusingCounter(emailFailures, pairFailures)).toBe(expected);
    },
  );
});
