-- What the gateway reports it took of each paid order (Tripay's fee_merchant, fee_customer,
-- total_fee and amount_received), null until it is reported; decision 045.
ALTER TABLE "orders" ADD COLUMN "gateway_fee_merchant" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_fee_customer" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_total_fee" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_amount_received" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_fees_reported_at" timestamp with time zone;--> statement-breakpoint
-- When the reconciler next asks the gateway about the order: 2 minutes after it is placed, then on
-- a growing schedule (decision 045). Instances claim due orders with SKIP LOCKED and move this on.
ALTER TABLE "orders" ADD COLUMN "reconcile_due_at" timestamp with time zone DEFAULT (now() + interval '2 minutes');--> statement-breakpoint
CREATE INDEX "orders_reconcile_due_idx" ON "orders" USING btree ("reconcile_due_at") WHERE "orders"."paid_at" IS NULL AND "orders"."reference" IS NOT NULL AND "orders"."status" IN ('Pending', 'Preorder', 'Canceled');
