CREATE TABLE "partner_callback_ids" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "partner_callback_ids_expires_idx" ON "partner_callback_ids" USING btree ("expires_at");