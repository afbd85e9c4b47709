import { describe, expect, it } from 'vitest';
import {
  accountBadgeColour,
  accountStatusAt,
  badgeColour,
  credentialsHeading,
  graceDaysLeft,
  graceDaysLeftText,
  isInGracePeriod,
  isWarningStatus,
  matchesOrderTab,
  matchesReimbursementTab,
  ORDER_BUTTON_LABELS,
  ORDER_TABS,
  type OrderButton,
  orderBadgeColour,
  orderButtons,
  orderStatusOf,
  orderTabFromQuery,
  type OrderStatusView,
  reimbursementBadgeColour,
  showsCredentials,
  showsHostActions,
  statusInfoLine,
  type StatusInfoLine,
  statusLabel,
  openTransferState,
} from './order-status';

const PAID_AT = '2026-11-01T03:00:00Z';
const account = { id: 'seat-1', username: 'budi@gmail.com' };

describe('orderStatusOf', () => {
  it.each([
    ['Paid', 'Paid'],
    ['Paid - Renewal', 'Paid'],
    ['paid', 'Paid'],
    ['Process', 'Process'],
    ['Sedang Proses', 'Process'],
    ['Pending', 'Pending'],
    ['Preorder', 'Preorder'],
    ['Tenggang', 'Tenggang'],
    ['Habis', 'Habis'],
    ['Expired', 'Expired'],
    ['Canceled', 'Canceled'],
    ['Nonaktif', 'Nonaktif'],
    ['Refunded', null],
  ])('%j -> %j', (status, known) => {
    expect(orderStatusOf(status)).toBe(known);
  });
});

describe('statusLabel', () => {
  it.each([
    ['Paid', PAID_AT, 'Aktif'],
    ['Paid - Renewal', PAID_AT, 'Aktif'],
    ['Pending', null, 'Menunggu Pembayaran'],
    ['Preorder', null, 'Menunggu Pembayaran'],
    ['Preorder', PAID_AT, 'Preorder'],
    ['Pending', PAID_AT, 'Pending'],
    ['Process', PAID_AT, 'Sedang Proses'],
    ['Sedang Proses', PAID_AT, 'Sedang Proses'],
    ['Tenggang', PAID_AT, 'Tenggang'],
    ['Habis', PAID_AT, 'Habis'],
    ['Expired', null, 'Expired'],
    ['Canceled', null, 'Canceled'],
    ['Nonaktif', PAID_AT, 'Nonaktif'],
  ])('%j (paid_at %j) -> %j', (status, paidAt, label) => {
    expect(statusLabel({ status, paid_at: paidAt })).toBe(label);
  });
});

describe("a 'Transfer Bank' order's status (docs/decisions/049)", () => {
  const transfer = (state: string, rejectReason: string | null = null) => ({ state, rejectReason });

  it.each([
    ['Pending', null, 'awaiting', 'Menunggu Pembayaran', 'orange'],
    ['Pending', null, 'submitted', 'Menunggu Konfirmasi', 'yellow'],
    ['Preorder', null, 'submitted', 'Menunggu Konfirmasi', 'yellow'],
    ['Pending', null, 'rejected', 'Bukti Ditolak', 'red'],
    ['Preorder', null, 'rejected', 'Bukti Ditolak', 'red'],
    ['Paid', PAID_AT, 'confirmed', 'Aktif', 'green'],
    // A proof waiting for an order the customer cancelled, or one that ended: the order's own status.
    ['Canceled', null, 'submitted', 'Canceled', 'pink'],
    ['Expired', null, 'rejected', 'Expired', 'grey'],
    ['Process', PAID_AT, 'confirmed', 'Sedang Proses', 'yellow'],
  ])('%j (paid_at %j) with its transfer %j -> %j, %s', (status, paidAt, state, label, colour) => {
    const order = { status, paid_at: paidAt, transfer: transfer(state) };
    expect(statusLabel(order)).toBe(label);
    expect(orderBadgeColour(order)).toBe(colour);
  });

  it('reads as any order without a transfer (null or absent)', () => {
    expect(statusLabel({ status: 'Pending', paid_at: null, transfer: null })).toBe('Menunggu Pembayaran');
    expect(orderBadgeColour({ status: 'Pending', paid_at: null })).toBe('orange');
    expect(openTransferState({ status: 'Pending', paid_at: null })).toBeNull();
  });

  it('says under the badge that the admin checks the proof, or why it was refused and until when to send another', () => {
    const deadline = '2026-11-22T17:05:00Z';
    expect(
      statusInfoLine({ status: 'Pending', expired_time: deadline, transfer: transfer('submitted') }, 'UTC'),
    ).toEqual({ kind: 'transferReview', text: 'Bukti transfer sedang diperiksa admin.' });
    expect(
      statusInfoLine(
        { status: 'Pending', expired_time: deadline, transfer: transfer('rejected', 'Nominal tidak sesuai') },
        'UTC',
      ),
    ).toEqual({
      kind: 'transferRejected',
      text: 'Bukti transfer ditolak: Nominal tidak sesuai. Unggah ulang paling lambat',
      value: '22 November 2026 pukul 17.05',
    });
    expect(statusInfoLine({ status: 'Preorder', transfer: transfer('rejected', 'Buram!') }, 'UTC')).toEqual({
      kind: 'transferRejected',
      text: 'Bukti transfer ditolak: Buram!',
    });
    // A reason with its own full stop reads with one stop; without a reason, the line is one sentence.
    expect(statusInfoLine({ status: 'Preorder', transfer: transfer('rejected', 'Buram.') }, 'UTC')).toEqual({
      kind: 'transferRejected',
      text: 'Bukti transfer ditolak: Buram.',
    });
    for (const reason of [null, '', '  ']) {
      expect(statusInfoLine({ status: 'Preorder', transfer: transfer('rejected', reason) }, 'UTC')).toEqual({
        kind: 'transferRejected',
        text: 'Bukti transfer ditolak.',
      });
    }
    // No proof yet: the deadline to pay, as any unpaid order.
    expect(
      statusInfoLine({ status: 'Pending', expired_time: deadline, transfer: transfer('awaiting') }, 'UTC'),
    ).toMatchObject({ kind: 'payBefore' });
  });
});

