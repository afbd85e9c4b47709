import { accountEndpoints } from './accounts';
import { adminCatalogueEndpoints } from './admin-catalogue';
import { adminLedgerEndpoints } from './admin-ledger';
import { adminOrderEndpoints } from './admin-orders';
import { adminPeopleEndpoints } from './admin-people';
import { adminPromotionEndpoints } from './admin-promotions';
import { adminStockEndpoints } from './admin-stock';
import { adminSummaryEndpoints } from './admin-summary';
import { adminSupportEndpoints } from './admin-support';
import { authEndpoints } from './auth';
import { bankTransferEndpoints } from './bank-transfers';
import { catalogueEndpoints } from './catalogue';
import { complaintEndpoints } from './complaints';
import { eventEndpoints } from './events';
import { fileEndpoints } from './files';
import { healthEndpoints } from './health';
import { notificationEndpoints } from './notifications';
import { orderEndpoints } from './orders';
import { paymentGatewayEndpoints } from './payment-gateway';
import { phoneVerificationEndpoints } from './phone-verification';
import { pinEndpoints } from './pins';
import { productItemEndpoints } from './product-items';
import { referenceEndpoints } from './reference';
import { reimbursementEndpoints } from './reimbursements';
import { storefrontEndpoints } from './storefront';
import { voucherEndpoints } from './vouchers';
import { whatsappEndpoints } from './whatsapp';
import type { Endpoint } from './endpoint';
import type { EndpointName } from './paths';

/** Every area's calls: the reference's sections, in this order. */
export const AREAS = [
  healthEndpoints,
  orderEndpoints,
  catalogueEndpoints,
  storefrontEndpoints,
  authEndpoints,
  phoneVerificationEndpoints,
  paymentGatewayEndpoints,
  whatsappEndpoints,
  voucherEndpoints,
  accountEndpoints,
  pinEndpoints,
  notificationEndpoints,
  eventEndpoints,
  productItemEndpoints,
  fileEndpoints,
  complaintEndpoints,
  reimbursementEndpoints,
  bankTransferEndpoints,
  adminOrderEndpoints,
  adminSupportEndpoints,
  adminPromotionEndpoints,
  adminPeopleEndpoints,
  adminCatalogueEndpoints,
  adminStockEndpoints,
  adminSummaryEndpoints,
  adminLedgerEndpoints,
  referenceEndpoints,
] as const;

/**
 * The whole API, declared once: each call's method, path, input, answers and who may make it. The
 * server registers its routes from it (apps/server/src/platform/declared-route.ts) and serves it as
 * OpenAPI at /api/openapi.json; the web app's client takes its types from it.
 */
export const contract = {
  ...healthEndpoints,
  ...referenceEndpoints,
  ...orderEndpoints,
  ...catalogueEndpoints,
  ...storefrontEndpoints,
  ...authEndpoints,
  ...phoneVerificationEndpoints,
  ...paymentGatewayEndpoints,
  ...whatsappEndpoints,
  ...voucherEndpoints,
  ...accountEndpoints,
  ...pinEndpoints,
  ...notificationEndpoints,
  ...eventEndpoints,
  ...productItemEndpoints,
  ...fileEndpoints,
  ...complaintEndpoints,
  ...reimbursementEndpoints,
  ...bankTransferEndpoints,
  ...adminOrderEndpoints,
  ...adminSupportEndpoints,
  ...adminPromotionEndpoints,
  ...adminPeopleEndpoints,
  ...adminCatalogueEndpoints,
  ...adminStockEndpoints,
  ...adminSummaryEndpoints,
  ...adminLedgerEndpoints,
} satisfies { [N in EndpointName]: Endpoint<N> };

export type Contract = typeof contract;
