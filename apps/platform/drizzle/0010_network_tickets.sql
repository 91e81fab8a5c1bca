CREATE TABLE "network_ticket_uses" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stand_in_network_ids" (
	"provider" text NOT NULL,
	"email" text NOT NULL,
	"provider_id" text NOT NULL,
	CONSTRAINT "stand_in_network_ids_provider_email_pk" PRIMARY KEY("provider","email")
);
--> statement-breakpoint
CREATE INDEX "network_ticket_uses_expires_idx" ON "network_ticket_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stand_in_network_ids_provider_id_idx" ON "stand_in_network_ids" USING btree ("provider","provider_id");