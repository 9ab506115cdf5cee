CREATE TABLE "import_job_rows" (
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"line" integer NOT NULL,
	"name" text,
	"plan" text NOT NULL,
	"message" text NOT NULL,
	"place" jsonb,
	"match_id" uuid,
	"match_slug" text,
	"match_name" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" text,
	"outcome_message" text,
	"slug" text,
	CONSTRAINT "import_job_rows_job_id_position_pk" PRIMARY KEY("job_id","position"),
	CONSTRAINT "import_job_rows_plan_check" CHECK ("import_job_rows"."plan" is null or "import_job_rows"."plan" in ('new', 'present', 'skip', 'error'))
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"mode" text,
	"file_name" text NOT NULL,
	"created_by" text,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"error" text,
	"runner" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" is null or "import_jobs"."status" in ('preview', 'queued', 'running', 'done', 'failed', 'cancelled')),
	CONSTRAINT "import_jobs_mode_check" CHECK ("import_jobs"."mode" is null or "import_jobs"."mode" in ('skip', 'update'))
);
--> statement-breakpoint
ALTER TABLE "import_job_rows" ADD CONSTRAINT "import_job_rows_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job_rows" ADD CONSTRAINT "import_job_rows_match_id_locations_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_job_rows_match_id_idx" ON "import_job_rows" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "import_job_rows_pending_idx" ON "import_job_rows" USING btree ("job_id","position") WHERE "import_job_rows"."outcome" is null;--> statement-breakpoint
CREATE INDEX "import_jobs_status_idx" ON "import_jobs" USING btree ("status");