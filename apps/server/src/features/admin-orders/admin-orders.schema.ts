/**
 * Bodies and answers of the admin's order calls (/api/admin/orders/*, /api/admin/product-items/*).
 * The shapes the web console reads and sends live in the domain (admin-operations-schema); only the
 * path parameters are the server's own.
 */
import { z } from 'zod';

export {
  activateBodySchema,
  adminItemSchema,
  adminOrderSchema,
  confirmPaymentBodySchema,
  credentialsSchema,
  DEFAULT_ADMIN_PAGE_SIZE,
  fulfilBodySchema,
  listOrdersQuerySchema,
  MAX_ADMIN_PAGE_SIZE,
  newItemSchema,
  reasonBodySchema,
  type ActivateBody,
  type AdminItem,
  type AdminOrder,
  type CredentialsInput,
  type FulfilBody,
  type ListOrdersQuery,
  type NewItemInput,
} from '@premium-shop/domain/admin-operations-schema';

const idParam = z.string().min(1).max(64);
export const orderIdParams = z.object({ id: idParam });
export const idOrInvoiceParams = z.object({ idOrInvoice: idParam });
