ALTER TABLE "product_discounts" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "product_discounts" ADD CONSTRAINT "product_discounts_per_customer_limit_positive" CHECK ("product_discounts"."per_customer_limit" IS NULL OR "product_discounts"."per_customer_limit" > 0);--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_per_customer_limit_positive" CHECK ("vouchers"."per_customer_limit" IS NULL OR "vouchers"."per_customer_limit" > 0);