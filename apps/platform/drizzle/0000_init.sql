CREATE TABLE "benefits" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_normalized" text NOT NULL,
	"state_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"website" text,
	"score" double precision,
	"evaluations_count" integer DEFAULT 0 NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"street" text,
	"neighborhood" text,
	"state_abbr" text,
	"zipcode" text,
	"country" text DEFAULT 'Brasil' NOT NULL,
	CONSTRAINT "companies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "job_areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_normalized" text NOT NULL,
	"level" text NOT NULL,
	"acting_mode" text NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"pcd" boolean DEFAULT false NOT NULL,
	"responsability" text DEFAULT '' NOT NULL,
	"requirement" text DEFAULT '' NOT NULL,
	"work_environment" text DEFAULT '' NOT NULL,
	"cover" text,
	"published_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone NOT NULL,
	"street" text,
	"number" text,
	"neighborhood" text,
	"neighborhood_normalized" text,
	"zipcode" text,
	"city_id" integer,
	"state_id" integer,
	"other_benefit" text,
	"descriptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"company_id" integer NOT NULL,
	"team" text,
	"job_area_id" integer,
	"indication_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ninenine_apply" boolean DEFAULT false NOT NULL,
	"whatsapp_apply" boolean DEFAULT false NOT NULL,
	"polo_description" text,
	"temporary" boolean DEFAULT false NOT NULL,
	"internal_recruitment" boolean DEFAULT false NOT NULL,
	"tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collection" text,
	"seeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_benefits" (
	"opportunity_id" integer NOT NULL,
	"benefit_id" integer NOT NULL,
	CONSTRAINT "opportunity_benefits_opportunity_id_benefit_id_pk" PRIMARY KEY("opportunity_id","benefit_id")
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"anchored_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"abbr" text NOT NULL,
	"ibge_code" integer NOT NULL,
	CONSTRAINT "states_abbr_unique" UNIQUE("abbr")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"cover" text,
	CONSTRAINT "teams_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_team_teams_slug_fk" FOREIGN KEY ("team") REFERENCES "public"."teams"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_job_area_id_job_areas_id_fk" FOREIGN KEY ("job_area_id") REFERENCES "public"."job_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_benefits" ADD CONSTRAINT "opportunity_benefits_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_benefits" ADD CONSTRAINT "opportunity_benefits_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_state_name_idx" ON "cities" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "cities_name_normalized_idx" ON "cities" USING btree ("name_normalized");--> statement-breakpoint
CREATE INDEX "opportunities_listing_idx" ON "opportunities" USING btree ("company_id","status_id","expired_at");--> statement-breakpoint
CREATE INDEX "opportunities_recent_idx" ON "opportunities" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_state_idx" ON "opportunities" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "opportunities_city_idx" ON "opportunities" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "opportunities_pcd_idx" ON "opportunities" USING btree ("pcd") WHERE "opportunities"."pcd";--> statement-breakpoint
CREATE INDEX "opportunities_team_idx" ON "opportunities" USING btree ("team");--> statement-breakpoint
CREATE INDEX "opportunities_job_area_idx" ON "opportunities" USING btree ("job_area_id");--> statement-breakpoint
CREATE INDEX "opportunities_level_idx" ON "opportunities" USING btree ("level");--> statement-breakpoint
CREATE INDEX "opportunities_collection_idx" ON "opportunities" USING btree ("collection");--> statement-breakpoint
CREATE INDEX "opportunities_title_normalized_idx" ON "opportunities" USING btree ("title_normalized");--> statement-breakpoint
CREATE INDEX "opportunity_benefits_benefit_idx" ON "opportunity_benefits" USING btree ("benefit_id");