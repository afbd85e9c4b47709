import { randomUUID } from 'node:crypto';
import {
  accountDetailSchema,
  accountGroupSchema,
  type AccountEntry,
  type AccountGroup,
} from '@premium-shop/domain/dashboard-schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../../test/helper';
import { catalogueFixtures, type ProductFields, type SeatFields } from '../../../test/catalogue-fixtures';
import { signedInCustomer, insertCustomer } from '../../../test/customers';
import { auditLogs } from '../../db/schema/operations';
import { accounts } from '../../db/schema/stock';

const { app, db, tokens, vault, connection } = await createTestApp({ GRACE_DAYS: '3' });
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const now = Date.now();

// ---------------------------------------------------------------------------------------------
// Fixtures: two products, a hosted group with sealed credentials, seats in every status.

const shop = await catalogueFixtures(db, { packages: ['Sharing'] });

function makeProduct(fields: ProductFields) {
  return shop.makeProduct({
    icon: 'icons\\p.svg',
    type: 'Sharing Private',
    modalFee: 186_000,
    ...fields,
  });
}

const netflix = await makeProduct({
  name: 'Netflix Premium',
  brand: 'Netflix',
  link: 'https://www.netflix.com',
  createdAt: new Date(now - 30 * DAY),
});
const office = await makeProduct({
  name: 'Office 2021',
  type: 'Product Key',
  createdAt: new Date(now - 10 * DAY),
});

const host = await insertCustomer(db, 'Hana Host');
const netflixGroup = await shop.makeItem(netflix.id, 5, {
  name: 'Netflix Grup A',
  email: 'netflix.grupa',
  domain: 'premiumshop.id',
  secret: vault.seal({
    password: 'NfxGrupA#2611',
    pin: '4821',
    profiles: ['Profil 1', 'Profil 2'],
    links: ['https://netflix.example/join/A'],
  }),
  hostUserId: host.id,
});
const officeKey = await shop.makeItem(office.id, 1, {
  packageId: null,
  name: 'Office Key 01',
  secret: vault.seal({ key: 'DEMO3-O21PP-8FHKT' }),
  state: 'full',
});

const budi = await signedInCustomer(db, tokens, 'Budi');
const siti = await signedInCustomer(db, tokens, 'Siti');

function makeSeat(fields: SeatFields & { createdAt: Date }) {
  return shop.makeSeat(netflixGroup, budi.user.id, fields);
}

// Created in an order that is not the display order, so the sorting is what puts them right.
const habis = await makeSeat({
  status: 'Habis',
  profile: 'Profil 2',
  expireAt: new Date(now - 5 * DAY),
  createdAt: new Date(now - 1 * DAY),
});
const aktif = await makeSeat({
  status: 'Aktif',
  profile: 'Profil 1',
  pinSecret: vault.seal('7777'),
  expireAt: new Date(now + 20 * DAY),
  createdAt: new Date(now - 9 * DAY),
});
const tenggang = await makeSeat({
  status: 'Tenggang',
  profile: 'Profil 3',
  expireAt: new Date(now - DAY - HOUR),
  createdAt: new Date(now - 2 * DAY),
});
const nonaktif = await makeSeat({
  status: 'Nonaktif',
  expireAt: new Date(now + 20 * DAY),
  createdAt: new Date(now - 3 * DAY),
});
const olderAktif = await makeSeat({
  status: 'Aktif',
  profile: 'Profil 4',
  expireAt: new Date(now + 40 * DAY),
  createdAt: new Date(now - 20 * DAY),
});
const lifetimeKey = await makeSeat({
  productItemId: officeKey.id,
  productId: office.id,
  packageId: null,
  duration: 0,
  status: 'Aktif',
  expireAt: null,
  createdAt: new Date(now - 4 * DAY),
});

async function call(url: string, token?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() };
}

async function auditRowsOf(userId: string) {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.actorId, userId), eq(auditLogs.action, 'credentials.view')));
}

