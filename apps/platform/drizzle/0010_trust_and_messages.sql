CREATE TABLE "dev_inbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_inbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"message_id" text,
	"raw" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "network_ticket_uses" (
	"ticket_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outgoing_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"channel" text NOT NULL,
	"template" text NOT NULL,
	"to" text NOT NULL,
	"brand" text,
	"data" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"dead_at" timestamp with time zone,
	CONSTRAINT "outgoing_messages_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "outgoing_messages_status_check" CHECK ("outgoing_messages"."status" in ('pending', 'sending', 'sent', 'dead'))
);
--> statement-breakpoint
CREATE TABLE "stand_in_network_ids" (
	"provider" text NOT NULL,
	"email" text NOT NULL,
	"provider_id" text NOT NULL,
	CONSTRAINT "stand_in_network_ids_provider_email_pk" PRIMARY KEY("provider","email")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "link_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "dev_inbox_to_idx" ON "dev_inbox" USING btree ("channel","to","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_inbox_sms_key_idx" ON "dev_inbox" USING btree ("message_id") WHERE "dev_inbox"."channel" = 'sms';--> statement-breakpoint
CREATE INDEX "network_ticket_uses_expires_idx" ON "network_ticket_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outgoing_messages_to_idx" ON "outgoing_messages" USING btree ("to");--> statement-breakpoint
CREATE INDEX "outgoing_messages_due_idx" ON "outgoing_messages" USING btree ("next_attempt_at") WHERE "outgoing_messages"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "stand_in_network_ids_provider_id_idx" ON "stand_in_network_ids" USING btree ("provider","provider_id");