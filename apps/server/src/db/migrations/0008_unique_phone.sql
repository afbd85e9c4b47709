DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "users" WHERE "phone" <> '+620000000000' GROUP BY "phone" HAVING count(*) > 1) THEN
    RAISE EXCEPTION 'Several users share a phone number; give each its own before upgrading (SELECT phone, array_agg(email) FROM users WHERE phone <> ''+620000000000'' GROUP BY phone HAVING count(*) > 1)';
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone" <> '+620000000000';
