ALTER TABLE "counselling_centers" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "counselling_centers" ADD COLUMN "email" varchar(254);