import { ACCOUNT_PATHS } from './accounts.paths';
import { ADMIN_CATALOGUE_PATHS } from './admin-catalogue.paths';
import { ADMIN_LEDGER_PATHS } from './admin-ledger.paths';
import { ADMIN_ORDER_PATHS } from './admin-orders.paths';
import { ADMIN_PEOPLE_PATHS } from './admin-people.paths';
import { ADMIN_PROMOTION_PATHS } from './admin-promotions.paths';
import { ADMIN_STOCK_PATHS } from './admin-stock.paths';
import { ADMIN_SUMMARY_PATHS } from './admin-summary.paths';
import { ADMIN_SUPPORT_PATHS } from './admin-support.paths';
import { AUTH_PATHS } from './auth.paths';
import { BANK_TRANSFER_PATHS } from './bank-transfers.paths';
import { CATALOGUE_PATHS } from './catalogue.paths';
import { COMPLAINT_PATHS } from './complaints.paths';
import { EVENT_PATHS } from './events.paths';
import { FILE_PATHS } from './files.paths';
import { HEALTH_PATHS } from './health.paths';
import { NOTIFICATION_PATHS } from './notifications.paths';
import { ORDER_PATHS } from './orders.paths';
import { PAYMENT_GATEWAY_PATHS } from './payment-gateway.paths';
import { PHONE_VERIFICATION_PATHS } from './phone-verification.paths';
import { PIN_PATHS } from './pins.paths';
import { PRODUCT_ITEM_PATHS } from './product-items.paths';
import { REFERENCE_PATHS } from './reference.paths';
import { REIMBURSEMENT_PATHS } from './reimbursements.paths';
import { STOREFRONT_PATHS } from './storefront.paths';
import { VOUCHER_PATHS } from './vouchers.paths';
import { WHATSAPP_PATHS } from './whatsapp.paths';

/**
 * Every call of the shop's API by name: 'GET /api/payments' and so on. Plain strings, so the web
 * app's client (apps/web/src/lib/api-client.ts) ships this table without the schemas.
 */
export const API_PATHS = {
  ...HEALTH_PATHS,
  ...REFERENCE_PATHS,
  ...ORDER_PATHS,
  ...CATALOGUE_PATHS,
  ...STOREFRONT_PATHS,
  ...AUTH_PATHS,
  ...PHONE_VERIFICATION_PATHS,
  ...PAYMENT_GATEWAY_PATHS,
  ...WHATSAPP_PATHS,
  ...VOUCHER_PATHS,
  ...ACCOUNT_PATHS,
  ...PIN_PATHS,
  ...NOTIFICATION_PATHS,
  ...EVENT_PATHS,
  ...PRODUCT_ITEM_PATHS,
  ...FILE_PATHS,
  ...COMPLAINT_PATHS,
  ...BANK_TRANSFER_PATHS,
  ...REIMBURSEMENT_PATHS,
  ...ADMIN_ORDER_PATHS,
  ...ADMIN_SUPPORT_PATHS,
  ...ADMIN_PROMOTION_PATHS,
  ...ADMIN_PEOPLE_PATHS,
  ...ADMIN_CATALOGUE_PATHS,
  ...ADMIN_STOCK_PATHS,
  ...ADMIN_SUMMARY_PATHS,
  ...ADMIN_LEDGER_PATHS,
} as const;

export type EndpointName = keyof typeof API_PATHS;
