CREATE TABLE "export_chunks" (
	"export_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "export_chunks_export_id_seq_pk" PRIMARY KEY("export_id","seq")
);
--> statement-breakpoint
ALTER TABLE "export_chunks" ADD CONSTRAINT "export_chunks_export_id_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand: the files of exports made before this migration become their first and only chunk.
INSERT INTO "export_chunks" ("export_id", "seq", "content") SELECT "id", 0, "content" FROM "exports" WHERE "content" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "exports" DROP COLUMN "content";