CREATE TABLE "tests" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"source" text DEFAULT 'ninenine_jobs' NOT NULL,
	"partner_url" text,
	"time_limit_seconds" integer,
	"can_edit" boolean DEFAULT true NOT NULL,
	"hide_to_candidate" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_test_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_test_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_answer_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"order" integer NOT NULL,
	"option" text NOT NULL,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "test_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"header_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text_answer" text,
	"url_movie" text,
	"time_to_finish" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_headers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_headers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"test_id" integer NOT NULL,
	"opportunity_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"started_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"extra_time_percent" integer,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"order" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"is_movie" boolean DEFAULT false NOT NULL,
	"is_text" boolean DEFAULT false NOT NULL,
	"min_characters" integer,
	"max_characters" integer,
	"required_answers" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "extra_time_percent" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_test_results" ADD CONSTRAINT "partner_test_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_test_results" ADD CONSTRAINT "partner_test_results_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answer_options" ADD CONSTRAINT "test_answer_options_question_id_test_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."test_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_header_id_test_headers_id_fk" FOREIGN KEY ("header_id") REFERENCES "public"."test_headers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_question_id_test_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."test_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_headers" ADD CONSTRAINT "test_headers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_headers" ADD CONSTRAINT "test_headers_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_headers" ADD CONSTRAINT "test_headers_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_test_results_user_test_idx" ON "partner_test_results" USING btree ("user_id","test_id");--> statement-breakpoint
CREATE INDEX "test_answer_options_question_idx" ON "test_answer_options" USING btree ("question_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "test_answers_header_question_idx" ON "test_answers" USING btree ("header_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_headers_user_test_idx" ON "test_headers" USING btree ("user_id","test_id");--> statement-breakpoint
CREATE INDEX "test_questions_test_idx" ON "test_questions" USING btree ("test_id","order");