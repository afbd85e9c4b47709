import { defineEndpoints } from './endpoint';
import { ACCOUNT_PATHS } from './accounts.paths';

export const accountEndpoints = defineEndpoints('Accounts', ACCOUNT_PATHS, {});
