CREATE TABLE "api_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"cep" text PRIMARY KEY NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"neighborhood" text DEFAULT '' NOT NULL,
	"city_id" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "opportunities_recent_idx";--> statement-breakpoint
ALTER TABLE "postal_codes" ADD CONSTRAINT "postal_codes_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_sessions_token_hash_idx" ON "api_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_sessions_expires_idx" ON "api_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "postal_codes_city_idx" ON "postal_codes" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "opportunities_open_recent_idx" ON "opportunities" USING btree ("company_id","status_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);