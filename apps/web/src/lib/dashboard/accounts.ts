import { credentialEmail, credentialFields, type CredentialField } from '@premium-shop/domain/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api-client';

/** GET /accounts/my: the caller's seats, grouped per product ('Akun Anda'). */
export function myAccountsQueryOptions() {
  return queryOptions({
    queryKey: ['accounts', 'my'],
    queryFn: async () => (await call('listMyAccounts')).data,
  });
}

export function useMyAccounts() {
  return useQuery(myAccountsQueryOptions());
}

/** GET /accounts/:id: one of the caller's seats with its product (renewal checkout). */
export function useAccount(accountId: string) {
  return useQuery({
    queryKey: ['accounts', 'detail', accountId],
    queryFn: async () => (await call('getMyAccount', { params: { id: accountId } })).data,
    enabled: accountId !== '',
  });
}

/** The credentials a seat carries, whether read from 'Akun Anda' or from an order's account. */
export interface SeatCredentials {
  email: string | null;
  domain: string | null;
  password: string | null;
  profile: string | null;
  pin: string | null;
  key: string | null;
  link: readonly string[];
}

/**
 * What a missing credential of a live seat reads: it was not delivered yet, the seat did not end
 * ('Akun mu sudah habis' belongs to ended seats only).
 */
export const MISSING_CREDENTIAL_TEXT = 'Belum tersedia, hubungi admin';

/** Statuses whose paid time ran out: in grace (Tenggang) or over. */
const ENDED_STATUSES = new Set(['tenggang', 'habis', 'expired', 'nonaktif', 'canceled']);

/**
 * A seat or order whose paid time ran out (Tenggang, Habis, Expired, Nonaktif, Canceled): its
 * missing credentials read 'Akun mu sudah habis'.
 */
export function isEndedStatus(...statuses: ReadonlyArray<string | null | undefined>): boolean {
  return statuses.some((status) => ENDED_STATUSES.has(status?.trim().toLowerCase() ?? ''));
}

/** One read-only credential row; `value` null means the seat does not have it (see CredentialList). */
export interface CredentialRow {
  field: CredentialField;
  label: string;
  value: string | null;
}

export const CREDENTIAL_LABELS: Record<CredentialField, string> = {
  email: 'Email',
  password: 'Password',
  profile: 'Profil',
  pin: 'PIN',
  key: 'Product Key',
  productLink: 'Link Produk',
  link: 'Link Undangan',
};

function credentialValue(field: CredentialField, seat: SeatCredentials, productLink: string | null) {
  switch (field) {
    case 'email':
      return credentialEmail(seat.email, seat.domain);
    case 'productLink':
      return productLink || (seat.link[0] ?? null);
    case 'link':
      return seat.link[0] ?? null;
    default:
      return seat[field];
  }
}

/**
 * The credential rows a seat of a product type and package shows (SPEC §3 'Credential rows by
 * type'; a Host seat has no profile or PIN).
 */
export function credentialRows(
  seller: { type: string; packageName: string | null },
  seat: SeatCredentials,
  productLink: string | null = null,
): CredentialRow[] {
  return credentialFields(seller.type, seller.packageName).map((field) => ({
    field,
    label: CREDENTIAL_LABELS[field],
    value: credentialValue(field, seat, productLink),
  }));
}
