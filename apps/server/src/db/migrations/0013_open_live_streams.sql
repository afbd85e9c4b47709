CREATE TABLE "open_live_streams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"instance_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_live_streams" ADD CONSTRAINT "open_live_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_live_streams" ADD CONSTRAINT "open_live_streams_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_live_streams_user_idx" ON "open_live_streams" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "open_live_streams_instance_idx" ON "open_live_streams" USING btree ("instance_id");--> statement-breakpoint
CREATE INDEX "open_live_streams_seen_idx" ON "open_live_streams" USING btree ("seen_at");--> statement-breakpoint
CREATE FUNCTION "end_live_streams_of_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('live_stream_ends', json_build_object('userId', NEW.user_id, 'sessionId', NEW.id)::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_end_live_streams" AFTER UPDATE OF "revoked_at" ON "auth_sessions"
	FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
	EXECUTE FUNCTION "end_live_streams_of_session"();
--> statement-breakpoint
CREATE FUNCTION "end_live_streams_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('live_stream_ends', json_build_object('userId', NEW.id)::text);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_end_live_streams" AFTER UPDATE OF "role", "is_active", "password_hash" ON "users"
	FOR EACH ROW WHEN (
		OLD.role IS DISTINCT FROM NEW.role
		OR (OLD.is_active AND NOT NEW.is_active)
		OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
	)
	EXECUTE FUNCTION "end_live_streams_of_user"();
