import { defineEndpoints } from './endpoint';
import { ADMIN_STOCK_PATHS } from './admin-stock.paths';

export const adminStockEndpoints = defineEndpoints('Admin: stock', ADMIN_STOCK_PATHS, {});
