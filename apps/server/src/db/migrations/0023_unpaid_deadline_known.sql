-- The expiry job's index holds only unpaid orders with a deadline (docs/decisions/058): a customer's
-- open orders (deadline ahead or none) no longer match it, so the cap is always counted through the
-- customer's own entries (orders_user_unpaid_idx), even while the statistics lag behind a burst.
DROP INDEX "orders_unpaid_deadline_idx";--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("expired_time") WHERE "orders"."status" IN ('Pending', 'Preorder') AND "orders"."paid_at" IS NULL AND "orders"."expired_time" IS NOT NULL;