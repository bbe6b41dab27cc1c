ALTER TABLE "recent_works" ALTER COLUMN "client_contact" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "referees" ALTER COLUMN "contact" SET DATA TYPE varchar(20);