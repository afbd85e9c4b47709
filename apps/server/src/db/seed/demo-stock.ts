/**
 * The shop's stock: product items ("Akun", one provider account or invitation group each) with
 * sealed credentials. Every secret holds only the fields its product type shows (SPEC §3
 * 'Credential rows by type'); the demo values are obviously fake.
 */
import type { Transaction } from '../client';
import { productItems } from '../schema/stock';
import type { CredentialVault } from '../../platform/crypto';
import { productDef, type CatalogueIds } from './demo-catalogue';
import type { PackageName, ProductKey } from './demo-products';
import type { DemoClock } from './demo-clock';

/** One place of a Sharing Private account: its profile and that profile's PIN. */
interface PlaceProfile {
  name: string;
  pin: string;
}

/** The sealed JSON of a product item. */
interface ItemSecret {
  password?: string;
  pin?: string;
  profiles?: PlaceProfile[];
  key?: string;
  links?: string[];
}

interface ItemDef {
  product: ProductKey;
  package?: PackageName;
  name: string;
  email?: string;
  domain?: string;
  secret?: ItemSecret;
  /** A preorder group still collecting members: no credentials until it is full. */
  forming?: boolean;
  /** Days since the group was opened; defaults to just after the product was added. */
  openedDaysAgo?: number;
  /** Days until the shop renews the provider subscription; absent for keys and domains. */
  renewsInDays?: number;
}

const PROFILE_NAMES = ['Profil 1', 'Profil 2', 'Profil 3', 'Profil 4', 'Profil 5'];

/**
 * A Sharing Private account's five places, each with its own PIN, different from its neighbours'
 * and the same on every run; delivery gives each buyer a profile no other live seat uses.
 */
function placesFrom(basePin: number): PlaceProfile[] {
  return PROFILE_NAMES.map((name, index) => ({
    name,
    pin: String((basePin + 1379 * (index + 1)) % 10_000).padStart(4, '0'),
  }));
}

const ITEMS = {
  'netflix-a': {
    product: 'netflix',
    package: 'Sharing',
    name: 'Netflix Grup A',
    email: 'netflix.grupa@premiumshop.id',
    secret: { password: 'NfxGrupA#2611', profiles: placesFrom(4821) },
    renewsInDays: 12,
  },
  'netflix-b': {
    product: 'netflix',
    package: 'Sharing',
    name: 'Netflix Grup B',
    email: 'netflix.grupb@premiumshop.id',
    secret: { password: 'NfxGrupB#7340', profiles: placesFrom(1907) },
    renewsInDays: 25,
  },
  'spotify-a': {
    product: 'spotify',
    package: 'Sharing',
    name: 'Spotify Family A',
    email: 'spotify.familya@premiumshop.id',
    secret: { links: ['https://www.spotify.com/id/family/join/invite/DEMO7Kq2xZa9/'] },
    renewsInDays: 18,
  },
  'youtube-a': {
    product: 'youtube',
    package: 'Sharing',
    name: 'YouTube Family A',
    email: 'youtube.familya@premiumshop.id',
    renewsInDays: 9,
  },
  'disney-a': {
    product: 'disney',
    package: 'Sharing',
    name: 'Disney+ Hotstar Grup A',
    forming: true,
    openedDaysAgo: 6,
  },
  'prime-video-a': {
    product: 'prime-video',
    package: 'Sharing',
    name: 'Prime Video Grup A',
    email: 'primevideo.grupa@premiumshop.id',
    secret: { password: 'PrimeA#5518' },
    renewsInDays: 17,
  },
  'chatgpt-a': {
    product: 'chatgpt',
    package: 'Sharing',
    name: 'ChatGPT Plus Grup A',
    email: 'chatgpt.grupa@premiumshop.id',
    secret: { password: 'GptGrupA#9034' },
    renewsInDays: 14,
  },
  'canva-a': {
    product: 'canva',
    package: 'Sharing',
    name: 'Canva Pro Team A',
    email: 'canva.teama@premiumshop.id',
    secret: { links: ['https://www.canva.com/brand/join?token=DEMO-tim-a-3f9c1e'] },
    renewsInDays: 200,
  },
  'google-one-a': {
    product: 'google-one',
    package: 'Sharing',
    name: 'Google One Family A',
    email: 'googleone.familya@premiumshop.id',
    renewsInDays: 22,
  },
  'windows-1': {
    product: 'windows',
    name: 'Windows 11 Pro Key 01',
    secret: { key: 'DEMO1-W11PR-7KQ2M-XH4TB-9PL3C' },
  },
  'windows-2': {
    product: 'windows',
    name: 'Windows 11 Pro Key 02',
    secret: { key: 'DEMO2-W11PR-M4CJ8-2QRTV-HX7WD' },
  },
  'office-1': {
    product: 'office',
    package: 'Lifetime',
    name: 'Office 2021 Pro Plus Key 01',
    secret: { key: 'DEMO3-O21PP-8FHKT-6YB2Q-RC4MX' },
  },
  'capcut-1': {
    product: 'capcut',
    package: 'Private',
    name: 'CapCut Pro Akun 01',
    email: 'capcut01@premiumshop.id',
    secret: { password: 'CapCut#0142' },
    renewsInDays: 30,
  },
  'capcut-2': {
    product: 'capcut',
    package: 'Private',
    name: 'CapCut Pro Akun 02',
    email: 'capcut02@premiumshop.id',
    secret: { password: 'CapCut#0287' },
    renewsInDays: 30,
  },
  'microsoft-365-a': {
    product: 'microsoft-365',
    package: 'Private',
    name: 'Microsoft 365 premiumshop.onmicrosoft.com',
    domain: 'premiumshop.onmicrosoft.com',
  },
  'microsoft-365-b': {
    product: 'microsoft-365',
    package: 'Private',
    name: 'Microsoft 365 officeku.onmicrosoft.com',
    domain: 'officeku.onmicrosoft.com',
  },
} satisfies Record<string, ItemDef>;

