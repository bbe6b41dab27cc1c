-- Issue 32: the trade words of the three languages, searched as one (lib/trade-synonyms.ts), and their version.
CREATE TABLE "trade_synonym_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"en" text[] DEFAULT '{}'::text[] NOT NULL,
	"sw" text[] DEFAULT '{}'::text[] NOT NULL,
	"lg" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_synonyms_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_synonyms_version_one_row" CHECK ("trade_synonyms_version"."id" = 1)
);
