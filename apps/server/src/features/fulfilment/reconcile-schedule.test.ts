import { describe, expect, it } from 'vitest';
import { nextReconcileAt } from './reconcile-schedule';

const MINUTE = 60_000;
const placed = new Date('2026-11-29T03:00:00Z');
const at = (minutes: number) => new Date(placed.getTime() + minutes * MINUTE);

describe('nextReconcileAt', () => {
  it.each([
    // [asked at, minutes after placing, next ask]
    [2, 5],
    [2.5, 5],
    [5, 10],
    [10, 15],
    [15, 20],
    [21, 25],
    [35, 40],
    [80, 85],
  ])('asks a 3-hour order asked at minute %d again at minute %d', (now, next) => {
    expect(nextReconcileAt(placed, at(180), at(now))).toEqual(at(next));
  });

  it('asks no later than 10 minutes before the deadline, and every 50 seconds from there', () => {
    // A 53-minute QRIS order asked at minute 40: next at 43, not 45.
    expect(nextReconcileAt(placed, at(53), at(40))).toEqual(at(43));
    expect(nextReconcileAt(placed, at(53), at(43))).toEqual(new Date(at(43).getTime() + 50_000));
    expect(nextReconcileAt(placed, at(53), at(52))).toEqual(new Date(at(52).getTime() + 50_000));
  });

  it('never asks again sooner than 50 seconds, even for a job running late', () => {
    // Asked at 4m30s: the 5-minute step is 30 seconds away, so the next ask waits 50 seconds.
    expect(nextReconcileAt(placed, at(180), at(4.5))).toEqual(new Date(at(4.5).getTime() + 50_000));
  });

  it('follows the steps for an order without a deadline', () => {
    expect(nextReconcileAt(placed, null, at(20))).toEqual(at(25));
  });
});
