-- Refused payment callbacks, counted per reason and UTC hour, never with their body (docs/decisions/040).
-- The callbacks refused before this were signed events kept in gateway_events; they are counted
-- here too, so the refused total in /metrics does not start again from zero.
CREATE TABLE "refused_callback_counts" (
	"reason" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"last_address" text,
	CONSTRAINT "refused_callback_counts_reason_hour_pk" PRIMARY KEY("reason","hour"),
	CONSTRAINT "refused_callback_counts_count_positive" CHECK ("refused_callback_counts"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "refused_callback_totals" (
	"reason" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "refused_callback_totals_count_non_negative" CHECK ("refused_callback_totals"."count" >= 0)
);
--> statement-breakpoint
INSERT INTO "refused_callback_counts" ("reason", "hour", "count", "first_seen_at", "last_seen_at")
SELECT "reason", "hour", count(*)::int, min("received_at"), max("received_at")
FROM (
	SELECT CASE
			WHEN "error" = 'unknown reference' THEN 'unknown_reference'
			WHEN "error" LIKE 'merchant\_ref % is not the order''s invoice %' THEN 'invoice_mismatch'
			ELSE 'amount_mismatch'
		END AS "reason",
		date_trunc('hour', "received_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS "hour",
		"received_at"
	FROM "gateway_events"
	WHERE "event" = 'payment_status' AND "dedupe_key" IS NULL
		AND ("error" = 'unknown reference'
			OR "error" LIKE 'merchant\_ref % is not the order''s invoice %'
			OR "error" LIKE 'amount % differs from the order total %')
) AS "refused"
GROUP BY "reason", "hour";
