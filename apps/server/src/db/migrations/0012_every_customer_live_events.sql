ALTER TABLE "live_events" DROP CONSTRAINT "live_events_one_audience";--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "for_customers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "live_events_customers_idx" ON "live_events" USING btree ("id") WHERE "live_events"."for_customers";--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_one_audience" CHECK (("live_events"."user_id" IS NOT NULL)::int + "live_events"."for_admins"::int + "live_events"."for_customers"::int = 1);