ALTER TABLE "company_question_answers" ALTER COLUMN "question_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "company_question_answers" ADD COLUMN "details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_question_answers" ADD COLUMN "controller_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_question_answers" ADD COLUMN "controller_date" date;--> statement-breakpoint
-- Answers kept under the former numeric question ids name no question of spec 01 §3 any more.
DELETE FROM "company_question_answers" WHERE "question_id" ~ '^[0-9]+$';
