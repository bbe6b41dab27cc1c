ALTER TABLE "job_seekers" ALTER COLUMN "date_of_birth" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seekers" ALTER COLUMN "marital_status_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seekers" ADD COLUMN "share_personal_details" boolean DEFAULT false NOT NULL;