CREATE SEQUENCE "public"."contract_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 7001 CACHE 1;--> statement-breakpoint
CREATE TABLE "smart_contract_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_contract_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"type" text NOT NULL,
	"by" integer,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_contract_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "smart_contract_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"client_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_contract_splits" (
	"incoming_journal_id" bigint PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"split_journal_id" bigint NOT NULL,
	"amount" numeric(20, 8) NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_contracts" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"company_id" integer NOT NULL,
	"initiator_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"beneficiary_id" integer NOT NULL,
	"sender_signer_name" text,
	"beneficiary_signer_name" text,
	"sender_obligations" jsonb NOT NULL,
	"beneficiary_obligations" jsonb NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"note" text,
	"active_from" date NOT NULL,
	"active_to" date,
	"sender_signed_at" timestamp with time zone,
	"beneficiary_signed_at" timestamp with time zone,
	"identification_status" text DEFAULT 'NEW' NOT NULL,
	"terminated_at" timestamp with time zone,
	"terminate_note" text,
	"terminated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "smart_contract_events" ADD CONSTRAINT "smart_contract_events_contract_id_smart_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."smart_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contract_events" ADD CONSTRAINT "smart_contract_events_by_customers_id_fk" FOREIGN KEY ("by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contract_links" ADD CONSTRAINT "smart_contract_links_contract_id_smart_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."smart_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contract_links" ADD CONSTRAINT "smart_contract_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contract_splits" ADD CONSTRAINT "smart_contract_splits_incoming_journal_id_journals_id_fk" FOREIGN KEY ("incoming_journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contract_splits" ADD CONSTRAINT "smart_contract_splits_contract_id_smart_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."smart_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contract_splits" ADD CONSTRAINT "smart_contract_splits_split_journal_id_journals_id_fk" FOREIGN KEY ("split_journal_id") REFERENCES "public"."journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contracts" ADD CONSTRAINT "smart_contracts_company_id_customers_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contracts" ADD CONSTRAINT "smart_contracts_initiator_id_customers_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contracts" ADD CONSTRAINT "smart_contracts_sender_id_customers_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contracts" ADD CONSTRAINT "smart_contracts_beneficiary_id_customers_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_contracts" ADD CONSTRAINT "smart_contracts_terminated_by_customers_id_fk" FOREIGN KEY ("terminated_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_contract_events_contract_idx" ON "smart_contract_events" USING btree ("contract_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "smart_contract_links_token" ON "smart_contract_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "smart_contract_links_contract_idx" ON "smart_contract_links" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "smart_contract_splits_contract_idx" ON "smart_contract_splits" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "smart_contracts_sender_idx" ON "smart_contracts" USING btree ("sender_id","status");--> statement-breakpoint
CREATE INDEX "smart_contracts_beneficiary_idx" ON "smart_contracts" USING btree ("beneficiary_id","status");