import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, isErrorCode } from './errors';

describe('ERROR_STATUS', () => {
  it.each<[ErrorCode, number]>([
    ['VALIDATION_FAILED', 400],
    ['UNAUTHENTICATED', 401],
    ['TOKEN_EXPIRED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['SEAT_UNAVAILABLE', 409],
    ['PRICE_CHANGED', 409],
    ['PAYLOAD_TOO_LARGE', 413],
    ['IMAGE_DIMENSIONS_TOO_LARGE', 413],
    ['UNSUPPORTED_MEDIA_TYPE', 415],
    ['IMAGE_UNREADABLE', 415],
    ['RATE_LIMITED', 429],
    ['INTERNAL', 500],
  ])('%s answers %i', (code, status) => {
    expect(ERROR_STATUS[code]).toBe(status);
  });

  it('gives every code a non-empty Indonesian message', () => {
    const codes = Object.keys(ERROR_STATUS);
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...codes].sort());
    expect(codes.filter((code) => !ERROR_MESSAGES[code as ErrorCode].trim())).toEqual([]);
  });
});

describe('isErrorCode', () => {
  it.each([
    ['NOT_FOUND', true],
    ['EMAIL_TAKEN', true],
    ['not_found', false],
    ['toString', false],
    ['', false],
    [404, false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (value, isCode) => {
    expect(isErrorCode(value)).toBe(isCode);
  });
});
