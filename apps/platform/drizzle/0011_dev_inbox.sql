CREATE TABLE "dev_inbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_inbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"message_id" text,
	"raw" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dev_inbox_to_idx" ON "dev_inbox" USING btree ("channel","to","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_inbox_sms_key_idx" ON "dev_inbox" USING btree ("message_id") WHERE "dev_inbox"."channel" = 'sms';