-- Measures (docs/api.md, Measures): PHQ-9 and GAD-7 as taken, scored once, with the content version live then.
CREATE TABLE "measures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"answers" integer[] NOT NULL,
	"score" integer NOT NULL,
	"concern" boolean DEFAULT false NOT NULL,
	"content_version_id" uuid DEFAULT clearwell_live_content_version(),
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measures_key_known" CHECK ("measures"."key" in ('phq9', 'gad7'))
);
--> statement-breakpoint
ALTER TABLE "measures" ADD CONSTRAINT "measures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measures" ADD CONSTRAINT "measures_content_version_id_content_versions_id_fk" FOREIGN KEY ("content_version_id") REFERENCES "public"."content_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measures_user_key_created_idx" ON "measures" USING btree ("user_id","key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "measures_user_client_id_idx" ON "measures" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "measures_created_at_idx" ON "measures" USING btree ("created_at");