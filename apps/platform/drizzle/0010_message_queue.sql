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
DROP TABLE "outbox" CASCADE;--> statement-breakpoint
CREATE INDEX "outgoing_messages_to_idx" ON "outgoing_messages" USING btree ("to");--> statement-breakpoint
CREATE INDEX "outgoing_messages_due_idx" ON "outgoing_messages" USING btree ("next_attempt_at") WHERE "outgoing_messages"."status" in ('pending', 'sending');