-- Supporters (docs/api.md, Supporters): their accounts, a patient's link with what it shares (one active per patient),
-- the supporter's views and the messages; sessions, known browsers and set-password tokens name a supporter too.
CREATE TABLE "support_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"supporter_id" uuid NOT NULL,
	"share_sessions" boolean DEFAULT false NOT NULL,
	"share_measures" boolean DEFAULT false NOT NULL,
	"share_check_ins" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_sender_check" CHECK ("support_messages"."sender" in ('patient', 'supporter'))
);
--> statement-breakpoint
CREATE TABLE "support_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supporters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"password_hash" text,
	"active" boolean DEFAULT true NOT NULL,
	"deactivated_at" timestamp with time zone,
	"invited_by_admin_id" uuid,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "supporter_id" uuid;--> statement-breakpoint
ALTER TABLE "known_devices" ADD COLUMN "supporter_id" uuid;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "supporter_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "support_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "support_links" ADD CONSTRAINT "support_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_links" ADD CONSTRAINT "support_links_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_link_id_support_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."support_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_views" ADD CONSTRAINT "support_views_link_id_support_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."support_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporters" ADD CONSTRAINT "supporters_invited_by_admin_id_admins_id_fk" FOREIGN KEY ("invited_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_links_one_active_idx" ON "support_links" USING btree ("user_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "support_links_supporter_active_idx" ON "support_links" USING btree ("supporter_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "support_links_user_idx" ON "support_links" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_link_created_idx" ON "support_messages" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "support_messages_user_idx" ON "support_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "support_views_link_idx" ON "support_views" USING btree ("link_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supporters_email_unique" ON "supporters" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "supporters_code_unique" ON "supporters" USING btree ("code");--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_supporter_id_supporters_id_fk" FOREIGN KEY ("supporter_id") REFERENCES "public"."supporters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_supporter_idx" ON "auth_sessions" USING btree ("supporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_supporter_device_unique" ON "known_devices" USING btree ("supporter_id","device_id");