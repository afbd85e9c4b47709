import { defineEndpoints } from './endpoint';
import { ADMIN_ORDER_PATHS } from './admin-orders.paths';

export const adminOrderEndpoints = defineEndpoints('Admin: orders', ADMIN_ORDER_PATHS, {});