export type ItemKey = keyof typeof ITEMS;

export function itemDef(key: ItemKey): ItemDef {
  return ITEMS[key];
}

/** The profile and PIN of the n-th seat of a Sharing Private group (its n-th place); null for other types. */
export function seatProfile(key: ItemKey, index: number): { profile: string; pin: string } | null {
  const secret: ItemSecret | undefined = itemDef(key).secret;
  const place = secret?.profiles?.[index];
  return place ? { profile: place.name, pin: place.pin } : null;
}

function itemState(item: ItemDef, seatsTaken: number, slot: number): 'forming' | 'active' | 'full' {
  if (item.forming) return 'forming';
  return seatsTaken >= slot ? 'full' : 'active';
}

export interface StockIds {
  item(key: ItemKey): string;
}

export async function insertStock(
  tx: Transaction,
  deps: {
    vault: CredentialVault;
    catalogue: CatalogueIds;
    clock: DemoClock;
    seatsTaken(key: ItemKey): number;
  },
): Promise<StockIds> {
  const { vault, catalogue, clock } = deps;
  const list = Object.entries(ITEMS) as Array<[ItemKey, ItemDef]>;
  const rows = await tx
    .insert(productItems)
    .values(
      list.map(([key, item]) => {
        const slot = productDef(item.product).slot;
        const seatsTaken = deps.seatsTaken(key);
        if (seatsTaken > slot) throw new Error(`demo seed: ${key} has ${seatsTaken} seats for ${slot} slots`);
        const openedAt = clock.ago(item.openedDaysAgo ?? productDef(item.product).ageDays - 1);
        return {
          productId: catalogue.product(item.product),
          packageId: item.package ? catalogue.packageId(item.package) : null,
          name: item.name,
          email: item.email ?? null,
          domain: item.domain ?? null,
          secret: item.secret ? vault.seal(item.secret) : null,
          providerExpiresAt: item.renewsInDays === undefined ? null : clock.ahead(item.renewsInDays),
          state: itemState(item, seatsTaken, slot),
          slot,
          seatsTaken,
          createdAt: openedAt,
          updatedAt: openedAt,
        };
      }),
    )
    .returning({ id: productItems.id, name: productItems.name });
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return {
    item: (key) => {
      const id = ids.get(ITEMS[key].name);
      if (!id) throw new Error(`demo seed: unknown product item ${key}`);
      return id;
    },
  };
}
