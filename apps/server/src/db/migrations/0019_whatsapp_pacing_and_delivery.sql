-- WhatsApp through Fonnte (docs/decisions/047): each message keeps Fonnte's id and the delivery state
-- Fonnte's status webhook reports; a message is retried until retry_until (a day after it was queued
-- or resent); a broadcast's rows are 'bulk' and go after every other message; and one row per sending
-- number holds when that number may send next, shared by every instance.
ALTER TABLE "outbox" ADD COLUMN "provider_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_state" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "retry_until" timestamp with time zone DEFAULT (now() + interval '1 day') NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "bulk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_delivery_state_known" CHECK ("outbox"."delivery_state" IS NULL OR "outbox"."delivery_state" IN ('queued', 'sent', 'delivered', 'read', 'failed'));--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_provider_id_unique" ON "outbox" USING btree ("provider_id") WHERE "outbox"."provider_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "whatsapp_send_slots" (
	"sender" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
