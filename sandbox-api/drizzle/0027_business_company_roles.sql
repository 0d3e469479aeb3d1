ALTER TABLE "business_companies" ADD COLUMN "is_director" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_companies" ADD COLUMN "is_owner" boolean DEFAULT false NOT NULL;