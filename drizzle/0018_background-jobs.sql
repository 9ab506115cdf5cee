CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 1 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_key_unique" UNIQUE("key"),
	CONSTRAINT "job_runs_status_check" CHECK ("job_runs"."status" is null or "job_runs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
-- Messages still to send and imports still to run carry on as runs of their jobs.
INSERT INTO "job_runs" ("name", "key", "payload", "run_at", "attempts", "max_attempts")
SELECT 'mail', 'mail:' || "id", jsonb_build_object('id', "id"), "next_attempt_at", "attempts", 8
FROM "mail_outbox" WHERE "sent_at" IS NULL AND "attempts" < 8;--> statement-breakpoint
INSERT INTO "job_runs" ("name", "key", "payload", "max_attempts")
SELECT 'import', 'import:' || "id", jsonb_build_object('id', "id"), 5
FROM "import_jobs" WHERE "status" IN ('queued', 'running');--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "job_runs_due_idx" ON "job_runs" USING btree ("run_at") WHERE "job_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "job_runs_finished_idx" ON "job_runs" USING btree ("finished_at") WHERE "job_runs"."status" in ('done', 'failed');--> statement-breakpoint
CREATE INDEX "locations_name_lower_idx" ON "locations" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "import_jobs" DROP COLUMN "runner";--> statement-breakpoint
ALTER TABLE "import_jobs" DROP COLUMN "heartbeat_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";