describe('badgeColour', () => {
  it.each([
    ['Paid', 'green'],
    ['Paid - Renewal', 'green'],
    ['Preorder', 'yellow'],
    ['Pending', 'orange'],
    ['Tenggang', 'red'],
    ['Canceled', 'pink'],
    ['Process', 'yellow'],
    ['Sedang Proses', 'yellow'],
    ['Habis', 'grey'],
    ['Expired', 'grey'],
    ['Nonaktif', 'grey'],
    ['Something else', 'grey'],
  ])('%j -> %s', (status, colour) => {
    expect(badgeColour(status)).toBe(colour);
  });
});

describe('statusInfoLine', () => {
  it.each<[string, OrderStatusView, StatusInfoLine | null]>([
    [
      'Pending shows the payment deadline with its time',
      { status: 'Pending', expired_time: '2026-11-22T07:30:00Z' },
      { kind: 'payBefore', text: 'Membayar Paling Lambat', value: '22 November 2026 pukul 14.30' },
    ],
    ['Pending without a deadline shows nothing', { status: 'Pending' }, null],
    [
      'Sedang Proses explains the wait',
      { status: 'Sedang Proses', paid_at: PAID_AT },
      {
        kind: 'processing',
        text: 'Akun anda sedang diproses, admin akan menghubungimu begitu akun siap.',
      },
    ],
    [
      'Preorder shows how full the group is',
      { status: 'Preorder', paid_at: PAID_AT, product: { slot: 5 }, productItem: { willUser: 3 } },
      { kind: 'preorder', text: 'Akun akan diproses setelah grup terisi penuh!', value: '3 / 5' },
    ],
    [
      'Preorder with an empty group counts 0',
      { status: 'Preorder', product: { slot: 4 }, productItem: null },
      { kind: 'preorder', text: 'Akun akan diproses setelah grup terisi penuh!', value: '0 / 4' },
    ],
    [
      'Preorder without a slot shows the text alone',
      { status: 'Preorder' },
      { kind: 'preorder', text: 'Akun akan diproses setelah grup terisi penuh!' },
    ],
    [
      'Paid with an account and a duration shows the next billing date',
      { status: 'Paid', account, duration: 30, next_billing_at: '2026-12-01T03:00:00Z' },
      { kind: 'activeUntil', text: 'Aktif Hingga', value: '1 Desember 2026' },
    ],
    [
      'Paid lifetime shows Lifetime',
      { status: 'Paid', account, duration: 0, next_billing_at: '2026-12-01T03:00:00Z' },
      { kind: 'lifetime', text: 'Lifetime' },
    ],
    [
      'Paid without a next billing date shows Lifetime',
      { status: 'Paid', account, duration: 30, next_billing_at: null },
      { kind: 'lifetime', text: 'Lifetime' },
    ],
    ['Paid without an account shows nothing', { status: 'Paid', duration: 30 }, null],
    ['Process is hidden', { status: 'Process', account }, null],
    ['Canceled is hidden', { status: 'Canceled' }, null],
    ['Nonaktif is hidden', { status: 'Nonaktif', account }, null],
    ['Tenggang shows nothing', { status: 'Tenggang', account }, null],
    ['Expired shows nothing', { status: 'Expired' }, null],
  ])('%s', (_name, order, line) => {
    expect(statusInfoLine(order)).toEqual(line);
  });

  it('formats dates in the given time zone', () => {
    expect(statusInfoLine({ status: 'Pending', expired_time: '2026-11-22T17:05:00Z' }, 'UTC')).toEqual({
      kind: 'payBefore',
      text: 'Membayar Paling Lambat',
      value: '22 November 2026 pukul 17.05',
    });
  });
});

