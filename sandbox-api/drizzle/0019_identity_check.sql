CREATE TABLE "identity_workflow_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"customer_id" integer NOT NULL,
	"started_by_user_id" integer,
	"channel" text,
	"code_challenge" text,
	"status" text DEFAULT 'created' NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"selfie_file_name" text,
	"selfie_content_type" text,
	"selfie_size" integer,
	"selfie" "bytea",
	"selfie_uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "identity_workflow_runs_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "identity_workflow_runs_status" CHECK ("identity_workflow_runs"."status" in ('created', 'submitted', 'passed', 'failed')),
	CONSTRAINT "identity_workflow_runs_channel" CHECK ("identity_workflow_runs"."channel" is null or "identity_workflow_runs"."channel" in ('email', 'sms', 'camera')),
	CONSTRAINT "identity_workflow_runs_failure_reason" CHECK ("identity_workflow_runs"."failure_reason" in ('', 'faceMismatch', 'unclearSelfie', 'livenessFailed')),
	CONSTRAINT "identity_workflow_runs_selfie_type" CHECK ("identity_workflow_runs"."selfie_content_type" is null or "identity_workflow_runs"."selfie_content_type" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "identity_workflow_runs" ADD CONSTRAINT "identity_workflow_runs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_workflow_runs" ADD CONSTRAINT "identity_workflow_runs_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_workflow_runs_customer_idx" ON "identity_workflow_runs" USING btree ("customer_id","created_at");