-- Manual bank transfer (docs/decisions/049): the shop's own accounts, and per order paid by
-- 'TRANSFER' its unique code, the customer's latest proof and the admin's decision.
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_bank_known" CHECK ("bank_accounts"."bank" IN ('BCA', 'BRI', 'Mandiri', 'BNI', 'BSI')),
	CONSTRAINT "bank_accounts_number_digits" CHECK ("bank_accounts"."account_number" ~ '^[0-9]{6,20}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_bank_number_unique" ON "bank_accounts" USING btree ("bank","account_number");--> statement-breakpoint
CREATE TABLE "order_transfers" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"unique_code" integer NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"proof" text,
	"proof_uploaded_at" timestamp with time zone,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_transfers_code_range" CHECK ("order_transfers"."unique_code" BETWEEN 1 AND 999),
	CONSTRAINT "order_transfers_state_known" CHECK ("order_transfers"."state" IN ('awaiting', 'submitted', 'rejected', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transfers" ADD CONSTRAINT "order_transfers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_transfers_submitted_idx" ON "order_transfers" USING btree ("proof_uploaded_at") WHERE "order_transfers"."state" = 'submitted';
