ALTER TABLE "safety_resources" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_resources" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "safety_resources" ADD COLUMN "emergency" boolean DEFAULT false NOT NULL;