CREATE TABLE "form_structures" (
	"opportunity_id" integer PRIMARY KEY NOT NULL,
	"personal_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"education" text,
	"professional_experience" text,
	"language_proficiency" text,
	"questions" text
);
--> statement-breakpoint
CREATE TABLE "medical_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medical_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"opportunity_id" integer NOT NULL,
	"title" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"candidate" boolean DEFAULT true NOT NULL,
	"eliminatory_question" boolean DEFAULT false NOT NULL,
	"eliminatory_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"eliminatory_template" text,
	"hint" text,
	"html_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"slug" text,
	"in_subscription" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"opportunity_id" integer NOT NULL,
	"step" text DEFAULT 'lead' NOT NULL,
	"source" text,
	"indication_name" text,
	"indication_email" text,
	"origin_company" integer,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"draft" jsonb,
	"refusal_template" text,
	"review_requested_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthday" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nationality" text DEFAULT 'Brasil' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marital_status_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pronoun_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "race_and_ethnicity_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sexual_orientation_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "family_income_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "personal_income_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_disability" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disability_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "need_help_selection_process" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "description_help_selection_process" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "what_do_you_love" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "complement" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "neighborhood" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address_country" text;--> statement-breakpoint
ALTER TABLE "form_structures" ADD CONSTRAINT "form_structures_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_reports" ADD CONSTRAINT "medical_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_reports" ADD CONSTRAINT "medical_reports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_files" ADD CONSTRAINT "question_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_files" ADD CONSTRAINT "question_files_question_id_subscription_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."subscription_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_files" ADD CONSTRAINT "question_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_questions" ADD CONSTRAINT "subscription_questions_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_reports_user_idx" ON "medical_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "question_files_user_question_idx" ON "question_files" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "stored_files_user_idx" ON "stored_files" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "subscription_questions_opportunity_idx" ON "subscription_questions" USING btree ("opportunity_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_user_opportunity_idx" ON "subscriptions" USING btree ("user_id","opportunity_id") WHERE "subscriptions"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_opportunity_idx" ON "subscriptions" USING btree ("opportunity_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;