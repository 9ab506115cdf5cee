CREATE TABLE "place_review_stats" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"review_count" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"spread" jsonb NOT NULL,
	"score" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"rating" integer NOT NULL,
	"visit_month" date NOT NULL,
	"dog_sizes" jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text NOT NULL,
	"hold_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_reason" text,
	"reject_note" text,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_reviews_rating_check" CHECK ("place_reviews"."rating" between 1 and 5),
	CONSTRAINT "place_reviews_status_check" CHECK ("place_reviews"."status" is null or "place_reviews"."status" in ('pending', 'published', 'rejected', 'removed')),
	CONSTRAINT "place_reviews_reject_reason_check" CHECK ("place_reviews"."reject_reason" is null or "place_reviews"."reject_reason" in ('not-first-hand', 'off-topic', 'offensive', 'personal-information', 'spam', 'other'))
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"url" text NOT NULL,
	"widths" jsonb NOT NULL,
	"caption" text,
	"position" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"reject_note" text,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_photos_status_check" CHECK ("review_photos"."status" is null or "review_photos"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "review_photos_reject_reason_check" CHECK ("review_photos"."reject_reason" is null or "review_photos"."reject_reason" in ('not-first-hand', 'off-topic', 'offensive', 'personal-information', 'spam', 'other'))
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" is null or "review_reports"."reason" in ('not-first-hand', 'offensive', 'personal-information', 'spam', 'wrong-place', 'other'))
);
--> statement-breakpoint
ALTER TABLE "place_review_stats" ADD CONSTRAINT "place_review_stats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reviews" ADD CONSTRAINT "place_reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reviews" ADD CONSTRAINT "place_reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_reviews" ADD CONSTRAINT "place_reviews_moderated_by_user_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_place_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."place_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_moderated_by_user_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_place_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."place_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_review_stats_score_idx" ON "place_review_stats" USING btree ("score" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "place_reviews_location_user_idx" ON "place_reviews" USING btree ("location_id","user_id");--> statement-breakpoint
CREATE INDEX "place_reviews_location_status_idx" ON "place_reviews" USING btree ("location_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "place_reviews_status_idx" ON "place_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "place_reviews_user_idx" ON "place_reviews" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id","position");--> statement-breakpoint
CREATE INDEX "review_photos_status_idx" ON "review_photos" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_user_idx" ON "review_reports" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("resolved_at","created_at");