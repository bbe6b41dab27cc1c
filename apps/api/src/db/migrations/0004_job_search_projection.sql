CREATE TABLE "job_application_tally" (
	"company_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "job_application_tally_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
CREATE TABLE "job_search" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"posted" timestamp with time zone NOT NULL,
	"deadline" date NOT NULL,
	"category_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"city_id" integer,
	"function_area_id" integer NOT NULL,
	"contract_type_id" integer,
	"min_pay" integer,
	"max_pay" integer,
	"pay_low" integer,
	"pay_high" integer,
	"applications" integer DEFAULT 0 NOT NULL,
	"title_terms" "tsvector" NOT NULL,
	"doc" "tsvector" NOT NULL,
	"card" jsonb NOT NULL,
	"toast_pad" text
);
--> statement-breakpoint
CREATE TABLE "job_search_tally" (
	"dim" smallint NOT NULL,
	"key" integer NOT NULL,
	"deadline" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "job_search_tally_pk" PRIMARY KEY("dim","key","deadline")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_search_posted_idx" ON "job_search" USING btree ("posted" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline","category_id","district_id","city_id","function_area_id","contract_type_id","company_id","pay_low","pay_high");--> statement-breakpoint
CREATE INDEX "job_search_posted_asc_idx" ON "job_search" USING btree ("posted","job_id" DESC NULLS LAST,"deadline","category_id","district_id","city_id","function_area_id","contract_type_id","company_id","pay_low","pay_high");--> statement-breakpoint
CREATE INDEX "job_search_deadline_idx" ON "job_search" USING btree ("deadline","job_id" DESC NULLS LAST,"category_id","district_id","city_id","function_area_id","contract_type_id","company_id","pay_low","pay_high");--> statement-breakpoint
CREATE INDEX "job_search_deadline_desc_idx" ON "job_search" USING btree ("deadline" DESC NULLS LAST,"job_id" DESC NULLS LAST,"category_id","district_id","city_id","function_area_id","contract_type_id","company_id","pay_low","pay_high");--> statement-breakpoint
CREATE INDEX "job_search_max_pay_desc_idx" ON "job_search" USING btree ("max_pay" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline","category_id","district_id","city_id","function_area_id","contract_type_id","company_id","pay_low","pay_high");--> statement-breakpoint
CREATE INDEX "job_search_max_pay_idx" ON "job_search" USING btree ("max_pay","job_id" DESC NULLS LAST,"deadline","category_id","district_id","city_id","function_area_id","contract_type_id","company_id","pay_low","pay_high");--> statement-breakpoint
CREATE INDEX "job_search_min_pay_desc_idx" ON "job_search" USING btree ("min_pay" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline","category_id","district_id","city_id","function_area_id","contract_type_id","company_id","pay_low","pay_high");--> statement-breakpoint
CREATE INDEX "job_search_min_pay_idx" ON "job_search" USING btree ("min_pay","job_id" DESC NULLS LAST,"deadline","category_id","district_id","city_id","function_area_id","contract_type_id","company_id","pay_low","pay_high");--> statement-breakpoint
CREATE INDEX "job_search_popular_idx" ON "job_search" USING btree ("applications" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline","category_id","district_id","city_id","function_area_id","contract_type_id","company_id","pay_low","pay_high");--> statement-breakpoint
CREATE INDEX "job_search_district_idx" ON "job_search" USING btree ("district_id","posted" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline","category_id","city_id","function_area_id","contract_type_id","company_id","pay_low","pay_high","min_pay","max_pay","applications");--> statement-breakpoint
CREATE INDEX "job_search_category_idx" ON "job_search" USING btree ("category_id","posted" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline","district_id","city_id","function_area_id","contract_type_id","company_id","pay_low","pay_high","min_pay","max_pay","applications");--> statement-breakpoint
CREATE INDEX "job_search_contract_type_idx" ON "job_search" USING btree ("contract_type_id","posted" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline","category_id","district_id","city_id","function_area_id","company_id","pay_low","pay_high","min_pay","max_pay","applications");--> statement-breakpoint
CREATE INDEX "job_search_city_idx" ON "job_search" USING btree ("city_id","posted" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline");--> statement-breakpoint
CREATE INDEX "job_search_company_idx" ON "job_search" USING btree ("company_id","posted" DESC NULLS LAST,"job_id" DESC NULLS LAST,"deadline");--> statement-breakpoint
CREATE INDEX "job_search_function_area_idx" ON "job_search" USING btree ("function_area_id","deadline");--> statement-breakpoint
CREATE INDEX "job_search_pay_high_idx" ON "job_search" USING btree ("pay_high","deadline");--> statement-breakpoint
CREATE INDEX "job_search_pay_low_idx" ON "job_search" USING btree ("pay_low","deadline");--> statement-breakpoint
CREATE INDEX "job_search_doc_idx" ON "job_search" USING gin ("doc") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "job_applications_company_created_idx" ON "job_applications" USING btree ("company_id","created" DESC NULLS LAST,"id" DESC NULLS LAST,"status","job_id","user_id");