ALTER TABLE "gateway_events" ALTER COLUMN "dedupe_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_after" "order_status";--> statement-breakpoint
UPDATE "orders" SET "paid_after" = "status" WHERE "paid_at" IS NOT NULL AND "status" IN ('Canceled', 'Expired');--> statement-breakpoint
CREATE INDEX "orders_paid_after_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST) WHERE "orders"."paid_after" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_after_ended" CHECK ("orders"."paid_after" IS NULL OR "orders"."paid_after" IN ('Canceled', 'Expired'));