-- The job alerts' new openings read from the index alone (docs/performance.md, "Job alerts at national
-- scale"): created_at first, then every column the matcher reads.
DROP INDEX "opportunities_created_idx";--> statement-breakpoint
CREATE INDEX "opportunities_new_openings_idx" ON "opportunities" USING btree ("created_at","company_id","status_id","expired_at","internal_recruitment","state_id","city_id","pcd","temporary","job_area_id","level","team","collection","neighborhood_normalized","title_normalized","id");