-- Trigram indexes (searches over names, titles and e-mails) need pg_trgm; PGlite loads it
-- through its `extensions` option, PostgreSQL ships it in contrib. Added by
-- src/db/regenerate-migration.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recruitee_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"api_token_id" uuid,
	"kind" text NOT NULL,
	"job_application_id" uuid,
	"file_id" uuid,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_log_kind_known" CHECK ("access_log"."kind" in ('file', 'applicationPdf', 'mergedPdf', 'export', 'listExport'))
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_type" smallint NOT NULL,
	"recruitee_id" uuid NOT NULL,
	"recruitment_id" uuid NOT NULL,
	"user_id" uuid,
	"creation_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"activity_time" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "activities_activity_type_range" CHECK ("activities"."activity_type" between 0 and 8)
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lookup_id" text NOT NULL,
	"secret_hash" "bytea" NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" uuid,
	"last_used_at" timestamp with time zone,
	"last_used_from" text
);
--> statement-breakpoint
CREATE TABLE "ats_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"oidc_issuer" text,
	"oidc_subject" text,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"invited_at" timestamp with time zone,
	"invited_by_user_id" uuid,
	"deactivated_at" timestamp with time zone,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"avatar" "bytea",
	"avatar_content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower("ats_users"."first_name" || ' ' || "ats_users"."last_name" || ' ' || "ats_users"."email")) STORED,
	CONSTRAINT "ats_users_oidc_identity_unique" UNIQUE("oidc_issuer","oidc_subject"),
	CONSTRAINT "ats_users_role_known" CHECK ("ats_users"."role" in ('Administrator', 'Recruiter', 'HiringManager', 'Interviewer')),
	CONSTRAINT "ats_users_status_known" CHECK ("ats_users"."status" in ('Invited', 'Active', 'Deactivated'))
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_name" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"outcome" text NOT NULL,
	"problems" text[] NOT NULL,
	"recruitee_id" uuid,
	"done" boolean DEFAULT false NOT NULL,
	"pending_values" jsonb,
	CONSTRAINT "candidate_import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "candidate_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"file_name" text NOT NULL,
	"resumes_file_name" text,
	"csv_storage_key" text,
	"resume_names" jsonb,
	"columns" jsonb NOT NULL,
	"sample_rows" jsonb NOT NULL,
	"suggested_mapping" jsonb NOT NULL,
	"settings" jsonb,
	"total_rows" integer NOT NULL,
	"checked_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"added_to_recruitment" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	"lease_until" timestamp with time zone,
	CONSTRAINT "candidate_imports_status_known" CHECK (status in ('Uploaded', 'Checking', 'Checked', 'Running', 'Cancelling', 'Cancelled', 'Failed', 'Finished'))
);
--> statement-breakpoint
CREATE TABLE "consent_version_texts" (
	"consent_version_id" uuid NOT NULL,
	"language_id" text NOT NULL,
	"consent" text NOT NULL,
	"future_openings_consent" text NOT NULL,
	"privacy_notice" text NOT NULL,
	CONSTRAINT "consent_version_texts_consent_version_id_language_id_pk" PRIMARY KEY("consent_version_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "consent_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	CONSTRAINT "consent_versions_effective_from_unique" UNIQUE("effective_from")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "duplicate_dismissals" (
	"first_recruitee_id" uuid NOT NULL,
	"second_recruitee_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_by" uuid,
	CONSTRAINT "duplicate_dismissals_first_recruitee_id_second_recruitee_id_pk" PRIMARY KEY("first_recruitee_id","second_recruitee_id"),
	CONSTRAINT "duplicate_dismissals_ordered" CHECK ("duplicate_dismissals"."first_recruitee_id" < "duplicate_dismissals"."second_recruitee_id")
);
--> statement-breakpoint
CREATE TABLE "duplicate_pairs" (
	"first_recruitee_id" uuid NOT NULL,
	"second_recruitee_id" uuid NOT NULL,
	"reasons" text[] NOT NULL,
	"newer_created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "duplicate_pairs_first_recruitee_id_second_recruitee_id_pk" PRIMARY KEY("first_recruitee_id","second_recruitee_id"),
	CONSTRAINT "duplicate_pairs_ordered" CHECK ("duplicate_pairs"."first_recruitee_id" < "duplicate_pairs"."second_recruitee_id")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"en" jsonb NOT NULL,
	"pl" jsonb NOT NULL,
	"last_edited" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edited_by" uuid
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recruitee_id" uuid,
	"content_sha256" text,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "files_size_bytes_non_negative" CHECK ("files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"recruitee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","operation","key")
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recruitee_id" uuid NOT NULL,
	"recruitment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referer" text,
	"questionnaire_structure" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"resume_file_id" uuid,
	"idempotency_key" uuid,
	"idempotency_fingerprint" text,
	"consented_at" timestamp with time zone,
	"consent_version_id" uuid,
	"source" text DEFAULT 'applied' NOT NULL,
	"source_detail" text,
	"added_by" uuid,
	"future_openings_consent_until" timestamp with time zone,
	"first_name" text,
	"last_name" text,
	"email" text,
	"phone_number" text,
	"prefix" text,
	"photo_file_id" uuid,
	"details_reviewed_at" timestamp with time zone,
	"details_reviewed_by" uuid,
	CONSTRAINT "job_applications_source_known" CHECK ("job_applications"."source" in ('applied', 'referral', 'sourced', 'agency', 'event', 'other'))
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_provider_store" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	CONSTRAINT "oidc_provider_store_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recruitee_id" uuid,
	"activity_id" uuid,
	"from_name" text,
	"reply_to" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"calendar" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_status_known" CHECK ("outbox_messages"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "position_localizations" (
	"position_id" uuid NOT NULL,
	"language_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "position_localizations_position_id_language_id_pk" PRIMARY KEY("position_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_versions" (
	"questionnaire_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"structure" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_versions_questionnaire_id_version_pk" PRIMARY KEY("questionnaire_id","version")
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"structure" jsonb DEFAULT '{"elements":[]}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_edited" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_status_range" CHECK ("questionnaires"."status" between 0 and 2),
	CONSTRAINT "questionnaires_version_positive" CHECK ("questionnaires"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "recruitee_merges" (
	"merged_recruitee_id" uuid PRIMARY KEY NOT NULL,
	"kept_recruitee_id" uuid NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merged_by" uuid
);
--> statement-breakpoint
CREATE TABLE "recruitees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"prefix" text,
	"photo_file_id" uuid,
	"details_application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anonymised_at" timestamp with time zone,
	"newest_application_id" uuid,
	"newest_application_at" timestamp with time zone,
	"duplicate_phone_key" text GENERATED ALWAYS AS (case when length(regexp_replace("recruitees"."phone_number", '[^0-9]', '', 'g')) >= 7 then right(regexp_replace("recruitees"."phone_number", '[^0-9]', '', 'g'), 9) end) STORED,
	"duplicate_name_key" text GENERATED ALWAYS AS (translate(lower(btrim(regexp_replace("recruitees"."first_name" || ' ' || "recruitees"."last_name", '[[:space:]]+', ' ', 'g'))), 'ąćęłńóśźżáàâäãåéèêëíìîïòôöõúùûüýÿçñ', 'acelnoszzaaaaaaeeeeiiiioooouuuuyycn') || '|' || split_part(lower("recruitees"."email"), '@', 1)) STORED,
	"search_text" text GENERATED ALWAYS AS (lower("recruitees"."first_name" || ' ' || "recruitees"."last_name" || ' ' || "recruitees"."email" || ' ' || "recruitees"."phone_number" || ' ' || regexp_replace("recruitees"."phone_number", '[^0-9]', '', 'g'))) STORED
);
--> statement-breakpoint
CREATE TABLE "recruitment_keywords" (
	"recruitment_id" uuid NOT NULL,
	"keyword_id" uuid NOT NULL,
	CONSTRAINT "recruitment_keywords_recruitment_id_keyword_id_pk" PRIMARY KEY("recruitment_id","keyword_id")
);
--> statement-breakpoint
CREATE TABLE "recruitment_recruitees" (
	"recruitment_id" uuid NOT NULL,
	"recruitee_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"newest_application_id" uuid,
	"newest_application_at" timestamp with time zone,
	CONSTRAINT "recruitment_recruitees_recruitment_id_recruitee_id_pk" PRIMARY KEY("recruitment_id","recruitee_id")
);
--> statement-breakpoint
CREATE TABLE "recruitment_stage_localizations" (
	"stage_id" uuid NOT NULL,
	"language_id" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "recruitment_stage_localizations_stage_id_language_id_pk" PRIMARY KEY("stage_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "recruitment_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stage_type" smallint NOT NULL,
	"stage_order" integer NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "recruitment_stages_order_positive" CHECK ("recruitment_stages"."stage_order" >= 1)
);
--> statement-breakpoint
CREATE TABLE "recruitment_team_members" (
	"recruitment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "recruitment_team_members_recruitment_id_user_id_pk" PRIMARY KEY("recruitment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "recruitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"position_id" uuid,
	"status" smallint DEFAULT 0 NOT NULL,
	"deadline" date,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"vacant_posts" integer DEFAULT 0 NOT NULL,
	"budget_per_position_min" numeric(14, 2) DEFAULT 0 NOT NULL,
	"budget_per_position_max" numeric(14, 2) DEFAULT 0 NOT NULL,
	"budget_currency_id" text,
	"questionnaire_id" uuid,
	"questionnaire_version" integer,
	"job_title" text DEFAULT '' NOT NULL,
	"job_description" text DEFAULT '' NOT NULL,
	"location_description" text DEFAULT '' NOT NULL,
	"location_latitude" double precision DEFAULT 0 NOT NULL,
	"location_longitude" double precision DEFAULT 0 NOT NULL,
	"remote_work_is_possible" boolean DEFAULT false NOT NULL,
	"owner_id" uuid NOT NULL,
	"hiring_manager_id" uuid,
	"job_offer_url" text,
	CONSTRAINT "recruitments_status_range" CHECK ("recruitments"."status" between 0 and 3),
	CONSTRAINT "recruitments_vacant_posts_range" CHECK ("recruitments"."vacant_posts" between 0 and 1000),
	CONSTRAINT "recruitments_budget_non_negative" CHECK ("recruitments"."budget_per_position_min" >= 0 and "recruitments"."budget_per_position_max" >= 0),
	CONSTRAINT "recruitments_questionnaire_version_pair" CHECK (("recruitments"."questionnaire_id" is null) = ("recruitments"."questionnaire_version" is null))
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"months_without_application" integer DEFAULT 12 NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by_user_id" uuid,
	"run_started_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_run_anonymised_count" integer,
	CONSTRAINT "retention_settings_single_row" CHECK ("retention_settings"."id" = 1),
	CONSTRAINT "retention_settings_months_range" CHECK ("retention_settings"."months_without_application" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recruitment_id" uuid NOT NULL,
	"recruitee_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"scoring_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scores_recruitment_recruitee_user_key" UNIQUE("recruitment_id","recruitee_id","user_id"),
	CONSTRAINT "scores_score_range" CHECK ("scores"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"id_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_domains_role_known" CHECK ("sign_in_domains"."role" in ('Administrator', 'Recruiter', 'HiringManager', 'Interviewer'))
);
--> statement-breakpoint
CREATE TABLE "stage_types" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "stage_types_name_unique" UNIQUE("name"),
	CONSTRAINT "stage_types_id_range" CHECK ("stage_types"."id" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "time_zones" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"utc_offset_minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt_number" integer NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response_status" integer,
	"latency_ms" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"ordering_key" uuid,
	"message_sequence" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"total_attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_response_status" integer,
	"last_latency_ms" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status_known" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"include_personal_data" boolean DEFAULT false NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"failing_since" timestamp with time zone,
	"disabled_reason" text,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "webhook_endpoints_disabled_reason_known" CHECK ("webhook_endpoints"."disabled_reason" is null or "webhook_endpoints"."disabled_reason" in ('failedForDays'))
);
--> statement-breakpoint
CREATE TABLE "webhook_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "webhook_messages_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_type" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordering_key" uuid,
	"data" jsonb NOT NULL,
	"personal_data" jsonb
);
--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_recruitee_id_recruitees_id_fk" FOREIGN KEY ("recruitee_id") REFERENCES "public"."recruitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_user_id_ats_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."ats_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_api_token_id_api_tokens_id_fk" FOREIGN KEY ("api_token_id") REFERENCES "public"."api_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_ats_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."ats_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_recruitment_recruitee_fk" FOREIGN KEY ("recruitment_id","recruitee_id") REFERENCES "public"."recruitment_recruitees"("recruitment_id","recruitee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_owner_id_ats_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ats_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_revoked_by_user_id_ats_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."ats_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_ats_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."ats_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_import_rows" ADD CONSTRAINT "candidate_import_rows_import_id_candidate_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."candidate_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_import_rows" ADD CONSTRAINT "candidate_import_rows_recruitee_id_recruitees_id_fk" FOREIGN KEY ("recruitee_id") REFERENCES "public"."recruitees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_imports" ADD CONSTRAINT "candidate_imports_created_by_ats_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."ats_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_version_texts" ADD CONSTRAINT "consent_version_texts_consent_version_id_consent_versions_id_fk" FOREIGN KEY ("consent_version_id") REFERENCES "public"."consent_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_version_texts" ADD CONSTRAINT "consent_version_texts_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_first_recruitee_id_recruitees_id_fk" FOREIGN KEY ("first_recruitee_id") REFERENCES "public"."recruitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_second_recruitee_id_recruitees_id_fk" FOREIGN KEY ("second_recruitee_id") REFERENCES "public"."recruitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_dismissals" ADD CONSTRAINT "duplicate_dismissals_dismissed_by_ats_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."ats_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_first_recruitee_id_recruitees_id_fk" FOREIGN KEY ("first_recruitee_id") REFERENCES "public"."recruitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD CONSTRAINT "duplicate_pairs_second_recruitee_id_recruitees_id_fk" FOREIGN KEY ("second_recruitee_id") REFERENCES "public"."recruitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_last_edited_by_ats_users_id_fk" FOREIGN KEY ("last_edited_by") REFERENCES "public"."ats_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_recruitee_id_recruitees_id_fk" FOREIGN KEY ("recruitee_id") REFERENCES "public"."recruitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_ats_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."ats_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_recruitee_id_recruitees_id_fk" FOREIGN KEY ("recruitee_id") REFERENCES "public"."recruitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_recruitee_id_recruitees_id_fk" FOREIGN KEY ("recruitee_id") REFERENCES "public"."recruitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_recruitment_id_recruitments_id_fk" FOREIGN KEY ("recruitment_id") REFERENCES "public"."recruitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_resume_file_id_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_consent_version_id_consent_versions_id_fk" FOREIGN KEY ("consent_version_id") REFERENCES "public"."consent_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_added_by_ats_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."ats_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_details_reviewed_by_ats_users_id_fk" FOREIGN KEY ("details_reviewed_by") REFERENCES "public"."ats_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_recruitee_id_recruitees_id_fk" FOREIGN KEY ("recruitee_id") REFERENCES "public"."recruitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_localizations" ADD CONSTRAINT "position_localizations_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_localizations" ADD CONSTRAINT "position_localizations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_versions" ADD CONSTRAINT "questionnaire_versions_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_created_by_ats_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."ats_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitee_merges" ADD CONSTRAINT "recruitee_merges_kept_recruitee_id_recruitees_id_fk" FOREIGN KEY ("kept_recruitee_id") REFERENCES "public"."recruitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitee_merges" ADD CONSTRAINT "recruitee_merges_merged_by_ats_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."ats_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitees" ADD CONSTRAINT "recruitees_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitees" ADD CONSTRAINT "recruitees_details_application_id_job_applications_id_fk" FOREIGN KEY ("details_application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_keywords" ADD CONSTRAINT "recruitment_keywords_recruitment_id_recruitments_id_fk" FOREIGN KEY ("recruitment_id") REFERENCES "public"."recruitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_keywords" ADD CONSTRAINT "recruitment_keywords_keyword_id_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_recruitees" ADD CONSTRAINT "recruitment_recruitees_recruitment_id_recruitments_id_fk" FOREIGN KEY ("recruitment_id") REFERENCES "public"."recruitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_recruitees" ADD CONSTRAINT "recruitment_recruitees_recruitee_id_recruitees_id_fk" FOREIGN KEY ("recruitee_id") REFERENCES "public"."recruitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_recruitees" ADD CONSTRAINT "recruitment_recruitees_stage_id_recruitment_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."recruitment_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_stage_localizations" ADD CONSTRAINT "recruitment_stage_localizations_stage_id_recruitment_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."recruitment_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_stage_localizations" ADD CONSTRAINT "recruitment_stage_localizations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_stages" ADD CONSTRAINT "recruitment_stages_stage_type_stage_types_id_fk" FOREIGN KEY ("stage_type") REFERENCES "public"."stage_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_team_members" ADD CONSTRAINT "recruitment_team_members_recruitment_id_recruitments_id_fk" FOREIGN KEY ("recruitment_id") REFERENCES "public"."recruitments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitment_team_members" ADD CONSTRAINT "recruitment_team_members_user_id_ats_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."ats_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitments" ADD CONSTRAINT "recruitments_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitments" ADD CONSTRAINT "recruitments_budget_currency_id_currencies_id_fk" FOREIGN KEY ("budget_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitments" ADD CONSTRAINT "recruitments_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitments" ADD CONSTRAINT "recruitments_owner_id_ats_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."ats_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitments" ADD CONSTRAINT "recruitments_hiring_manager_id_ats_users_id_fk" FOREIGN KEY ("hiring_manager_id") REFERENCES "public"."ats_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruitments" ADD CONSTRAINT "recruitments_questionnaire_version_fk" FOREIGN KEY ("questionnaire_id","questionnaire_version") REFERENCES "public"."questionnaire_versions"("questionnaire_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_updated_by_user_id_ats_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."ats_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_user_id_ats_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."ats_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_recruitment_recruitee_fk" FOREIGN KEY ("recruitment_id","recruitee_id") REFERENCES "public"."recruitment_recruitees"("recruitment_id","recruitee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_ats_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."ats_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_message_id_webhook_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."webhook_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_ats_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."ats_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_recruitee_accessed_at_id_idx" ON "access_log" USING btree ("recruitee_id","accessed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_recruitee_recruitment_created_idx" ON "activities" USING btree ("recruitee_id","recruitment_id","creation_timestamp" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_creation_timestamp_id_idx" ON "activities" USING btree ("creation_timestamp" DESC NULLS FIRST,"id" DESC NULLS FIRST,"recruitment_id");--> statement-breakpoint
CREATE INDEX "activities_recruitment_created_idx" ON "activities" USING btree ("recruitment_id","creation_timestamp" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activities_user_id_idx" ON "activities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_lookup_id_unique" ON "api_tokens" USING btree ("lookup_id");--> statement-breakpoint
CREATE INDEX "api_tokens_owner_created_idx" ON "api_tokens" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "api_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "api_tokens_created_idx" ON "api_tokens" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "api_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ats_users_invited_email_unique" ON "ats_users" USING btree (lower("email")) WHERE "ats_users"."oidc_subject" is null;--> statement-breakpoint
CREATE INDEX "ats_users_name_idx" ON "ats_users" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "ats_users_search_text_trgm_idx" ON "ats_users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_events_occurred_at_idx" ON "audit_events" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_import_rows_problems_idx" ON "candidate_import_rows" USING btree ("import_id","row_number") WHERE cardinality("candidate_import_rows"."problems") > 0;--> statement-breakpoint
CREATE INDEX "candidate_import_rows_recruitee_idx" ON "candidate_import_rows" USING btree ("recruitee_id");--> statement-breakpoint
CREATE INDEX "candidate_import_rows_email_idx" ON "candidate_import_rows" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "candidate_imports_created_idx" ON "candidate_imports" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "candidate_imports_status_idx" ON "candidate_imports" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "duplicate_dismissals_second_recruitee_id_idx" ON "duplicate_dismissals" USING btree ("second_recruitee_id");--> statement-breakpoint
CREATE INDEX "duplicate_pairs_newer_created_at_idx" ON "duplicate_pairs" USING btree ("newer_created_at" DESC NULLS FIRST,"first_recruitee_id","second_recruitee_id");--> statement-breakpoint
CREATE INDEX "duplicate_pairs_second_recruitee_id_idx" ON "duplicate_pairs" USING btree ("second_recruitee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_name_lower_key" ON "email_templates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "email_templates_name_trgm_idx" ON "email_templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "files_recruitee_id_idx" ON "files" USING btree ("recruitee_id");--> statement-breakpoint
CREATE INDEX "files_content_sha256_idx" ON "files" USING btree ("content_sha256") WHERE "files"."content_sha256" is not null;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_recruitee_id_idx" ON "idempotency_keys" USING btree ("recruitee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_idempotency_key_key" ON "job_applications" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "job_applications_recruitee_id_created_at_idx" ON "job_applications" USING btree ("recruitee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_recruitment_recruitee_created_at_idx" ON "job_applications" USING btree ("recruitment_id","recruitee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_recruitment_id_source_referer_idx" ON "job_applications" USING btree ("recruitment_id","source","referer");--> statement-breakpoint
CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_applications_source_referer_idx" ON "job_applications" USING btree ("source","referer");--> statement-breakpoint
CREATE UNIQUE INDEX "keywords_name_lower_key" ON "keywords" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "oidc_provider_store_grant_id_idx" ON "oidc_provider_store" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_provider_store_uid_idx" ON "oidc_provider_store" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_provider_store_user_code_idx" ON "oidc_provider_store" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_provider_store_expires_at_idx" ON "oidc_provider_store" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_messages_recruitee_id_idx" ON "outbox_messages" USING btree ("recruitee_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_activity_id_idx" ON "outbox_messages" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "position_localizations_name_trgm_idx" ON "position_localizations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "position_localizations_name_prefix_idx" ON "position_localizations" USING btree ("language_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "positions_is_deleted_created_at_idx" ON "positions" USING btree ("is_deleted","created_at");--> statement-breakpoint
CREATE INDEX "questionnaires_name_trgm_idx" ON "questionnaires" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "questionnaires_last_edited_idx" ON "questionnaires" USING btree ("last_edited" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questionnaires_status_last_edited_idx" ON "questionnaires" USING btree ("status","last_edited" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recruitee_merges_kept_recruitee_id_idx" ON "recruitee_merges" USING btree ("kept_recruitee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recruitees_email_lower_key" ON "recruitees" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "recruitees_search_text_trgm_idx" ON "recruitees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recruitees_created_at_idx" ON "recruitees" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recruitees_newest_application_idx" ON "recruitees" USING btree ("newest_application_at" DESC NULLS FIRST,"newest_application_id" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "recruitees_last_name_first_name_idx" ON "recruitees" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "recruitees_details_application_id_idx" ON "recruitees" USING btree ("details_application_id");--> statement-breakpoint
CREATE INDEX "recruitees_duplicate_phone_key_idx" ON "recruitees" USING btree ("duplicate_phone_key","id") WHERE "recruitees"."duplicate_phone_key" is not null;--> statement-breakpoint
CREATE INDEX "recruitees_duplicate_name_key_idx" ON "recruitees" USING btree ("duplicate_name_key","id");--> statement-breakpoint
CREATE INDEX "recruitment_keywords_keyword_id_idx" ON "recruitment_keywords" USING btree ("keyword_id");--> statement-breakpoint
CREATE INDEX "recruitment_recruitees_newest_application_idx" ON "recruitment_recruitees" USING btree ("recruitment_id","newest_application_at" DESC NULLS FIRST,"newest_application_id" DESC NULLS FIRST,"recruitee_id","stage_id");--> statement-breakpoint
CREATE INDEX "recruitment_recruitees_recruitment_stage_idx" ON "recruitment_recruitees" USING btree ("recruitment_id","stage_id");--> statement-breakpoint
CREATE INDEX "recruitment_recruitees_stage_id_idx" ON "recruitment_recruitees" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "recruitment_recruitees_created_at_stage_idx" ON "recruitment_recruitees" USING btree ("created_at","stage_id");--> statement-breakpoint
CREATE INDEX "recruitment_recruitees_recruitee_id_idx" ON "recruitment_recruitees" USING btree ("recruitee_id");--> statement-breakpoint
CREATE INDEX "recruitment_recruitees_new_idx" ON "recruitment_recruitees" USING btree ("recruitment_id") WHERE "recruitment_recruitees"."is_new";--> statement-breakpoint
CREATE INDEX "recruitment_stages_is_deleted_order_idx" ON "recruitment_stages" USING btree ("is_deleted","stage_order");--> statement-breakpoint
CREATE INDEX "recruitment_team_members_user_id_idx" ON "recruitment_team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recruitments_status_deadline_idx" ON "recruitments" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "recruitments_status_create_date_idx" ON "recruitments" USING btree ("status","create_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recruitments_create_date_idx" ON "recruitments" USING btree ("create_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "recruitments_title_trgm_idx" ON "recruitments" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "recruitments_position_id_idx" ON "recruitments" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "recruitments_questionnaire_id_idx" ON "recruitments" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE INDEX "recruitments_owner_id_idx" ON "recruitments" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "recruitments_hiring_manager_id_idx" ON "recruitments" USING btree ("hiring_manager_id");--> statement-breakpoint
CREATE INDEX "scores_user_id_idx" ON "scores" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scores_recruitment_user_recruitee_score_idx" ON "scores" USING btree ("recruitment_id","user_id","recruitee_id","score");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","attempt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_endpoint_message_key" ON "webhook_deliveries" USING btree ("endpoint_id","message_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" USING btree ("endpoint_id","ordering_key","message_sequence") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("endpoint_id","message_sequence" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_message_idx" ON "webhook_deliveries" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_created_idx" ON "webhook_endpoints" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "webhook_messages_ordering_key_idx" ON "webhook_messages" USING btree ("ordering_key");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_messages_sequence_key" ON "webhook_messages" USING btree ("sequence");--> statement-breakpoint

-- recruitees.newest_application_id/_at follow job_applications (added by
-- src/db/regenerate-migration.ts: drizzle-kit does not emit triggers).
CREATE FUNCTION recruitees_newest_application_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recruitees
  SET newest_application_id = NEW.id, newest_application_at = NEW.created_at
  WHERE id = NEW.recruitee_id
    AND (newest_application_at IS NULL
      OR (newest_application_at, newest_application_id) < (NEW.created_at, NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_applications_newest_application_insert AFTER INSERT ON job_applications
FOR EACH ROW EXECUTE FUNCTION recruitees_newest_application_after_insert();--> statement-breakpoint
CREATE FUNCTION recruitees_newest_application_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recruitees
  SET (newest_application_id, newest_application_at) = (
    SELECT newest.id, newest.created_at FROM job_applications AS newest
    WHERE newest.recruitee_id = recruitees.id
    ORDER BY newest.created_at DESC, newest.id DESC
    LIMIT 1
  )
  WHERE id = OLD.recruitee_id AND newest_application_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_applications_newest_application_delete AFTER DELETE ON job_applications
FOR EACH ROW EXECUTE FUNCTION recruitees_newest_application_after_delete();
--> statement-breakpoint

-- recruitment_recruitees.newest_application_id/_at follow job_applications (added by
-- src/db/regenerate-migration.ts: drizzle-kit does not emit triggers).
CREATE FUNCTION recruitment_recruitees_newest_application_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recruitment_recruitees
  SET newest_application_id = NEW.id, newest_application_at = NEW.created_at
  WHERE recruitment_id = NEW.recruitment_id AND recruitee_id = NEW.recruitee_id
    AND (newest_application_at IS NULL
      OR (newest_application_at, newest_application_id) < (NEW.created_at, NEW.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_applications_recruitment_newest_application_insert AFTER INSERT ON job_applications
FOR EACH ROW EXECUTE FUNCTION recruitment_recruitees_newest_application_after_insert();--> statement-breakpoint
CREATE FUNCTION recruitment_recruitees_newest_application_after_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE recruitment_recruitees
  SET (newest_application_id, newest_application_at) = (
    SELECT newest.id, newest.created_at FROM job_applications AS newest
    WHERE newest.recruitment_id = recruitment_recruitees.recruitment_id
      AND newest.recruitee_id = recruitment_recruitees.recruitee_id
    ORDER BY newest.created_at DESC, newest.id DESC
    LIMIT 1
  )
  WHERE recruitment_id = OLD.recruitment_id AND recruitee_id = OLD.recruitee_id
    AND newest_application_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER job_applications_recruitment_newest_application_delete AFTER DELETE ON job_applications
FOR EACH ROW EXECUTE FUNCTION recruitment_recruitees_newest_application_after_delete();--> statement-breakpoint
CREATE FUNCTION recruitment_recruitees_newest_application_before_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT newest.id, newest.created_at
  INTO NEW.newest_application_id, NEW.newest_application_at
  FROM job_applications AS newest
  WHERE newest.recruitment_id = NEW.recruitment_id AND newest.recruitee_id = NEW.recruitee_id
  ORDER BY newest.created_at DESC, newest.id DESC
  LIMIT 1;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER recruitment_recruitees_newest_application_insert BEFORE INSERT ON recruitment_recruitees
FOR EACH ROW EXECUTE FUNCTION recruitment_recruitees_newest_application_before_insert();
--> statement-breakpoint

-- duplicate_pairs follows recruitees, files and duplicate_dismissals (added by
-- src/db/regenerate-migration.ts: drizzle-kit does not emit triggers).
CREATE FUNCTION duplicate_pairs_refresh(target uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF target IS NULL THEN
    RETURN;
  END IF;
  DELETE FROM duplicate_pairs WHERE first_recruitee_id = target;
  DELETE FROM duplicate_pairs WHERE second_recruitee_id = target;
  INSERT INTO duplicate_pairs (first_recruitee_id, second_recruitee_id, reasons, newer_created_at)
  SELECT least(a.id, b.id), greatest(a.id, b.id),
    array_agg(DISTINCT m.reason ORDER BY m.reason), greatest(a.created_at, b.created_at)
  FROM recruitees AS a
  CROSS JOIN LATERAL (
    SELECT other.id AS other_id, 'phone' AS reason FROM recruitees AS other
    WHERE a.duplicate_phone_key IS NOT NULL
      AND other.duplicate_phone_key = a.duplicate_phone_key AND other.id <> a.id
    UNION ALL
    SELECT other.id, 'nameAndEmail' FROM recruitees AS other
    WHERE other.duplicate_name_key = a.duplicate_name_key AND other.id <> a.id
    UNION ALL
    SELECT same.recruitee_id, 'file'
    FROM (SELECT f.content_sha256 FROM files AS f WHERE f.recruitee_id = a.id OFFSET 0) AS fa
    CROSS JOIN LATERAL (
      SELECT fb.recruitee_id FROM files AS fb
      WHERE fb.content_sha256 = fa.content_sha256 AND fb.content_sha256 IS NOT NULL
        AND fb.recruitee_id <> a.id
    ) AS same
    WHERE fa.content_sha256 IS NOT NULL
  ) AS m
  JOIN recruitees AS b ON b.id = m.other_id
  WHERE a.id = target AND a.anonymised_at IS NULL AND b.anonymised_at IS NULL
    AND NOT EXISTS (
      SELECT 1 FROM duplicate_dismissals AS d
      WHERE d.first_recruitee_id = least(a.id, b.id) AND d.second_recruitee_id = greatest(a.id, b.id))
  GROUP BY least(a.id, b.id), greatest(a.id, b.id), greatest(a.created_at, b.created_at);
END
$$;--> statement-breakpoint
CREATE FUNCTION duplicate_pairs_after_recruitee_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM duplicate_pairs_refresh(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER recruitees_duplicate_pairs_insert AFTER INSERT ON recruitees
FOR EACH ROW EXECUTE FUNCTION duplicate_pairs_after_recruitee_change();--> statement-breakpoint
CREATE TRIGGER recruitees_duplicate_pairs_update
AFTER UPDATE OF first_name, last_name, email, phone_number, created_at, anonymised_at ON recruitees
FOR EACH ROW WHEN (
  OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
  OR OLD.email IS DISTINCT FROM NEW.email OR OLD.phone_number IS DISTINCT FROM NEW.phone_number
  OR OLD.created_at IS DISTINCT FROM NEW.created_at
  OR OLD.anonymised_at IS DISTINCT FROM NEW.anonymised_at
) EXECUTE FUNCTION duplicate_pairs_after_recruitee_change();--> statement-breakpoint
CREATE FUNCTION duplicate_pairs_after_file_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM duplicate_pairs_refresh(OLD.recruitee_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT')
    AND (TG_OP = 'INSERT' OR NEW.recruitee_id IS DISTINCT FROM OLD.recruitee_id) THEN
    PERFORM duplicate_pairs_refresh(NEW.recruitee_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER files_duplicate_pairs_insert AFTER INSERT ON files
FOR EACH ROW WHEN (NEW.content_sha256 IS NOT NULL AND NEW.recruitee_id IS NOT NULL)
EXECUTE FUNCTION duplicate_pairs_after_file_change();--> statement-breakpoint
CREATE TRIGGER files_duplicate_pairs_delete AFTER DELETE ON files
FOR EACH ROW WHEN (OLD.content_sha256 IS NOT NULL AND OLD.recruitee_id IS NOT NULL)
EXECUTE FUNCTION duplicate_pairs_after_file_change();--> statement-breakpoint
CREATE TRIGGER files_duplicate_pairs_update AFTER UPDATE OF content_sha256, recruitee_id ON files
FOR EACH ROW WHEN (
  (OLD.content_sha256 IS NOT NULL OR NEW.content_sha256 IS NOT NULL)
  AND (OLD.content_sha256 IS DISTINCT FROM NEW.content_sha256
    OR OLD.recruitee_id IS DISTINCT FROM NEW.recruitee_id)
) EXECUTE FUNCTION duplicate_pairs_after_file_change();--> statement-breakpoint
CREATE FUNCTION duplicate_pairs_after_dismissal() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM duplicate_pairs
  WHERE first_recruitee_id = NEW.first_recruitee_id AND second_recruitee_id = NEW.second_recruitee_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER duplicate_dismissals_duplicate_pairs_insert AFTER INSERT ON duplicate_dismissals
FOR EACH ROW EXECUTE FUNCTION duplicate_pairs_after_dismissal();
