CREATE TABLE "web_vitals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_vitals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"route" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"navigation_type" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_received_idx" ON "web_vitals" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "web_vitals_metric_route_idx" ON "web_vitals" USING btree ("metric","route");