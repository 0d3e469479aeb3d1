CREATE TABLE "sandbox_clock" (
	"id" smallint PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_clock_one_row" CHECK ("sandbox_clock"."id" = 1),
	CONSTRAINT "sandbox_clock_forward" CHECK ("sandbox_clock"."offset_ms" >= 0)
);
