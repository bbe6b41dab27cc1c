CREATE TABLE "portal_stats" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"trainings" integer NOT NULL,
	"competitions" integer NOT NULL,
	"events" integer NOT NULL,
	"companies" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portal_stats_one_row_ck" CHECK ("portal_stats"."id" = 1)
);
