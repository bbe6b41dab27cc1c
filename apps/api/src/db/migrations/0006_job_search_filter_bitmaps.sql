CREATE INDEX "job_search_district_deadline_idx" ON "job_search" USING btree ("district_id","deadline");--> statement-breakpoint
CREATE INDEX "job_search_category_deadline_idx" ON "job_search" USING btree ("category_id","deadline");--> statement-breakpoint
CREATE INDEX "job_search_contract_type_deadline_idx" ON "job_search" USING btree ("contract_type_id","deadline");