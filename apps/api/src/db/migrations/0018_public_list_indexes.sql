-- What the public lists' plans lacked (src/public-query-plans.test.ts): the company directory counts the active
-- companies (or one letter's) from an index range, and the lists hiding deactivated counsellors' posts read those
-- counsellors only.
CREATE INDEX "companies_directory_idx" ON "companies" USING btree ("deactivated_at",lower(left("name", 1)),"name","id");--> statement-breakpoint
CREATE INDEX "career_counsellors_deactivated_idx" ON "career_counsellors" USING btree ("deactivated_at","user_id");