-- What a check-in mail's unsubscribe link is signed with besides the patient's id: replaced when
-- the patient turns the mails back on, so links in older mails stop working. Null until then (the
-- links mailed before this column existed keep working until it is first set).
ALTER TABLE "users" ADD COLUMN "check_in_mail_key" text;