const byId = (group: AccountGroup, id: string): AccountEntry =>
  group.accounts.find((seat) => seat._id === id)!;

// ---------------------------------------------------------------------------------------------

describe('GET /api/accounts/my', () => {
  it('groups the seats per product, newest product first, Aktif/Tenggang/Habis/Nonaktif then newest', async () => {
    const { status, headers, body } = await call('/api/accounts/my', budi.token);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    const groups = z.array(accountGroupSchema).parse(body.data);

    expect(groups.map((group) => group._id)).toEqual([office.id, netflix.id]);
    expect(groups[1]!.accounts.map((seat) => seat._id)).toEqual([
      aktif.id,
      olderAktif.id,
      tenggang.id,
      habis.id,
      nonaktif.id,
    ]);
    expect(groups[1]).toMatchObject({
      name: 'Netflix Premium',
      icon: 'icons/p.svg',
      type: 'Sharing Private',
      link: 'https://www.netflix.com',
      brand: 'Netflix',
    });
    // No brand of its own: the category's name; no link: ''.
    expect(groups[0]).toMatchObject({ name: 'Office 2021', link: '', brand: 'Streaming' });
  });

  it('reveals the sealed credentials of an Aktif seat, with the seat its own PIN and profile', async () => {
    const { body } = await call('/api/accounts/my', budi.token);
    const netflixGroupAnswer = (body.data as AccountGroup[]).find((group) => group._id === netflix.id)!;
    expect(byId(netflixGroupAnswer, aktif.id)).toEqual({
      _id: aktif.id,
      status: 'Aktif',
      package: 'Sharing',
      packageId: shop.packageId('Sharing'),
      duration: '30',
      host: 'Hana Host',
      userEmail: budi.user.email,
      expire_at: aktif.expireAt!.toISOString(),
      group: 'Netflix Grup A',
      productItemId: netflixGroup.id,
      email: 'netflix.grupa',
      domain: 'premiumshop.id',
      password: 'NfxGrupA#2611',
      profile: 'Profil 1',
      pin: '7777',
      key: null,
      link: ['https://netflix.example/join/A'],
      remainingDays: 0,
    });
    // Without a PIN of its own the seat shows the group's.
    expect(byId(netflixGroupAnswer, olderAktif.id).pin).toBe('4821');
  });

  it('counts the grace days left of a Tenggang seat and still shows its credentials', async () => {
    const { body } = await call('/api/accounts/my', budi.token);
    const seat = byId((body.data as AccountGroup[])[1]!, tenggang.id);
    expect(seat.status).toBe('Tenggang');
    expect(seat.remainingDays).toBe(2);
    expect(seat.password).toBe('NfxGrupA#2611');
  });

  it('hides every credential of Habis and Nonaktif seats', async () => {
    const { body } = await call('/api/accounts/my', budi.token);
    const group = (body.data as AccountGroup[])[1]!;
    for (const id of [habis.id, nonaktif.id]) {
      expect(byId(group, id)).toMatchObject({
        email: null,
        domain: null,
        password: null,
        profile: null,
        pin: null,
        key: null,
        link: [],
        remainingDays: 0,
        group: 'Netflix Grup A',
      });
    }
  });

  it("answers a lifetime seat without a package: duration 'lifetime', package '', no host, its key", async () => {
    const { body } = await call('/api/accounts/my', budi.token);
    expect((body.data as AccountGroup[])[0]!.accounts).toEqual([
      expect.objectContaining({
        _id: lifetimeKey.id,
        package: '',
        packageId: null,
        duration: 'lifetime',
        host: '',
        expire_at: null,
        group: 'Office Key 01',
        key: 'DEMO3-O21PP-8FHKT',
        password: null,
      }),
    ]);
  });

  it('writes one audit row per answer naming the seats whose credentials it revealed', async () => {
    const before = await auditRowsOf(budi.user.id);
    await call('/api/accounts/my', budi.token);
    const after = await auditRowsOf(budi.user.id);
    expect(after).toHaveLength(before.length + 1);
    const row = after.find((candidate) => !before.some((old) => old.id === candidate.id))!;
    expect(row.entity).toBe('account');
    expect(row.entityId!.split(',').sort()).toEqual(
      [aktif.id, olderAktif.id, tenggang.id, lifetimeKey.id].sort(),
    );
  });

  it('treats a seat whose grace ended as Habis even before the lifecycle job marks it', async () => {
    const stale = await makeSeat({
      status: 'Aktif',
      expireAt: new Date(now - 10 * DAY),
      createdAt: new Date(now - 40 * DAY),
    });
    const { body } = await call('/api/accounts/my', budi.token);
    const group = (body.data as AccountGroup[]).find((candidate) => candidate._id === netflix.id)!;
    expect(byId(group, stale.id)).toMatchObject({ status: 'Habis', password: null, link: [] });
    expect(group.accounts.at(-1)!._id).toBe(nonaktif.id);
    await db.delete(accounts).where(eq(accounts.id, stale.id));
  });

  it('reads all seats in as many statements for six seats as for one (no N+1)', async () => {
    const single = await signedInCustomer(db, tokens);
    await makeSeat({ userId: single.user.id, status: 'Aktif', createdAt: new Date(now) });
    const spy = vi.spyOn(connection.pool, 'query');
    try {
      await call('/api/accounts/my', single.token);
      const forOne = spy.mock.calls.length;
      // The session check, the seats, the audit row: the spy does see the statements.
      expect(forOne).toBeGreaterThanOrEqual(2);
      spy.mockClear();
      await call('/api/accounts/my', budi.token);
      expect(spy.mock.calls.length).toBe(forOne);
    } finally {
      spy.mockRestore();
    }
  });

  it('gives another customer an empty list and no audit row', async () => {
    const { status, body } = await call('/api/accounts/my', siti.token);
    expect(status).toBe(200);
    expect(body).toEqual({ data: [] });
    expect(await auditRowsOf(siti.user.id)).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    const { status, body } = await call('/api/accounts/my');
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/accounts/:id', () => {
  it('answers the seat with its product, no-store, and one audit row', async () => {
    const before = await auditRowsOf(budi.user.id);
    const { status, headers, body } = await call(`/api/accounts/${tenggang.id}`, budi.token);
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-store');
    const detail = accountDetailSchema.parse(body.data);
    expect(detail).toMatchObject({
      _id: tenggang.id,
      status: 'Tenggang',
      remainingDays: 2,
      password: 'NfxGrupA#2611',
      profile: 'Profil 3',
      product: {
        _id: netflix.id,
        name: 'Netflix Premium',
        icon: 'icons/p.svg',
        type: 'Sharing Private',
        method: 'Ready',
        slot: 5,
        modalFee: 186_000,
      },
    });
    const after = await auditRowsOf(budi.user.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.some((row) => row.entityId === tenggang.id)).toBe(true);
  });

  it('answers a Habis seat without credentials and writes no audit row for it', async () => {
    const before = await auditRowsOf(budi.user.id);
    const { status, body } = await call(`/api/accounts/${habis.id}`, budi.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'Habis', password: null, email: null, pin: null, link: [] });
    expect(await auditRowsOf(budi.user.id)).toHaveLength(before.length);
  });

  it("answers 404 for another customer's seat, an unknown id and a malformed id", async () => {
    for (const [url, token] of [
      [`/api/accounts/${aktif.id}`, siti.token],
      [`/api/accounts/${randomUUID()}`, budi.token],
      ['/api/accounts/bukan-id', budi.token],
    ] as const) {
      const { status, body } = await call(url, token);
      expect(status, url).toBe(404);
      expect(body).toEqual({ message: 'Akun tidak ditemukan', code: 'NOT_FOUND' });
    }
    expect(await auditRowsOf(siti.user.id)).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    expect((await call(`/api/accounts/${aktif.id}`)).status).toBe(401);
  });
});
