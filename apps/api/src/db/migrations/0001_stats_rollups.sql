CREATE TABLE "stats_active_gaps" (
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	"app_type" text NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "stats_active_gaps_day_prev_day_app_type_pk" PRIMARY KEY("day","prev_day","app_type")
);
--> statement-breakpoint
CREATE TABLE "stats_feedback_days" (
	"day" date NOT NULL,
	"app_type" text NOT NULL,
	"sentiment" text NOT NULL,
	"feedback" integer NOT NULL,
	CONSTRAINT "stats_feedback_days_day_app_type_sentiment_pk" PRIMARY KEY("day","app_type","sentiment")
);
--> statement-breakpoint
CREATE TABLE "stats_problem_days" (
	"day" date NOT NULL,
	"app_type" text NOT NULL,
	"experience_id" uuid NOT NULL,
	"experience_title" text NOT NULL,
	"problems" integer NOT NULL,
	"first_sum" bigint NOT NULL,
	"first_count" integer NOT NULL,
	"last_sum" bigint NOT NULL,
	"last_count" integer NOT NULL,
	CONSTRAINT "stats_problem_days_day_app_type_experience_id_experience_title_pk" PRIMARY KEY("day","app_type","experience_id","experience_title")
);
--> statement-breakpoint
CREATE TABLE "stats_signup_days" (
	"day" date NOT NULL,
	"app_type" text NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "stats_signup_days_day_app_type_pk" PRIMARY KEY("day","app_type")
);
--> statement-breakpoint
CREATE TABLE "stats_user_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"app_type" text NOT NULL,
	"prev_day" date,
	CONSTRAINT "stats_user_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "stats_user_days" ADD CONSTRAINT "stats_user_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;