CREATE TABLE "insight_days" (
	"day" date NOT NULL,
	"district_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"jobs_posted" integer DEFAULT 0 NOT NULL,
	"positions" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"new_seekers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_days_district_id_sector_id_day_pk" PRIMARY KEY("district_id","sector_id","day")
);
--> statement-breakpoint
CREATE TABLE "insight_delays" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"district_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"tenths" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "insight_delays_kind_district_id_sector_id_day_tenths_pk" PRIMARY KEY("kind","district_id","sector_id","day","tenths")
);
--> statement-breakpoint
CREATE TABLE "insight_pay" (
	"day" date NOT NULL,
	"district_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"pay" integer NOT NULL,
	"jobs" integer NOT NULL,
	CONSTRAINT "insight_pay_district_id_sector_id_day_pay_pk" PRIMARY KEY("district_id","sector_id","day","pay")
);
--> statement-breakpoint
CREATE TABLE "insight_seekers" (
	"district_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"education_rank" smallint NOT NULL,
	"seekers" integer NOT NULL,
	CONSTRAINT "insight_seekers_district_id_sector_id_education_rank_pk" PRIMARY KEY("district_id","sector_id","education_rank")
);
--> statement-breakpoint
CREATE TABLE "insight_skills" (
	"skill" text NOT NULL,
	"district_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	"jobs" integer DEFAULT 0 NOT NULL,
	"seekers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insight_skills_district_id_sector_id_skill_pk" PRIMARY KEY("district_id","sector_id","skill")
);
--> statement-breakpoint
CREATE TABLE "insight_summary" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"took_ms" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_posted_at_idx";--> statement-breakpoint

-- Companies that posted in a period are counted live (a distinct count does not add up over days), read from this
-- index alone, without the table. Drizzle cannot write INCLUDE, hence here.
CREATE INDEX "jobs_insight_companies_idx" ON "jobs" ("posted") INCLUDE ("company_id", "location_id", "job_category_id") WHERE "unpublished_at" IS NULL;
