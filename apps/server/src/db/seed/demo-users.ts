/**
 * The demo's people: the two logins printed at start-up, and a few customers who share the
 * groups with Budi so that seats, "willUser" counts and the admin's lists look lived in.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from '../client';
import { users } from '../schema/users';
import { hashPassword } from '../../platform/passwords';
import type { DemoClock } from './demo-clock';

interface UserDef {
  name: string;
  email: string;
  phone: string;
  role?: 'admin';
  /** Only the two demo logins have a known password. */
  password?: string;
  /** Days since the user registered. */
  joinedDaysAgo: number;
}

const USERS = {
  admin: {
    name: 'Admin Premium Shop',
    email: 'admin@premiumshop.id',
    phone: '+6281200000001',
    role: 'admin',
    password: 'admin12345',
    joinedDaysAgo: 200,
  },
  budi: {
    name: 'Budi Santoso',
    email: 'budi@gmail.com',
    phone: '+6281234567890',
    password: 'budi12345',
    joinedDaysAgo: 150,
  },
  siti: {
    name: 'Siti Rahmawati',
    email: 'siti.rahma@gmail.com',
    phone: '+6281311120001',
    joinedDaysAgo: 140,
  },
  andi: {
    name: 'Andi Pratama',
    email: 'andi.pratama@yahoo.com',
    phone: '+6285722230002',
    joinedDaysAgo: 130,
  },
  dewi: {
    name: 'Dewi Lestari',
    email: 'dewi.lestari@outlook.com',
    phone: '+6287833340003',
    joinedDaysAgo: 120,
  },
  rizky: {
    name: 'Rizky Hidayat',
    email: 'rizky.hidayat@gmail.com',
    phone: '+6281944450004',
    joinedDaysAgo: 110,
  },
  putri: {
    name: 'Putri Ayu Wulandari',
    email: 'putri.ayu@gmail.com',
    phone: '+6282155560005',
    joinedDaysAgo: 105,
  },
  fajar: {
    name: 'Fajar Nugroho',
    email: 'fajar.nugroho@yahoo.com',
    phone: '+6281366670006',
    joinedDaysAgo: 90,
  },
} satisfies Record<string, UserDef>;

export type UserKey = keyof typeof USERS;

export function userEmail(key: UserKey): string {
  return USERS[key].email;
}

export interface DemoPasswordHashes {
  admin: string;
  budi: string;
  /** One hash of a random password for every other customer: they exist to fill groups, not to log in. */
  others: string;
}

/** Hashes outside the transaction and in parallel: argon2 is the slowest step of the seed. */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const [admin, budi, others] = await Promise.all([
    hashPassword(USERS.admin.password),
    hashPassword(USERS.budi.password),
    hashPassword(randomBytes(24).toString('base64url')),
  ]);
  return { admin, budi, others };
}

export async function insertUsers(
  tx: Transaction,
  hashes: DemoPasswordHashes,
  clock: DemoClock,
): Promise<(key: UserKey) => string> {
  const list = Object.entries(USERS) as Array<[UserKey, UserDef]>;
  const rows = await tx
    .insert(users)
    .values(
      list.map(([key, user]) => ({
        name: user.name,
        email: user.email,
        phone: user.phone,
        role: user.role ?? ('customer' as const),
        passwordHash: key === 'admin' || key === 'budi' ? hashes[key] : hashes.others,
        // The two demo logins have proved their numbers, so the demo's WhatsApp notices reach them;
        // the other customers show what an unverified number looks like (docs/decisions/039).
        phoneVerifiedAt: key === 'admin' || key === 'budi' ? clock.ago(user.joinedDaysAgo) : null,
        createdAt: clock.ago(user.joinedDaysAgo),
        updatedAt: clock.ago(user.joinedDaysAgo),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const ids = new Map(rows.map((row) => [row.email, row.id]));
  return (key) => {
    const id = ids.get(USERS[key].email);
    if (!id) throw new Error(`demo seed: unknown user ${key}`);
    return id;
  };
}
