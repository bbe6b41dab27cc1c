CREATE TABLE "job_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "job_seeker_categories_category_idx";--> statement-breakpoint
ALTER TABLE "job_seekers" ADD COLUMN "discoverable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_invitations_job_user_uq" ON "job_invitations" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "job_invitations_job_created_idx" ON "job_invitations" USING btree ("job_id","created");--> statement-breakpoint
CREATE INDEX "job_invitations_user_idx" ON "job_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_seeker_categories_category_seeker_idx" ON "job_seeker_categories" USING btree ("job_category_id","job_seeker_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_seekers_discoverable_district_idx" ON "job_seekers" USING btree ("district_id","updated_at" DESC NULLS LAST) WHERE "job_seekers"."discoverable" and "job_seekers"."deactivated_at" is null;