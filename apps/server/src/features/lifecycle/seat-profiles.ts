/**
 * Sharing Private places (decision 031): a provider account in stock carries its profiles, each a
 * name with its own PIN, inside its sealed secret; every seat delivered from it gets one profile no
 * other live (Aktif or Tenggang) seat of the account uses, with that profile's PIN sealed on the
 * seat. Callers pick the profile while they hold the item's row lock (the one that took the
 * place), so two buyers of one account never get the same profile. Older sealed secrets keep
 * plain profile names and one account-level PIN: each such name is read as a profile with that PIN.
 */
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import { invalidateCatalogue } from '../catalogue/catalogue.service';
import { openItemSecret, type OrdersContext } from '../orders/orders.common';
import * as repository from './seat-profiles.repository';

export const SHARING_PRIVATE = 'Sharing Private';

/** What opens an account's sealed profiles. */
export type VaultContext = Pick<OrdersContext, 'vault' | 'log'>;

/** A profile as sealed: a plain name (older accounts, PIN from the account) or a name with its PIN. */
export type StoredProfile = string | { name: string; pin?: string };

/** The sealed JSON of a product item, as this module reads and writes it. */
export interface StoredItemSecret {
  password?: string;
  pin?: string;
  profiles?: StoredProfile[];
  key?: string;
  links?: string[];
}

export const SECRET_UNREADABLE_MESSAGE = 'Data akun tersimpan tidak dapat dibaca, buat akun baru';

/**
 * An item's opened secret, to change and seal again; 409 when it cannot be read, since sealing
 * over it would lose the account's credentials.
 */
export function openSecretToRewrite(
  ctx: VaultContext,
  item: { id: string; secret: Buffer | null },
): StoredItemSecret {
  if (!item.secret) return {};
  try {
    return ctx.vault.open<StoredItemSecret>(item.secret);
  } catch (error) {
    ctx.log.error({ err: error, itemId: item.id }, 'sealed credentials cannot be opened');
    throw new AppError('CONFLICT', SECRET_UNREADABLE_MESSAGE);
  }
}

/** One place of an account: its profile name and PIN (null when none is known). */
export interface PlaceProfile {
  name: string;
  pin: string | null;
}

/** The account's profiles, in their stored order; plain names take the account's PIN. */
export function itemProfiles(secret: StoredItemSecret | null | undefined): PlaceProfile[] {
  if (!secret?.profiles) return [];
  return secret.profiles.map((profile) =>
    typeof profile === 'string'
      ? { name: profile, pin: secret.pin ?? null }
      : { name: profile.name, pin: profile.pin ?? secret.pin ?? null },
  );
}

/** Profiles are the same place when their names match, case and outer spaces aside. */
export function profileKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The profiles as sealed from now on: each a name with its own PIN. */
export function storedProfiles(
  profiles: ReadonlyArray<{ name: string; pin?: string | null }>,
): StoredProfile[] {
  return profiles.map((profile) => ({ name: profile.name, ...(profile.pin && { pin: profile.pin }) }));
}

/** The secret with `profile` added, or its PIN updated when the account already has that name. */
export function withProfile(secret: StoredItemSecret, profile: PlaceProfile): StoredItemSecret {
  const current = itemProfiles(secret);
  const index = current.findIndex((place) => profileKey(place.name) === profileKey(profile.name));
  const next =
    index === -1
      ? [...current, profile]
      : current.map((place, at) =>
          at === index ? { name: place.name, pin: profile.pin ?? place.pin } : place,
        );
  return { ...secret, profiles: storedProfiles(next) };
}

/** Profile names live seats of the item use (Aktif and Tenggang hold their place), keyed by profileKey. */
export async function usedProfiles(
  db: Executor,
  itemId: string,
  exceptSeatId?: string,
): Promise<Set<string>> {
  const names = await repository.listLiveProfiles(db, itemId, exceptSeatId);
  return new Set(names.map(profileKey));
}

/** The first profile of the account no live seat uses. */
export function firstFreeProfile(profiles: PlaceProfile[], used: Set<string>): PlaceProfile | undefined {
  return profiles.find((profile) => !used.has(profileKey(profile.name)));
}

