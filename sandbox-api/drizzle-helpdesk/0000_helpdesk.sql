CREATE TABLE "helpdesk_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manager_agent_id" text
);
--> statement-breakpoint
CREATE TABLE "helpdesk_agents" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"hours" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpdesk_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpdesk_threads" (
	"id" text PRIMARY KEY NOT NULL,
	"ticket_id" text NOT NULL,
	"direction" text NOT NULL,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "helpdesk_threads_direction" CHECK ("helpdesk_threads"."direction" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "helpdesk_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_id" text,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"customer_read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "helpdesk_tickets_number_unique" UNIQUE("number"),
	CONSTRAINT "helpdesk_tickets_status" CHECK ("helpdesk_tickets"."status" in ('Open', 'On Hold', 'Closed', 'Closed-no-reply'))
);
--> statement-breakpoint
CREATE TABLE "helpdesk_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"contact_id" text NOT NULL,
	"customer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"window_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpdesk_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"thread_id" text,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "helpdesk_accounts" ADD CONSTRAINT "helpdesk_accounts_manager_agent_id_helpdesk_agents_id_fk" FOREIGN KEY ("manager_agent_id") REFERENCES "public"."helpdesk_agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_threads" ADD CONSTRAINT "helpdesk_threads_ticket_id_helpdesk_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."helpdesk_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_tickets" ADD CONSTRAINT "helpdesk_tickets_contact_id_helpdesk_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."helpdesk_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_tokens" ADD CONSTRAINT "helpdesk_tokens_contact_id_helpdesk_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."helpdesk_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpdesk_uploads" ADD CONSTRAINT "helpdesk_uploads_thread_id_helpdesk_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."helpdesk_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "helpdesk_contacts_customer_email" ON "helpdesk_contacts" USING btree ("customer_id","email");--> statement-breakpoint
CREATE INDEX "helpdesk_threads_ticket" ON "helpdesk_threads" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "helpdesk_tickets_customer" ON "helpdesk_tickets" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "helpdesk_tokens_expires" ON "helpdesk_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "helpdesk_uploads_thread" ON "helpdesk_uploads" USING btree ("thread_id");