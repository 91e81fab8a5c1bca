DROP INDEX "opportunities_state_idx";--> statement-breakpoint
DROP INDEX "opportunities_city_idx";--> statement-breakpoint
DROP INDEX "subscriptions_opportunity_idx";--> statement-breakpoint
DROP INDEX "opportunities_open_recent_idx";--> statement-breakpoint
CREATE INDEX "opportunities_state_recent_idx" ON "opportunities" USING btree ("state_id","company_id","status_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","internal_recruitment","job_area_id","pcd","city_id");--> statement-breakpoint
CREATE INDEX "opportunities_city_recent_idx" ON "opportunities" USING btree ("city_id","company_id","status_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","internal_recruitment","state_id");--> statement-breakpoint
CREATE INDEX "opportunities_created_idx" ON "opportunities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_opportunity_step_idx" ON "subscriptions" USING btree ("opportunity_id","is_deleted","step");--> statement-breakpoint
CREATE INDEX "opportunities_open_recent_idx" ON "opportunities" USING btree ("company_id","status_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","internal_recruitment","state_id","job_area_id","pcd","title_normalized");