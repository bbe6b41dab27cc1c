CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_purpose_ck" CHECK ("email_tokens"."purpose" in ('verify', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"profile_pic" text,
	"gender" varchar(10),
	"phone_number" varchar(20),
	"alternative_contact" varchar(20),
	CONSTRAINT "profiles_gender_ck" CHECK ("profiles"."gender" is null or "profiles"."gender" in ('Male', 'Female'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "user_groups_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(150) DEFAULT '' NOT NULL,
	"last_name" varchar(150) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"district_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "functional_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marital_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"body" text NOT NULL,
	"action_link" text,
	"seen" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user" varchar(255) NOT NULL,
	"user_profile_pic" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"no_of_employees" integer NOT NULL,
	"address" varchar(255) NOT NULL,
	"logo" text,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_no_of_employees_ck" CHECK ("companies"."no_of_employees" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_category_links" (
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "company_category_links_company_id_category_id_pk" PRIMARY KEY("company_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "favorite_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Under Review' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_status_ck" CHECK ("job_applications"."status" in ('Under Review', 'Accepted', 'Declined', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"job_category_id" integer NOT NULL,
	"function_area_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"city_id" integer,
	"contract_type_id" integer,
	"description" text NOT NULL,
	"qualifications" text NOT NULL,
	"application_procedure" text NOT NULL,
	"available_positions" integer NOT NULL,
	"min_pay" integer,
	"max_pay" integer,
	"submission_deadline" date NOT NULL,
	"job_link" text,
	"posted" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" DEFAULT ''::tsvector NOT NULL,
	CONSTRAINT "jobs_available_positions_ck" CHECK ("jobs"."available_positions" >= 0),
	CONSTRAINT "jobs_min_pay_ck" CHECK ("jobs"."min_pay" >= 0),
	CONSTRAINT "jobs_max_pay_ck" CHECK ("jobs"."max_pay" >= -1),
	CONSTRAINT "jobs_pay_range_ck" CHECK ("jobs"."min_pay" is null or "jobs"."max_pay" is null or "jobs"."max_pay" = -1 or "jobs"."min_pay" <= "jobs"."max_pay")
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"granting_organisation" varchar(255) NOT NULL,
	"date_granted" date NOT NULL,
	"expiry_date" date,
	"certificate" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"school" varchar(255) NOT NULL,
	"certification" varchar(255) NOT NULL,
	"total_score" numeric(6, 2) NOT NULL,
	"grades" varchar(20) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "education_grades_ck" CHECK ("education"."grades" in ('Points', 'Aggregate', 'Grade', 'CGPA'))
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"designation" varchar(255) NOT NULL,
	"organisation_name" varchar(255) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"current_employment" boolean DEFAULT false NOT NULL,
	"duties_and_skills" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_seeker_categories" (
	"job_seeker_id" integer NOT NULL,
	"job_category_id" integer NOT NULL,
	CONSTRAINT "job_seeker_categories_job_seeker_id_job_category_id_pk" PRIMARY KEY("job_seeker_id","job_category_id")
);
--> statement-breakpoint
CREATE TABLE "job_seekers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"physical_address" varchar(255) NOT NULL,
	"date_of_birth" date NOT NULL,
	"language" varchar(100) NOT NULL,
	"marital_status_id" integer NOT NULL,
	"head_line" text,
	"personal_statment" text,
	"cv_upload" text,
	"other_document" text,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"topic" varchar(255) NOT NULL,
	"location" varchar(255) NOT NULL,
	"publication_link" text,
	"date_published" date NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "recent_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"work_done" varchar(255) NOT NULL,
	"client_name" varchar(255) NOT NULL,
	"client_contact" varchar(13) NOT NULL,
	"date_stated" date NOT NULL,
	"date_finished" date NOT NULL,
	"description" text,
	"image_1" text NOT NULL,
	"image_2" text
);
--> statement-breakpoint
CREATE TABLE "referees" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"title" varchar(255) NOT NULL,
	"organisation" varchar(255) NOT NULL,
	"contact" varchar(13) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_skill_categories" (
	"trainer_id" integer NOT NULL,
	"skills_category_id" integer NOT NULL,
	CONSTRAINT "trainer_skill_categories_trainer_id_skills_category_id_pk" PRIMARY KEY("trainer_id","skills_category_id")
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"address" varchar(255) NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"location" varchar(255) NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"max_no_participants" integer NOT NULL,
	"fees" integer NOT NULL,
	"registration_link" text NOT NULL,
	"logo" text,
	"contract_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" DEFAULT ''::tsvector NOT NULL,
	CONSTRAINT "trainings_max_no_participants_ck" CHECK ("trainings"."max_no_participants" >= -1),
	CONSTRAINT "trainings_fees_ck" CHECK ("trainings"."fees" >= -1)
);
--> statement-breakpoint
CREATE TABLE "skill_providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"location" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills_competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"competition_title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"guidelines" text NOT NULL,
	"location" varchar(255) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"application_link" text,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" DEFAULT ''::tsvector NOT NULL,
	CONSTRAINT "skills_competitions_dates_ck" CHECK ("skills_competitions"."end_date" >= "skills_competitions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "career_counsellor_services" (
	"counsellor_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "career_counsellor_services_counsellor_id_service_id_pk" PRIMARY KEY("counsellor_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "career_counsellors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"location" varchar(255) NOT NULL,
	"time_available" varchar(255) NOT NULL,
	"center_id" integer,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"title" varchar(255) NOT NULL,
	"theme" text NOT NULL,
	"location" varchar(255) NOT NULL,
	"event_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"registration_link" text NOT NULL,
	"target_audience" varchar(255) NOT NULL,
	"logo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" DEFAULT ''::tsvector NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"title" varchar(255) NOT NULL,
	"description" text NOT NULL,
	"upload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counselling_center_services" (
	"center_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "counselling_center_services_center_id_service_id_pk" PRIMARY KEY("center_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "counselling_centers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"center_name" varchar(255) NOT NULL,
	"center_location" varchar(255) NOT NULL,
	"opening_hours" varchar(255) NOT NULL,
	"terms_and_conditions" text NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" DEFAULT ''::tsvector NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employer_frameworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"upload" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"document" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_category_links" ADD CONSTRAINT "company_category_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_category_links" ADD CONSTRAINT "company_category_links_category_id_company_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."company_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_jobs" ADD CONSTRAINT "favorite_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_jobs" ADD CONSTRAINT "favorite_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_job_category_id_job_categories_id_fk" FOREIGN KEY ("job_category_id") REFERENCES "public"."job_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_function_area_id_functional_areas_id_fk" FOREIGN KEY ("function_area_id") REFERENCES "public"."functional_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_location_id_districts_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contract_type_id_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certifications" ADD CONSTRAINT "certifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education" ADD CONSTRAINT "education_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_categories" ADD CONSTRAINT "job_seeker_categories_job_seeker_id_job_seekers_id_fk" FOREIGN KEY ("job_seeker_id") REFERENCES "public"."job_seekers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seeker_categories" ADD CONSTRAINT "job_seeker_categories_job_category_id_job_categories_id_fk" FOREIGN KEY ("job_category_id") REFERENCES "public"."job_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD CONSTRAINT "job_seekers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD CONSTRAINT "job_seekers_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD CONSTRAINT "job_seekers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD CONSTRAINT "job_seekers_marital_status_id_marital_statuses_id_fk" FOREIGN KEY ("marital_status_id") REFERENCES "public"."marital_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_works" ADD CONSTRAINT "recent_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referees" ADD CONSTRAINT "referees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_skill_categories" ADD CONSTRAINT "trainer_skill_categories_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_skill_categories" ADD CONSTRAINT "trainer_skill_categories_skills_category_id_skills_categories_id_fk" FOREIGN KEY ("skills_category_id") REFERENCES "public"."skills_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainers" ADD CONSTRAINT "trainers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_contract_type_id_contract_types_id_fk" FOREIGN KEY ("contract_type_id") REFERENCES "public"."contract_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_providers" ADD CONSTRAINT "skill_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills_applications" ADD CONSTRAINT "skills_applications_competition_id_skills_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."skills_competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills_applications" ADD CONSTRAINT "skills_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills_competitions" ADD CONSTRAINT "skills_competitions_provider_id_skill_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."skill_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_counsellor_services" ADD CONSTRAINT "career_counsellor_services_counsellor_id_career_counsellors_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."career_counsellors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_counsellor_services" ADD CONSTRAINT "career_counsellor_services_service_id_career_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."career_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_counsellors" ADD CONSTRAINT "career_counsellors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_counsellors" ADD CONSTRAINT "career_counsellors_center_id_counselling_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."counselling_centers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_events" ADD CONSTRAINT "career_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_resources" ADD CONSTRAINT "career_resources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_center_services" ADD CONSTRAINT "counselling_center_services_center_id_counselling_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."counselling_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_center_services" ADD CONSTRAINT "counselling_center_services_service_id_career_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."career_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counselling_centers" ADD CONSTRAINT "counselling_centers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_frameworks" ADD CONSTRAINT "employer_frameworks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_hash_uq" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_uq" ON "groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_uq" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_groups_group_idx" ON "user_groups" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_uq" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "cities_district_idx" ON "cities" USING btree ("district_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_types_name_uq" ON "contract_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "districts_name_uq" ON "districts" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "functional_areas_name_uq" ON "functional_areas" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "job_categories_name_uq" ON "job_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "marital_statuses_name_uq" ON "marital_statuses" USING btree ("name");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_unseen_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."seen" = false;--> statement-breakpoint
CREATE INDEX "testimonials_user_idx" ON "testimonials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "testimonials_created_idx" ON "testimonials" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_user_uq" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_categories_name_uq" ON "company_categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "company_category_links_category_idx" ON "company_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_jobs_job_user_uq" ON "favorite_jobs" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "favorite_jobs_user_created_idx" ON "favorite_jobs" USING btree ("user_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_user_uq" ON "job_applications" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "job_applications_user_created_idx" ON "job_applications" USING btree ("user_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_job_category_idx" ON "jobs" USING btree ("job_category_id");--> statement-breakpoint
CREATE INDEX "jobs_function_area_idx" ON "jobs" USING btree ("function_area_id");--> statement-breakpoint
CREATE INDEX "jobs_location_idx" ON "jobs" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "jobs_city_idx" ON "jobs" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "jobs_contract_type_idx" ON "jobs" USING btree ("contract_type_id");--> statement-breakpoint
CREATE INDEX "jobs_submission_deadline_idx" ON "jobs" USING btree ("submission_deadline");--> statement-breakpoint
CREATE INDEX "jobs_posted_idx" ON "jobs" USING btree ("posted" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_min_pay_idx" ON "jobs" USING btree ("min_pay");--> statement-breakpoint
CREATE INDEX "jobs_max_pay_idx" ON "jobs" USING btree ("max_pay");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "certifications_user_idx" ON "certifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "education_user_idx" ON "education" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "experiences_user_idx" ON "experiences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_seeker_categories_category_idx" ON "job_seeker_categories" USING btree ("job_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_seekers_user_uq" ON "job_seekers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_seekers_district_idx" ON "job_seekers" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "job_seekers_city_idx" ON "job_seekers" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "job_seekers_marital_status_idx" ON "job_seekers" USING btree ("marital_status_id");--> statement-breakpoint
CREATE INDEX "publications_user_idx" ON "publications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recent_works_user_idx" ON "recent_works" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referees_user_idx" ON "referees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "skills_user_idx" ON "skills" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_categories_name_uq" ON "skills_categories" USING btree ("name");--> statement-breakpoint
CREATE INDEX "trainer_skill_categories_category_idx" ON "trainer_skill_categories" USING btree ("skills_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trainers_user_uq" ON "trainers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trainings_trainer_idx" ON "trainings" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "trainings_date_idx" ON "trainings" USING btree ("date");--> statement-breakpoint
CREATE INDEX "trainings_created_idx" ON "trainings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trainings_contract_type_idx" ON "trainings" USING btree ("contract_type_id");--> statement-breakpoint
CREATE INDEX "trainings_search_idx" ON "trainings" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_providers_user_uq" ON "skill_providers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_applications_competition_user_uq" ON "skills_applications" USING btree ("competition_id","user_id");--> statement-breakpoint
CREATE INDEX "skills_applications_user_idx" ON "skills_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "skills_competitions_provider_idx" ON "skills_competitions" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "skills_competitions_start_date_idx" ON "skills_competitions" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "skills_competitions_created_idx" ON "skills_competitions" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "skills_competitions_search_idx" ON "skills_competitions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "career_counsellor_services_service_idx" ON "career_counsellor_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "career_counsellors_user_uq" ON "career_counsellors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "career_counsellors_center_idx" ON "career_counsellors" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "career_events_user_idx" ON "career_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "career_events_event_date_idx" ON "career_events" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "career_events_created_idx" ON "career_events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "career_events_search_idx" ON "career_events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "career_resources_user_idx" ON "career_resources" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "career_resources_created_idx" ON "career_resources" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "career_services_name_uq" ON "career_services" USING btree ("name");--> statement-breakpoint
CREATE INDEX "counselling_center_services_service_idx" ON "counselling_center_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "counselling_centers_user_uq" ON "counselling_centers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "counselling_centers_name_idx" ON "counselling_centers" USING btree ("center_name");--> statement-breakpoint
CREATE INDEX "counselling_centers_search_idx" ON "counselling_centers" USING gin ("search");--> statement-breakpoint
CREATE INDEX "employer_frameworks_created_by_idx" ON "employer_frameworks" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "policies_created_by_idx" ON "policies" USING btree ("created_by");