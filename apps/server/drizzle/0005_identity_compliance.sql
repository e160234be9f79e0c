CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"backend" text NOT NULL,
	"key_id" text NOT NULL,
	"data" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"side" text NOT NULL,
	"file_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"idn" text,
	"expires_at" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"source" text DEFAULT 'upload' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idv_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idv_applicants" (
	"id" text PRIMARY KEY NOT NULL,
	"external_user_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"level" text NOT NULL,
	"review_status" text NOT NULL,
	"review_answer" text,
	"reject_type" text,
	"client_comment" text,
	"moderation_comment" text,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "idv_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" text NOT NULL,
	"slot" text NOT NULL,
	"doc_type" text NOT NULL,
	"file_id" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"digest" text NOT NULL,
	"type" text NOT NULL,
	"applicant_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_kyc" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"level" text NOT NULL,
	"provider" text NOT NULL,
	"applicant_id" text,
	"status" text NOT NULL,
	"reject_type" text,
	"reject_reason" text,
	"id_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"option_id" integer,
	"answer" text
);
--> statement-breakpoint
CREATE TABLE "survey_content_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_id" integer NOT NULL,
	"position" integer NOT NULL,
	"value" text NOT NULL,
	"name" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"aml_points" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"question" jsonb NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"type" text NOT NULL,
	"staff_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"skin_id" integer,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aml_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"previous_level" text,
	"factors" jsonb NOT NULL,
	"trigger" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "aml_level" text DEFAULT 'low' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "pseudonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_media" ADD CONSTRAINT "document_media_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_media" ADD CONSTRAINT "document_media_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idv_access_tokens" ADD CONSTRAINT "idv_access_tokens_applicant_id_idv_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."idv_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idv_applicants" ADD CONSTRAINT "idv_applicants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idv_applicants" ADD CONSTRAINT "idv_applicants_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idv_files" ADD CONSTRAINT "idv_files_applicant_id_idv_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."idv_applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idv_files" ADD CONSTRAINT "idv_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_kyc" ADD CONSTRAINT "player_kyc_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_content_id_survey_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."survey_contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_option_id_survey_content_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."survey_content_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_content_options" ADD CONSTRAINT "survey_content_options_content_id_survey_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."survey_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_contents" ADD CONSTRAINT "survey_contents_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_requirements" ADD CONSTRAINT "survey_requirements_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_requirements" ADD CONSTRAINT "survey_requirements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_skin_id_skins_id_fk" FOREIGN KEY ("skin_id") REFERENCES "public"."skins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_assessments" ADD CONSTRAINT "aml_assessments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aml_assessments" ADD CONSTRAINT "aml_assessments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_player_idx" ON "stored_files" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_media_side_idx" ON "document_media" USING btree ("document_id","side");--> statement-breakpoint
CREATE INDEX "documents_player_idx" ON "documents" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idv_applicants_player_level_idx" ON "idv_applicants" USING btree ("player_id","level");--> statement-breakpoint
CREATE INDEX "idv_applicants_review_idx" ON "idv_applicants" USING btree ("review_status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "idv_files_slot_idx" ON "idv_files" USING btree ("applicant_id","attempt","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_webhook_events_digest_idx" ON "kyc_webhook_events" USING btree ("provider","digest");--> statement-breakpoint
CREATE UNIQUE INDEX "player_kyc_level_idx" ON "player_kyc" USING btree ("player_id","level");--> statement-breakpoint
CREATE INDEX "survey_answers_response_idx" ON "survey_answers" USING btree ("response_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_content_options_value_idx" ON "survey_content_options" USING btree ("content_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_contents_key_idx" ON "survey_contents" USING btree ("survey_id","key");--> statement-breakpoint
CREATE INDEX "survey_requirements_player_idx" ON "survey_requirements" USING btree ("player_id","type");--> statement-breakpoint
CREATE INDEX "survey_responses_player_idx" ON "survey_responses" USING btree ("player_id","survey_id","created_at");--> statement-breakpoint
CREATE INDEX "surveys_type_idx" ON "surveys" USING btree ("skin_id","type","status");--> statement-breakpoint
CREATE INDEX "aml_assessments_player_idx" ON "aml_assessments" USING btree ("player_id","created_at");