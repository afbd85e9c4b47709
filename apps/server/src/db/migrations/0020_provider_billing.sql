-- The owner's ledger (docs/decisions/051): each provider account's billing (cost per cycle, cycle,
-- auto-renewal, note, reminder sent) and what the shop paid its providers.
CREATE TABLE "provider_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_item_id" uuid,
	"product_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"covers_until" timestamp with time zone,
	"note" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_costs_amount_non_negative" CHECK ("provider_costs"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "billing_cost" integer;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "billing_cycle_months" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "auto_renews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "billing_note" text;--> statement-breakpoint
ALTER TABLE "product_items" ADD COLUMN "renewal_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_costs" ADD CONSTRAINT "provider_costs_product_item_id_product_items_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_costs" ADD CONSTRAINT "provider_costs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_costs" ADD CONSTRAINT "provider_costs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_costs_paid_at_idx" ON "provider_costs" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "provider_costs_item_idx" ON "provider_costs" USING btree ("product_item_id");--> statement-breakpoint
CREATE INDEX "product_items_renewal_idx" ON "product_items" USING btree ("provider_expires_at");--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_billing_cost_non_negative" CHECK ("product_items"."billing_cost" >= 0);--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_billing_cycle_range" CHECK ("product_items"."billing_cycle_months" BETWEEN 1 AND 36);