describe('orderButtons', () => {
  it.each<[OrderStatusView, boolean, OrderButton[]]>([
    [{ status: 'Paid', account }, false, ['detail', 'pin']],
    [{ status: 'Paid', account }, true, ['detail', 'unpin']],
    [{ status: 'Pending', paid_at: null }, false, ['detail', 'cancel', 'pay']],
    [{ status: 'Preorder', paid_at: null }, false, ['detail', 'cancel', 'pay']],
    [{ status: 'Preorder', paid_at: PAID_AT }, false, ['detail']],
    [{ status: 'Tenggang', account }, false, ['detail', 'renew']],
    [{ status: 'Habis', account }, false, ['detail', 'renew']],
    [{ status: 'Expired', account }, false, ['detail', 'renew']],
    [{ status: 'Expired', account: null }, false, ['detail']],
    [{ status: 'Tenggang' }, false, ['detail']],
    [{ status: 'Process', account }, false, ['detail']],
    [{ status: 'Canceled' }, true, ['detail']],
    [{ status: 'Nonaktif', account }, false, ['detail']],
  ])('%j (pinned %s) -> %j', (order, isPinned, buttons) => {
    expect(orderButtons(order, isPinned)).toEqual(buttons);
  });

  it.each<[OrderButton, string]>([
    ['detail', 'Detail Pesanan'],
    ['pin', 'Pin Produk'],
    ['unpin', 'Unpin'],
    ['cancel', 'Batalkan'],
    ['pay', 'Ke Halaman Pembayaran'],
    ['renew', 'Perpanjang'],
  ])('%s reads %j', (button, label) => {
    expect(ORDER_BUTTON_LABELS[button]).toBe(label);
  });
});

describe('order tabs', () => {
  it('lists the tabs of SPEC §2 in order', () => {
    expect(ORDER_TABS.map((tab) => `${tab.label}: ${tab.value}`)).toEqual([
      'Semua: Semua',
      'Aktif: Paid',
      'Preorder: Preorder',
      'Pending: Pending',
      'Proses: Process',
      'Kadaluarsa: Tenggang',
      'Dibatalkan: Canceled',
    ]);
  });

  it.each([
    ['Paid', 'Semua', true],
    ['Canceled', 'Semua', true],
    ['Paid', 'Paid', true],
    ['Paid - Renewal', 'Paid', true],
    ['paid', 'Paid', true],
    ['Pending', 'Paid', false],
    ['Preorder', 'Preorder', true],
    ['Preorder', 'Pending', false],
    ['Process', 'Process', true],
    ['Sedang Proses', 'Process', false],
    ['Tenggang', 'Tenggang', true],
    ['Habis', 'Tenggang', false],
    ['Canceled', 'Canceled', true],
  ])('%j in tab %j -> %s', (status, tab, isShown) => {
    expect(matchesOrderTab(status, tab)).toBe(isShown);
  });

  it.each([
    ['Paid', 'Paid'],
    ['paid', 'Paid'],
    ['Tenggang', 'Tenggang'],
    ['Semua', 'Semua'],
    ['unknown', 'Semua'],
    ['', 'Semua'],
    [null, 'Semua'],
    [undefined, 'Semua'],
  ])('?to=%j opens tab %j', (query, tab) => {
    expect(orderTabFromQuery(query)).toBe(tab);
  });
});

