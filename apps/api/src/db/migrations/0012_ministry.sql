CREATE TABLE "ministry_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(254) NOT NULL,
	"action" varchar(40) NOT NULL,
	"target_type" varchar(30) NOT NULL,
	"target_id" integer,
	"target" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"short_name" varchar(12) NOT NULL,
	"color" varchar(7) DEFAULT '#1a1a1a' NOT NULL,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"example" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"reporter_id" integer,
	"reason" varchar(20) NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_reports_reason_ck" CHECK ("job_reports"."reason" in ('fees_asked', 'fake', 'offensive', 'other')),
	CONSTRAINT "job_reports_status_ck" CHECK ("job_reports"."status" in ('open', 'dismissed', 'unpublished'))
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "registration_number" varchar(50);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "unpublish_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "fee_phrases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "ministry_audit_log" ADD CONSTRAINT "ministry_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ministry_audit_log_created_idx" ON "ministry_audit_log" USING btree ("created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ministry_audit_log_actor_idx" ON "ministry_audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "partners_position_idx" ON "partners" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "job_reports_status_created_idx" ON "job_reports" USING btree ("status","created");--> statement-breakpoint
CREATE INDEX "job_reports_job_idx" ON "job_reports" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_reports_reporter_idx" ON "job_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "job_reports_handled_by_idx" ON "job_reports" USING btree ("handled_by");--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_open_uq" ON "job_reports" USING btree ("job_id",coalesce("reporter_id", -1)) WHERE "job_reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_verified_idx" ON "companies" USING btree ("verified_at");--> statement-breakpoint
CREATE INDEX "companies_verified_by_idx" ON "companies" USING btree ("verified_by");--> statement-breakpoint
CREATE INDEX "jobs_posted_at_idx" ON "jobs" USING btree ("posted");--> statement-breakpoint
CREATE INDEX "skills_name_search_idx" ON "skills" USING gin (to_tsvector('english'::regconfig, "name"));--> statement-breakpoint

-- Issue 14: an unpublished job has no search row (gone from every list and count that reads job_search), and a card
-- says whether its company is verified.
CREATE OR REPLACE FUNCTION job_search_rows(j jobs) RETURNS SETOF job_search
LANGUAGE sql STABLE PARALLEL SAFE ROWS 1 AS $$
  SELECT j.id, j.company_id, j.posted, j.submission_deadline, j.job_category_id, j.location_id, j.city_id, j.function_area_id,
         j.contract_type_id, j.min_pay, nullif(j.max_pay, -1),
         coalesce(j.min_pay, nullif(j.max_pay, -1)), coalesce(nullif(j.max_pay, -1), j.min_pay),
         (SELECT count(*)::int FROM job_applications a WHERE a.job_id = j.id AND a.status <> 'Cancelled'),
         job_title_terms(j.title), strip(j.search),
         jsonb_build_object(
           'title', j.title, 'company_name', c.name, 'company_logo', c.logo, 'available_positions', j.available_positions,
           'contract_type', (SELECT ct.name FROM contract_types ct WHERE ct.id = j.contract_type_id),
           'location_name', (SELECT d.name FROM districts d WHERE d.id = j.location_id),
           'city_name', (SELECT ci.name FROM cities ci WHERE ci.id = j.city_id),
           'category_name', (SELECT jc.name FROM job_categories jc WHERE jc.id = j.job_category_id),
           'function_area_name', (SELECT fa.name FROM functional_areas fa WHERE fa.id = j.function_area_id),
           'job_link', j.job_link,
           'company_verified', c.verified_at IS NOT NULL),
         repeat(' ', 2100)
    FROM companies c
   WHERE c.id = j.company_id AND c.deactivated_at IS NULL AND j.unpublished_at IS NULL
$$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION jobs_to_job_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RETURN NULL; -- the foreign key's ON DELETE CASCADE removes the row
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- A job unpublished, or moved to a deactivated company (only possible by hand), leaves the search.
    DELETE FROM job_search s USING new_rows j, companies c
     WHERE s.job_id = j.id AND c.id = j.company_id AND (c.deactivated_at IS NOT NULL OR j.unpublished_at IS NOT NULL);
  END IF;
  INSERT INTO job_search AS s
  SELECT r.* FROM new_rows j CROSS JOIN LATERAL job_search_rows(j) r ORDER BY r.job_id
  ON CONFLICT (job_id) DO UPDATE
     SET company_id = excluded.company_id, posted = excluded.posted, deadline = excluded.deadline,
         category_id = excluded.category_id, district_id = excluded.district_id, city_id = excluded.city_id,
         function_area_id = excluded.function_area_id, contract_type_id = excluded.contract_type_id,
         min_pay = excluded.min_pay, max_pay = excluded.max_pay, pay_low = excluded.pay_low, pay_high = excluded.pay_high,
         title_terms = excluded.title_terms, doc = excluded.doc, card = excluded.card
   WHERE (s.company_id, s.posted, s.deadline, s.category_id, s.district_id, s.city_id, s.function_area_id, s.contract_type_id,
          s.min_pay, s.max_pay, s.title_terms, s.doc, s.card)
         IS DISTINCT FROM
         (excluded.company_id, excluded.posted, excluded.deadline, excluded.category_id, excluded.district_id, excluded.city_id,
          excluded.function_area_id, excluded.contract_type_id, excluded.min_pay, excluded.max_pay, excluded.title_terms, excluded.doc,
          excluded.card);
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Verified or no longer: the company's cards say so.
CREATE TRIGGER companies_job_search_verified AFTER UPDATE OF verified_at ON companies
FOR EACH ROW WHEN ((OLD.verified_at IS NULL) IS DISTINCT FROM (NEW.verified_at IS NULL))
EXECUTE FUNCTION companies_refresh_cards();
--> statement-breakpoint

SELECT job_search_refresh_cards(ARRAY(SELECT job_id FROM job_search));
