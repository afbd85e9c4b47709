CREATE TYPE "public"."product_method" AS ENUM('Ready', 'Preorder');--> statement-breakpoint
CREATE TYPE "public"."product_status" AS ENUM('Available', 'Unavailable', 'Out of Stock');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('Invite Sharing', 'Invite Email', 'Dedicated Private', 'Dedicated Auto', 'Lisensi', 'Sharing Private', 'Sharing Account', 'Product Key', 'Digital Product');--> statement-breakpoint
CREATE TYPE "public"."variant_status" AS ENUM('Available', 'Unavailable');--> statement-breakpoint
CREATE TYPE "public"."voucher_type" AS ENUM('percent', 'flat');--> statement-breakpoint
CREATE TYPE "public"."complaint_issue" AS ENUM('akun bermasalah', 'akun belum di proses', 'masalah pembayaran', 'other');--> statement-breakpoint
CREATE TYPE "public"."complaint_status" AS ENUM('open', 'answered', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."reimbursement_status" AS ENUM('Pending', 'Done', 'Rejected');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('email', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."order_kind" AS ENUM('new', 'renewal');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('Pending', 'Preorder', 'Paid', 'Process', 'Tenggang', 'Habis', 'Expired', 'Canceled', 'Nonaktif');--> statement-breakpoint
CREATE TYPE "public"."product_item_state" AS ENUM('forming', 'active', 'full', 'ended');--> statement-breakpoint
CREATE TYPE "public"."seat_status" AS ENUM('Aktif', 'Tenggang', 'Habis', 'Nonaktif');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('customer', 'admin');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"bg" text NOT NULL,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"duration" integer NOT NULL,
	"value" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"slot" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_discounts_product_duration_key" UNIQUE("product_id","duration"),
	CONSTRAINT "product_discounts_value_format" CHECK ("product_discounts"."value" ~ '^[0-9]+(\.[0-9]+)?%?$'),
	CONSTRAINT "product_discounts_used_within_slot" CHECK ("product_discounts"."used" >= 0 AND ("product_discounts"."slot" IS NULL OR "product_discounts"."used" <= "product_discounts"."slot"))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"banner" text NOT NULL,
	"icon" text NOT NULL,
	"method" "product_method" NOT NULL,
	"type" "product_type" NOT NULL,
	"link" text,
	"status" "product_status" DEFAULT 'Available' NOT NULL,
	"category_id" uuid NOT NULL,
	"admin_fee" text DEFAULT '0' NOT NULL,
	"modal_fee" integer DEFAULT 0 NOT NULL,
	"slot" integer DEFAULT 1 NOT NULL,
	"information" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"schema" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"benefit" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer,
	"is_popular" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_admin_fee_format" CHECK ("products"."admin_fee" ~ '^[0-9]+(\.[0-9]+)?%?$'),
	CONSTRAINT "products_modal_fee_non_negative" CHECK ("products"."modal_fee" >= 0),
	CONSTRAINT "products_slot_positive" CHECK ("products"."slot" >= 1),
	CONSTRAINT "products_price_non_negative" CHECK ("products"."price" IS NULL OR "products"."price" >= 0),
	CONSTRAINT "products_digital_has_link" CHECK ("products"."type" <> 'Digital Product' OR "products"."link" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "variant_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"duration" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "variant_items_variant_duration_key" UNIQUE("variant_id","duration"),
	CONSTRAINT "variant_items_duration_non_negative" CHECK ("variant_items"."duration" >= 0),
	CONSTRAINT "variant_items_price_non_negative" CHECK ("variant_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"status" "variant_status" DEFAULT 'Available' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variants_product_package_key" UNIQUE("product_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" "voucher_type" NOT NULL,
	"value" integer NOT NULL,
	"product_id" uuid,
	"usage_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_code_upper_case" CHECK ("vouchers"."code" = upper("vouchers"."code")),
	CONSTRAINT "vouchers_value_positive" CHECK ("vouchers"."value" > 0),
	CONSTRAINT "vouchers_percent_at_most_100" CHECK ("vouchers"."type" <> 'percent' OR "vouchers"."value" <= 100),
	CONSTRAINT "vouchers_used_within_limit" CHECK ("vouchers"."used" >= 0 AND ("vouchers"."usage_limit" IS NULL OR "vouchers"."used" <= "vouchers"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_content_known_key" CHECK ("site_content"."key" IN ('announcement', 'testimonials', 'faq', 'showcase', 'flash_cards'))
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"issue" "complaint_issue" NOT NULL,
	"product_item_id" uuid,
	"no_order" text NOT NULL,
	"note" text NOT NULL,
	"file" text NOT NULL,
	"status" "complaint_status" DEFAULT 'open' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "notification_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" uuid,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"short_description" text,
	"product_id" uuid,
	"order_id" uuid,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_pins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_pins_user_product_key" UNIQUE("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "reimbursements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_item_id" uuid NOT NULL,
	"account_id" uuid,
	"order_id" uuid,
	"value" integer NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"payment_proof" text NOT NULL,
	"reimbursement_proof" text,
	"status" "reimbursement_status" DEFAULT 'Pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reimbursements_value_positive" CHECK ("reimbursements"."value" > 0),
	CONSTRAINT "reimbursements_done_has_proof" CHECK ("reimbursements"."status" <> 'Done' OR "reimbursements"."reimbursement_proof" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event" text NOT NULL,
	"reference" text,
	"merchant_ref" text,
	"status" text,
	"raw_body" text NOT NULL,
	"signature" text,
	"dedupe_key" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "gateway_events_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" "outbox_channel" NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_attempts_non_negative" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice" text NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"package_id" uuid,
	"variant_item_id" uuid,
	"kind" "order_kind" DEFAULT 'new' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"admin" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"voucher_amount" integer DEFAULT 0 NOT NULL,
	"gateway_fee" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"voucher_id" uuid,
	"product_discount_id" uuid,
	"reference" text,
	"checkout_url" text,
	"status" "order_status" NOT NULL,
	"paid_at" timestamp with time zone,
	"expired_time" timestamp with time zone,
	"next_billing_at" timestamp with time zone,
	"email" text,
	"domain" text,
	"cred_info" text,
	"account_id" uuid,
	"product_item_id" uuid,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_invoice_unique" UNIQUE("invoice"),
	CONSTRAINT "orders_reference_unique" UNIQUE("reference"),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."price" >= 0 AND "orders"."admin" >= 0 AND "orders"."tax" >= 0 AND "orders"."discount" >= 0 AND "orders"."voucher_amount" >= 0 AND "orders"."gateway_fee" >= 0 AND "orders"."total" >= 0),
	CONSTRAINT "orders_duration_non_negative" CHECK ("orders"."duration" >= 0),
	CONSTRAINT "orders_renewal_has_account" CHECK ("orders"."kind" <> 'renewal' OR "orders"."account_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"package_id" uuid,
	"profile" text,
	"pin_secret" "bytea",
	"status" "seat_status" DEFAULT 'Aktif' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"expire_at" timestamp with time zone,
	"grace_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_duration_non_negative" CHECK ("accounts"."duration" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"package_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"domain" text,
	"secret" "bytea",
	"host_user_id" uuid,
	"provider_expires_at" timestamp with time zone,
	"state" "product_item_state" DEFAULT 'forming' NOT NULL,
	"slot" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_items_slot_positive" CHECK ("product_items"."slot" >= 1),
	CONSTRAINT "product_items_seats_within_slot" CHECK ("product_items"."seats_taken" >= 0 AND "product_items"."seats_taken" <= "product_items"."slot")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(75) NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'customer' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_phone_format" CHECK ("users"."phone" ~ '^\+62[0-9]{8,15}$')
);
--> statement-breakpoint
ALTER TABLE "product_discounts" ADD CONSTRAINT "product_discounts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_items" ADD CONSTRAINT "variant_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_product_item_id_product_items_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_category_id_notification_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."notification_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pins" ADD CONSTRAINT "product_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pins" ADD CONSTRAINT "product_pins_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_product_item_id_product_items_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reimbursements" ADD CONSTRAINT "reimbursements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_variant_item_id_variant_items_id_fk" FOREIGN KEY ("variant_item_id") REFERENCES "public"."variant_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_discount_id_product_discounts_id_fk" FOREIGN KEY ("product_discount_id") REFERENCES "public"."product_discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_item_id_product_items_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_product_item_id_product_items_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_items" ADD CONSTRAINT "product_items_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("status","sort","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_user_created_idx" ON "complaints" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaints_status_created_idx" ON "complaints" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE NOT "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "reimbursements_user_created_idx" ON "reimbursements" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reimbursements_status_created_idx" ON "reimbursements" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "gateway_events_reference_idx" ON "gateway_events" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("expired_time") WHERE "orders"."status" IN ('Pending', 'Preorder') AND "orders"."paid_at" IS NULL;--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_product_item_idx" ON "orders" USING btree ("product_item_id");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "accounts_user_status_idx" ON "accounts" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "accounts_item_idx" ON "accounts" USING btree ("product_item_id");--> statement-breakpoint
CREATE INDEX "accounts_lifecycle_idx" ON "accounts" USING btree ("status","expire_at");--> statement-breakpoint
CREATE INDEX "product_items_product_state_idx" ON "product_items" USING btree ("product_id","state");--> statement-breakpoint
CREATE INDEX "product_items_domain_idx" ON "product_items" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "product_items_host_idx" ON "product_items" USING btree ("host_user_id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST);