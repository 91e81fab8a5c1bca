-- State every platform process shares: rate-limit windows, solved captcha challenges and the users
-- lookup's references, each with its expiry (swept in small batches by accounts/shared-state.ts).
CREATE TABLE "captcha_replays" (
	"challenge" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lookup_refs" (
	"ref" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lookup_refs" ADD CONSTRAINT "lookup_refs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_replays_expires_idx" ON "captcha_replays" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lookup_refs_expires_idx" ON "lookup_refs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_windows_expires_idx" ON "rate_limit_windows" USING btree ("expires_at");