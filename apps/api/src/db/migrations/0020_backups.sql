CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"size_bytes" bigint,
	"location" varchar(20) NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "backups_created_idx" ON "backups" USING btree ("created_at");