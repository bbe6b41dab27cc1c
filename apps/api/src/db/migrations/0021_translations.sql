CREATE TABLE "translation_overrides" (
	"language" varchar(5) NOT NULL,
	"message_id" varchar(300) NOT NULL,
	"text" text NOT NULL,
	"accepted_by" integer,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_overrides_language_message_id_pk" PRIMARY KEY("language","message_id")
);
--> statement-breakpoint
CREATE TABLE "translation_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" varchar(300) NOT NULL,
	"language" varchar(5) NOT NULL,
	"text" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"suggested_by" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translation_overrides" ADD CONSTRAINT "translation_overrides_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_suggestions" ADD CONSTRAINT "translation_suggestions_suggested_by_users_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_suggestions" ADD CONSTRAINT "translation_suggestions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "translation_overrides_accepted_by_idx" ON "translation_overrides" USING btree ("accepted_by");--> statement-breakpoint
CREATE INDEX "translation_suggestions_status_idx" ON "translation_suggestions" USING btree ("status","language","created");--> statement-breakpoint
CREATE INDEX "translation_suggestions_suggested_by_idx" ON "translation_suggestions" USING btree ("suggested_by");--> statement-breakpoint
CREATE INDEX "translation_suggestions_reviewed_by_idx" ON "translation_suggestions" USING btree ("reviewed_by");