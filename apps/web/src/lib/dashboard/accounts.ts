import { credentialEmail, credentialFields, type CredentialField } from '@premium-shop/domain/catalogue';
import type { AccountDetail, AccountGroup } from '@premium-shop/domain/dashboard-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** GET /accounts/my: the caller's seats, grouped per product ('Akun Anda'). */
export function myAccountsQueryOptions() {
  return queryOptions({
    queryKey: ['accounts', 'my'],
    queryFn: async () => (await api.get<AccountGroup[]>('accounts/my')).data,
  });
}

export function useMyAccounts() {
  return useQuery(myAccountsQueryOptions());
}

/** GET /accounts/:id: one of the caller's seats with its product (renewal checkout). */
export function useAccount(accountId: string) {
  return useQuery({
    queryKey: ['accounts', 'detail', accountId],
    queryFn: async () => (await api.get<AccountDetail>(`accounts/${encodeURIComponent(accountId)}`)).data,
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

/** One read-only credential row; `value` null means the seat no longer has it ('Akun mu sudah habis'). */
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

/** The credential rows a seat of a product type shows (SPEC §3 'Credential rows by type'). */
export function credentialRows(
  type: string,
  seat: SeatCredentials,
  productLink: string | null = null,
): CredentialRow[] {
  return credentialFields(type).map((field) => ({
    field,
    label: CREDENTIAL_LABELS[field],
    value: credentialValue(field, seat, productLink),
  }));
}
