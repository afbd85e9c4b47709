import { defineEndpoints } from './endpoint';
import { AUTH_PATHS } from './auth.paths';

export const authEndpoints = defineEndpoints('Auth', AUTH_PATHS, {});
