import { describe, expect, it } from 'vitest';
import {
  cardDurationLabel,
  cardDurationLabels,
  durationLabel,
  isLifetimeName,
  monthsIn,
  packageDurationText,
  priceSuffix,
} from './duration';

describe('durationLabel', () => {
  it.each([
    [0, 'Lifetime'],
    [undefined, 'Lifetime'],
    [null, 'Lifetime'],
    [30, '1 Bulan'],
    [60, '2 Bulan'],
    [90, '3 Bulan'],
    [180, '6 Bulan'],
    [330, '11 Bulan'],
    [45, '1,5 Bulan'],
    [359, '12 Bulan'],
    [360, '1 Tahun'],
    [365, '1 Tahun'],
    [540, '1,5 Tahun'],
    [720, '2 Tahun'],
  ])('%s days -> %j', (days, label) => {
    expect(durationLabel(days)).toBe(label);
  });
});

describe('cardDurationLabel', () => {
  it.each([
    [0, 'Lifetime'],
    [30, '1 Bulan'],
    [90, '3 Bulan'],
    [360, '12 Bulan'],
    [720, '24 Bulan'],
  ])('%i days -> %j', (days, label) => {
    expect(cardDurationLabel(days)).toBe(label);
  });

  it('lists only the enabled durations, in order', () => {
    expect(
      cardDurationLabels([
        { duration: 30, enabled: true },
        { duration: 90, enabled: false },
        { duration: 180, enabled: true },
        { duration: 0, enabled: true },
      ]),
    ).toEqual(['1 Bulan', '6 Bulan', 'Lifetime']);
  });
});

describe('monthsIn', () => {
  it.each([
    [30, 1],
    [360, 12],
    [15, 0.5],
  ])('%i days -> %s months', (days, months) => {
    expect(monthsIn(days)).toBe(months);
  });
});

describe('priceSuffix', () => {
  it.each([
    [30, '/ Bln'],
    [90, '/ Bln'],
    [330, '/ Bln'],
    [359, '/ Bln'],
    [360, '/ Thn'],
    [720, '/ Thn'],
    [0, ''],
    [undefined, ''],
  ])('%s days -> %j', (days, suffix) => {
    expect(priceSuffix(days)).toBe(suffix);
  });
});

describe('packageDurationText', () => {
  it.each([
    ['Lifetime', 0, 'Selamanya'],
    ['lifetime', 30, 'Selamanya'],
    [' LIFETIME ', 360, 'Selamanya'],
    ['Sharing', 0, 'Lifetime'],
    ['Sharing', 30, '1 Bulan'],
    ['Host', 360, '1 Tahun'],
    [null, 90, '3 Bulan'],
  ])('package %j with %i days -> %j', (packageName, days, text) => {
    expect(packageDurationText(packageName, days)).toBe(text);
  });
});

describe('isLifetimeName', () => {
  it.each([
    ['lifetime', true],
    ['Lifetime', true],
    ['Lifetime Plus', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (name, isLifetime) => {
    expect(isLifetimeName(name)).toBe(isLifetime);
  });
});
