-- Content versions: every state of the guided steps an admin made, numbered from 1. Rows are
-- only ever inserted; the trigger below refuses any change to what a version says.
CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_admin_id" uuid,
	"created_by_name" text NOT NULL,
	"summary" text NOT NULL,
	"steps" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_created_by_admin_id_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_number_unique" ON "content_versions" USING btree ("number");
--> statement-breakpoint
CREATE FUNCTION clearwell_content_version_is_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'content versions are never changed or deleted';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER content_versions_immutable BEFORE DELETE OR UPDATE OF "number", "created_at", "summary", "steps" ON "content_versions"
  FOR EACH ROW EXECUTE FUNCTION clearwell_content_version_is_immutable();
--> statement-breakpoint
-- The version a session ran on is the one live when it is stored: the column's default reads
-- it, so every way of storing a session records it. Sessions stored before this migration keep
-- null (their content was never recorded). Added without a default first, so the existing rows
-- are not rewritten.
CREATE FUNCTION clearwell_live_content_version() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT id FROM content_versions ORDER BY number DESC LIMIT 1
$$;
--> statement-breakpoint
ALTER TABLE "problems" ADD COLUMN "content_version_id" uuid;
--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_content_version_id_content_versions_id_fk" FOREIGN KEY ("content_version_id") REFERENCES "public"."content_versions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "problems" ALTER COLUMN "content_version_id" SET DEFAULT clearwell_live_content_version();
