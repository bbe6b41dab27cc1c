-- Issue 28: the counters of lib/rate-limits.ts (mail to one address, registrations, invitations, reports, posts).
CREATE TABLE "rate_limit_counters" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_ends_idx" ON "rate_limit_counters" USING btree ("window_ends_at");