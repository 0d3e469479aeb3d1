CREATE TABLE "business_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"registration_country_code" text NOT NULL,
	"registration_number" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_company_directors" (
	"company_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	CONSTRAINT "business_company_directors_company_id_person_id_pk" PRIMARY KEY("company_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "business_person_sources" (
	"person_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"details" text NOT NULL,
	CONSTRAINT "business_person_sources_person_id_source_id_pk" PRIMARY KEY("person_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "business_persons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_persons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birthday" date NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"state_code" text NOT NULL,
	"tax_id" text NOT NULL,
	"is_director" boolean DEFAULT false NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"access_rights" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_profiles" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"trading_name" text NOT NULL,
	"registration_country_code" text NOT NULL,
	"registration_number" text NOT NULL,
	"registration_date" date NOT NULL,
	"website" text NOT NULL,
	"category" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"state_code" text NOT NULL,
	"monthly_deposit_amount" numeric(20, 2) NOT NULL,
	"monthly_deposit_currency_code" text NOT NULL,
	"monthly_withdrawal_amount" numeric(20, 2) NOT NULL,
	"monthly_withdrawal_currency_code" text NOT NULL,
	"source_ids" integer[] NOT NULL,
	"purpose_ids" integer[] NOT NULL,
	"industry" integer NOT NULL,
	"industry_specification" text NOT NULL,
	"source_specification" text NOT NULL,
	"purpose_specification" text NOT NULL,
	"government" boolean NOT NULL,
	"government_details" text NOT NULL,
	"lawsuits" boolean NOT NULL,
	"lawsuits_details" text NOT NULL,
	"tax_payers" boolean NOT NULL,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_profiles_registration" UNIQUE("registration_country_code","registration_number")
);
--> statement-breakpoint
CREATE TABLE "business_shareholders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_shareholders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"parent_id" integer,
	"position" smallint NOT NULL,
	"person_id" integer,
	"company_id" integer,
	"share" numeric(9, 6) NOT NULL,
	CONSTRAINT "business_shareholders_one_holder" CHECK (("business_shareholders"."person_id" is null) <> ("business_shareholders"."company_id" is null)),
	CONSTRAINT "business_shareholders_share" CHECK ("business_shareholders"."share" > 0 and "business_shareholders"."share" <= 100)
);
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_companies" ADD CONSTRAINT "business_companies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_companies" ADD CONSTRAINT "business_companies_registration_country_code_countries_code_fk" FOREIGN KEY ("registration_country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_company_directors" ADD CONSTRAINT "business_company_directors_company_id_business_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."business_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_company_directors" ADD CONSTRAINT "business_company_directors_person_id_business_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."business_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_person_sources" ADD CONSTRAINT "business_person_sources_person_id_business_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."business_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_persons" ADD CONSTRAINT "business_persons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_persons" ADD CONSTRAINT "business_persons_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_persons" ADD CONSTRAINT "business_persons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_registration_country_code_countries_code_fk" FOREIGN KEY ("registration_country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_shareholders" ADD CONSTRAINT "business_shareholders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_shareholders" ADD CONSTRAINT "business_shareholders_person_id_business_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."business_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_shareholders" ADD CONSTRAINT "business_shareholders_company_id_business_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."business_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_shareholders" ADD CONSTRAINT "business_shareholders_parent_id_business_shareholders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_shareholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_companies_customer_idx" ON "business_companies" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "business_persons_customer_idx" ON "business_persons" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "business_shareholders_customer_idx" ON "business_shareholders" USING btree ("customer_id");