-- The device's id for a submission (contract 6.4): a session kept offline and sent again, or
-- sent twice at once, is stored once per patient. Sessions sent without one stay apart (NULLs
-- are distinct in a unique index).
ALTER TABLE "problems" ADD COLUMN "client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "problems_user_client_id_idx" ON "problems" USING btree ("user_id","client_id");
