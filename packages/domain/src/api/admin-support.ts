import { defineEndpoints } from './endpoint';
import { ADMIN_SUPPORT_PATHS } from './admin-support.paths';

export const adminSupportEndpoints = defineEndpoints('Admin: support', ADMIN_SUPPORT_PATHS, {});
