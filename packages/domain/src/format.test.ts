import { describe, expect, it } from 'vitest';
import {
  formatDateLong,
  formatDateTime,
  formatNotificationTime,
  formatRupiah,
  isNewProduct,
  navUserName,
  shortNumber,
  toValidDate,
} from './format';

describe('shortNumber', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [999, '999'],
    [999.4, '999'],
    [999.6, '1Rb'],
    [1000, '1Rb'],
    [1999, '1Rb'],
    [15_000, '15Rb'],
    [15_900, '15Rb'],
    [250_000, '250Rb'],
    [999_999, '999Rb'],
    [1_000_000, '1,0Jt'],
    [1_500_000, '1,5Jt'],
    [1_599_999, '1,5Jt'],
    [12_340_000, '12,3Jt'],
    [1_250_000_000, '1.250,0Jt'],
    [-15_000, '-15Rb'],
    [-1_500_000, '-1,5Jt'],
    [-0.4, '0'],
    [Number.NaN, '0'],
  ])('%s -> %j', (value, text) => {
    expect(shortNumber(value)).toBe(text);
  });
});

describe('formatRupiah', () => {
  it.each([
    [0, 'Rp 0'],
    [500, 'Rp 500'],
    [25_000, 'Rp 25.000'],
    [1_234_567, 'Rp 1.234.567'],
    [27_500.5, 'Rp 27.501'],
    [-0.4, 'Rp 0'],
    [-5000, '-Rp 5.000'],
    [Number.POSITIVE_INFINITY, 'Rp 0'],
  ])('%s -> %j', (amount, text) => {
    expect(formatRupiah(amount)).toBe(text);
  });
});

describe('toValidDate', () => {
  it.each([
    ['2026-11-22T07:30:00.000Z', Date.UTC(2026, 10, 22, 7, 30)],
    [Date.UTC(2026, 0, 1), Date.UTC(2026, 0, 1)],
    [new Date(Date.UTC(2026, 0, 1)), Date.UTC(2026, 0, 1)],
    ['not a date', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %s', (input, time) => {
    expect(toValidDate(input)?.getTime() ?? null).toBe(time);
  });
});

describe('Indonesian dates (Asia/Jakarta by default)', () => {
  it.each([
    // input, long date, date and time, notification time
    ['2026-11-22T07:30:00Z', '22 November 2026', '22 November 2026 pukul 14.30', '22 Nov, 14.30'],
    ['2026-11-22T17:05:00Z', '23 November 2026', '23 November 2026 pukul 00.05', '23 Nov, 00.05'],
    ['2026-05-01T00:00:00+07:00', '1 Mei 2026', '1 Mei 2026 pukul 00.00', '1 Mei, 00.00'],
    ['2026-08-17T03:00:00Z', '17 Agustus 2026', '17 Agustus 2026 pukul 10.00', '17 Agu, 10.00'],
    ['2026-12-31T16:59:00Z', '31 Desember 2026', '31 Desember 2026 pukul 23.59', '31 Des, 23.59'],
    [null, '-', '-', '-'],
    ['garbage', '-', '-', '-'],
  ])('%j', (input, long, dateTime, notification) => {
    expect(formatDateLong(input)).toBe(long);
    expect(formatDateTime(input)).toBe(dateTime);
    expect(formatNotificationTime(input)).toBe(notification);
  });

  it.each([
    ['UTC', '22 November 2026', '22 November 2026 pukul 17.05', '22 Nov, 17.05'],
    ['Asia/Makassar', '23 November 2026', '23 November 2026 pukul 01.05', '23 Nov, 01.05'],
    ['Asia/Jayapura', '23 November 2026', '23 November 2026 pukul 02.05', '23 Nov, 02.05'],
  ])('in %s', (timeZone, long, dateTime, notification) => {
    const input = '2026-11-22T17:05:00Z';
    expect(formatDateLong(input, timeZone)).toBe(long);
    expect(formatDateTime(input, timeZone)).toBe(dateTime);
    expect(formatNotificationTime(input, timeZone)).toBe(notification);
  });
});

describe('isNewProduct', () => {
  const now = '2026-11-22T12:00:00Z';
  it.each([
    ['2026-11-22T11:00:00Z', true],
    ['2026-11-15T12:00:01Z', true],
    ['2026-11-15T12:00:00Z', false],
    ['2026-11-01T00:00:00Z', false],
    ['2026-11-23T00:00:00Z', true],
    ['not a date', false],
    [null, false],
  ])('created %j -> %s', (createdAt, isNew) => {
    expect(isNewProduct(createdAt, now)).toBe(isNew);
  });
});

describe('navUserName', () => {
  it.each([
    ['Budi', 'Budi'],
    ['Budi Santoso', 'Budi Santo...'],
    ['0123456789', '0123456789'],
    ['  Siti  ', 'Siti'],
    ['', 'User'],
    ['   ', 'User'],
    [null, 'User'],
    [undefined, 'User'],
  ])('%j -> %j', (name, shown) => {
    expect(navUserName(name)).toBe(shown);
  });
});