/** How many profiles the account has and how many are free. */
export function profileCounts(profiles: PlaceProfile[], used: Set<string>): { total: number; free: number } {
  return {
    total: profiles.length,
    free: profiles.filter((profile) => !used.has(profileKey(profile.name))).length,
  };
}

/** The item's opened secret (empty when it has none or it cannot be opened, which is logged). */
export function openStoredSecret(ctx: VaultContext, sealed: Buffer | null | undefined): StoredItemSecret {
  return (openItemSecret(ctx, sealed) as StoredItemSecret | null) ?? {};
}

/**
 * A free profile of the item, read while the caller holds the item's row lock; undefined when every
 * profile is used by a live seat (or the item has none).
 */
export async function takeFreeProfile(
  db: Executor,
  ctx: VaultContext,
  itemId: string,
  exceptSeatId?: string,
): Promise<PlaceProfile | undefined> {
  const profiles = itemProfiles(openStoredSecret(ctx, await repository.findItemSecret(db, itemId)));
  if (profiles.length === 0) return undefined;
  return firstFreeProfile(profiles, await usedProfiles(db, itemId, exceptSeatId));
}

/** The seat columns of a profile: its name and its PIN sealed. */
export function seatProfileValues(
  ctx: VaultContext,
  profile: PlaceProfile,
): { profile: string; pinSecret: Buffer | null } {
  return { profile: profile.name, pinSecret: profile.pin ? ctx.vault.seal(profile.pin) : null };
}

/**
 * The places an item offers to buyers: its empty places while it is active, and for Sharing Private
 * no more than its free profiles (a place without a profile is never given, so it is not stock).
 */
export function freePlaces(
  item: { state: string; slot: number; seatsTaken: number },
  profiles: { free: number } | null,
): number {
  if (item.state !== 'active') return 0;
  const empty = Math.max(item.slot - item.seatsTaken, 0);
  return profiles ? Math.min(empty, profiles.free) : empty;
}

/** An active Sharing Private item's profiles counted against its live seats'. */
function itemProfileCounts(
  ctx: VaultContext,
  item: { secret: Buffer | null; usedProfiles: string[] },
): { total: number; free: number } {
  return profileCounts(
    itemProfiles(openStoredSecret(ctx, item.secret)),
    new Set(item.usedProfiles.map(profileKey)),
  );
}

/**
 * Per product, the empty places of its active Sharing Private items that have no free profile to
 * go with them: what a count of `slot - seats_taken` over-states. Products without such places are
 * absent. `productIds` null reads every product.
 */
export async function placesWithoutProfile(
  db: Executor,
  ctx: VaultContext,
  productIds: readonly string[] | null,
): Promise<Map<string, number>> {
  const shortfall = new Map<string, number>();
  if (productIds && productIds.length === 0) return shortfall;
  for (const item of await repository.listOpenSharingPrivateItems(db, productIds)) {
    const empty = item.slot - item.seatsTaken;
    const missing = empty - freePlaces(item, itemProfileCounts(ctx, item));
    if (missing > 0) shortfall.set(item.productId, (shortfall.get(item.productId) ?? 0) + missing);
  }
  return shortfall;
}

/** How a restock knows a Sharing Private place is really free. */
export type RestockCheck =
  /** The item's profiles are opened and counted (the admin's stock changes). */
  | VaultContext
  /** A seat gave its place back, with its profile (now free) or without one (a Host seat). */
  | { freedProfile: boolean };

/**
 * A product marked 'Out of Stock' is orderable again once an active account of it has a free place
 * (stock added, imported, reopened, or a seat given back); for Sharing Private, a place with a free
 * profile. A product the admin set 'Unavailable' stays as it is. The public catalogue caches are
 * dropped when the status changed.
 */
export async function restockProduct(db: Executor, productId: string, check: RestockCheck): Promise<boolean> {
  if ((await repository.findProductType(db, productId)) === SHARING_PRIVATE) {
    const hasPlace =
      'freedProfile' in check
        ? check.freedProfile
        : (await repository.listOpenSharingPrivateItems(db, [productId])).some(
            (item) => freePlaces(item, itemProfileCounts(check, item)) > 0,
          );
    if (!hasPlace) return false;
  }
  if (!(await repository.markRestocked(db, productId))) return false;
  await invalidateCatalogue(db);
  return true;
}
