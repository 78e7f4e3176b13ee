CREATE TABLE "journal_share_sessions" (
	"share_id" uuid NOT NULL,
	"problem_id" uuid NOT NULL,
	CONSTRAINT "journal_share_sessions_share_id_problem_id_pk" PRIMARY KEY("share_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "journal_share_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"share_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "journal_share_sessions" ADD CONSTRAINT "journal_share_sessions_share_id_journal_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."journal_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_share_sessions" ADD CONSTRAINT "journal_share_sessions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_share_views" ADD CONSTRAINT "journal_share_views_share_id_journal_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."journal_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_shares" ADD CONSTRAINT "journal_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_share_sessions_problem_idx" ON "journal_share_sessions" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "journal_share_views_share_idx" ON "journal_share_views" USING btree ("share_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_shares_token_hash_unique" ON "journal_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "journal_shares_user_created_idx" ON "journal_shares" USING btree ("user_id","created_at");