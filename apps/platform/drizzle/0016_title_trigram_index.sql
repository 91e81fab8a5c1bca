-- pg_trgm for the search's LIKE '%…%' (docs/operations.md, "PostgreSQL"): a trusted extension, which the
-- database's owner may create.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "opportunities_title_trgm_idx" ON "opportunities" USING gin ("title_normalized" gin_trgm_ops);
