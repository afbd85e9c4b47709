/**
 * A provider account (product_items) past its renewal date (`provider_expires_at`) and not
 * renewed is overdue: none of its places is sold until an admin records its renewal
 * (docs/decisions/051). An account the provider renews by itself (`auto_renews`) is never
 * overdue: the reminder job moves its date on by a cycle and records the cost. Every query that
 * takes or counts a place for sale uses this one condition.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * True for an account whose places may be sold: no renewal date, a date still ahead, or renewed
 * by the provider itself. `alias` is the product_items alias of the query ('i'), or none.
 */
export function isSellableAccount(alias?: string): SQL {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql`(${column('provider_expires_at')} IS NULL OR ${column('provider_expires_at')} > now() OR ${column('auto_renews')})`;
}