describe('credentials panel', () => {
  it.each<[OrderStatusView, boolean]>([
    [{ status: 'Paid', account }, true],
    [{ status: 'Paid - Renewal', account }, true],
    [{ status: 'Pending', account }, true],
    [{ status: 'Tenggang', account }, true],
    [{ status: 'Sedang Proses', account }, true],
    [{ status: 'Process', account }, true],
    [{ status: 'Paid', account: null }, false],
    [{ status: 'Paid' }, false],
    [{ status: 'Habis', account }, false],
    [{ status: 'Preorder', account }, false],
    [{ status: 'Canceled', account }, false],
    [{ status: 'Nonaktif', account }, false],
  ])('%j -> %s', (order, isShown) => {
    expect(showsCredentials(order)).toBe(isShown);
  });

  it.each<[OrderStatusView, string]>([
    [{ status: 'Pending', package: 'Host' }, 'Akun yang Perlu Diaktivasi'],
    [{ status: 'Process', package: 'Host' }, 'Akun Anda'],
    [{ status: 'Paid', package: 'host' }, 'Akun Anda'],
    [{ status: 'Pending', package: 'Sharing' }, 'Link Undangan / Akses'],
    [{ status: 'Paid', package: 'Sharing' }, 'Link Undangan / Akses'],
    [{ status: 'Paid' }, 'Link Undangan / Akses'],
  ])('%j is headed %j', (order, heading) => {
    expect(credentialsHeading(order)).toBe(heading);
  });

  it.each<[OrderStatusView, boolean]>([
    [{ status: 'Process', package: 'Host', account }, true],
    [{ status: 'Sedang Proses', package: 'Host', account }, true],
    [{ status: 'Process', package: 'Host' }, false],
    [{ status: 'Paid', package: 'Host', account }, false],
    [{ status: 'Process', package: 'Sharing', account }, false],
  ])('host actions for %j -> %s', (order, isShown) => {
    expect(showsHostActions(order)).toBe(isShown);
  });
});

describe('isWarningStatus and isInGracePeriod', () => {
  it.each([
    ['Tenggang', true, true],
    ['Habis', true, false],
    ['habis', true, false],
    ['Aktif', false, false],
    ['Paid', false, false],
    ['Expired', false, false],
    ['Nonaktif', false, false],
  ])('%j -> warning %s, grace %s', (status, isWarning, isGrace) => {
    expect(isWarningStatus(status)).toBe(isWarning);
    expect(isInGracePeriod(status)).toBe(isGrace);
  });
});

describe('seat statuses', () => {
  it.each([
    ['Aktif', 'green'],
    ['Tenggang', 'red'],
    ['Habis', 'grey'],
    ['Nonaktif', 'grey'],
    ['other', 'grey'],
  ])('%j badge is %s', (status, colour) => {
    expect(accountBadgeColour(status)).toBe(colour);
  });

  const expireAt = '2026-11-20T00:00:00Z';
  it.each([
    ['2026-11-19T23:59:59Z', 3, 'Aktif'],
    ['2026-11-20T00:00:00Z', 3, 'Tenggang'],
    ['2026-11-22T23:59:59Z', 3, 'Tenggang'],
    ['2026-11-23T00:00:00Z', 3, 'Habis'],
    ['2026-11-20T00:00:00Z', 0, 'Habis'],
    ['2026-11-21T00:00:00Z', 5, 'Tenggang'],
  ])('at %s with %i grace days -> %s', (now, graceDays, status) => {
    expect(accountStatusAt(expireAt, now, graceDays)).toBe(status);
  });

  it('a seat without an expiry (lifetime) stays Aktif', () => {
    expect(accountStatusAt(null, '2099-01-01T00:00:00Z')).toBe('Aktif');
  });

  it.each([
    ['2026-11-20T00:00:00Z', 3],
    ['2026-11-20T12:00:00Z', 3],
    ['2026-11-21T00:00:00Z', 2],
    ['2026-11-22T23:00:00Z', 1],
    ['2026-11-23T00:00:00Z', 0],
    ['2026-11-30T00:00:00Z', 0],
  ])('at %s, %i grace days are left', (now, days) => {
    expect(graceDaysLeft(expireAt, now)).toBe(days);
  });

  it.each([
    [1, '1 Hari lagi'],
    [3, '3 Hari lagi'],
  ])('%i -> %j', (days, text) => {
    expect(graceDaysLeftText(days)).toBe(text);
  });
});

describe('reimbursements', () => {
  it.each([
    ['Done', 'green'],
    ['Pending', 'yellow'],
    ['Rejected', 'grey'],
    ['', 'grey'],
  ])('%j badge is %s', (status, colour) => {
    expect(reimbursementBadgeColour(status)).toBe(colour);
  });

  it.each([
    ['Done', 'Semua', true],
    ['Pending', 'Semua', true],
    ['Done', 'Done', true],
    ['Pending', 'Done', false],
    ['Pending', 'Pending', true],
  ])('%j in tab %j -> %s', (status, tab, isShown) => {
    expect(matchesReimbursementTab(status, tab)).toBe(isShown);
  });
});
