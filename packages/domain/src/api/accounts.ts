import { z } from 'zod';
import { accountDetailSchema, accountGroupSchema } from '../dashboard-schema';
import { ACCOUNT_PATHS } from './accounts.paths';
import { defineEndpoints } from './endpoint';

export const accountEndpoints = defineEndpoints('Accounts', ACCOUNT_PATHS, {
  listMyAccounts: {
    summary: "The caller's seats with their credentials, grouped per product ('Akun Anda'); never cached.",
    access: 'customer',
    responses: { 200: z.object({ data: z.array(accountGroupSchema) }) },
  },
  getMyAccount: {
    summary: "One of the caller's seats with its product (a renewal's checkout); never cached.",
    access: 'customer',
    params: z.object({ id: z.string() }),
    responses: { 200: z.object({ data: accountDetailSchema }) },
    errors: [404],
  },
});
