-- Rate limit counters were keyed by the raw e-mail or client address; they are now keyed by a
-- keyed hash (HMAC with the app's secret), which SQL cannot compute. A counter lives one minute,
-- so dropping the old ones forgets at most a minute of attempts and leaves no raw e-mail behind.
DELETE FROM "rate_limits";
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_id" text NOT NULL,
	"user_id" uuid,
	"admin_id" uuid,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_user_device_unique" ON "known_devices" USING btree ("user_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_admin_device_unique" ON "known_devices" USING btree ("admin_id","device_id");--> statement-breakpoint
CREATE INDEX "known_devices_last_signed_in_at_idx" ON "known_devices" USING btree ("last_signed_in_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits" USING btree ("reset_at");