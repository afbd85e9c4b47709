-- The payment gateway's channel list shared by every instance (docs/decisions/043): one row per
-- gateway, read from the gateway at most once per TTL for the whole shop; `refreshing_until` is the
-- expiring claim of the one instance asking the gateway while the others serve the stored list.
CREATE TABLE "payment_channel_lists" (
	"gateway" text PRIMARY KEY NOT NULL,
	"channels" jsonb,
	"read_at" timestamp with time zone,
	"refreshing_until" timestamp with time zone
);
