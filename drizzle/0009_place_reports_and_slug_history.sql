CREATE TABLE "place_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"source_url" text,
	"email" text,
	"user_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_note" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_reports_kind_check" CHECK ("place_reports"."kind" is null or "place_reports"."kind" in ('closed', 'dog-rules', 'hours', 'location', 'other')),
	CONSTRAINT "place_reports_status_check" CHECK ("place_reports"."status" is null or "place_reports"."status" in ('open', 'applied', 'not-applied'))
);
--> statement-breakpoint
CREATE TABLE "slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"location_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "place_reports" ADD CONSTRAINT "place_reports_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reports" ADD CONSTRAINT "place_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reports" ADD CONSTRAINT "place_reports_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_history" ADD CONSTRAINT "slug_history_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_reports_status_idx" ON "place_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "place_reports_location_id_idx" ON "place_reports" USING btree ("location_id","status");--> statement-breakpoint
CREATE INDEX "slug_history_location_id_idx" ON "slug_history" USING btree ("location_id");