CREATE SEQUENCE "public"."ledger_stamps" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "ledger_entries_account_idx";--> statement-breakpoint
DROP INDEX "batch_transfers_customer_idx";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "ledger_stamp" bigint DEFAULT nextval('ledger_stamps') NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_seek_idx" ON "ledger_entries" USING btree ("account_id","created_at" DESC NULLS FIRST,"journal_id" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "batch_transfers_customer_seek_idx" ON "batch_transfers" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);