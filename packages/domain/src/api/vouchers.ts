import { defineEndpoints } from './endpoint';
import { VOUCHER_PATHS } from './vouchers.paths';

export const voucherEndpoints = defineEndpoints('Vouchers', VOUCHER_PATHS, {});
