CREATE TABLE "open_data_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"upstream_id" text NOT NULL,
	"upstream_type" text,
	"name" text,
	"category" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"county" text,
	"city" text,
	"address" text,
	"zip" text,
	"phone" text,
	"website" text,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"location_id" uuid,
	"changes" jsonb,
	"gone_upstream" boolean DEFAULT false NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_at" timestamp with time zone,
	CONSTRAINT "open_data_candidates_source_check" CHECK ("open_data_candidates"."source" is null or "open_data_candidates"."source" in ('osm', 'usda', 'miami-dade-parks')),
	CONSTRAINT "open_data_candidates_status_check" CHECK ("open_data_candidates"."status" is null or "open_data_candidates"."status" in ('pending', 'accepted', 'linked', 'rejected')),
	CONSTRAINT "open_data_candidates_category_check" CHECK ("open_data_candidates"."category" is null or "open_data_candidates"."category" in ('beach', 'dog-beach', 'public-beach', 'park', 'dog-park', 'city-park', 'county-park', 'state-park', 'farmers-market', 'hiking-area', 'nature-preserve')),
	CONSTRAINT "open_data_candidates_reject_reason_check" CHECK ("open_data_candidates"."reject_reason" is null or "open_data_candidates"."reject_reason" in ('private', 'business', 'not-dog-friendly', 'closed', 'not-a-place', 'outside-florida')),
	CONSTRAINT "open_data_candidates_upstream_type_check" CHECK ("open_data_candidates"."upstream_type" is null or "open_data_candidates"."upstream_type" in ('node', 'way', 'relation'))
);
--> statement-breakpoint
CREATE TABLE "open_data_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"file_hash" text NOT NULL,
	"rows" integer NOT NULL,
	"created" integer NOT NULL,
	"changed" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"gone" integer NOT NULL,
	"refused" integer NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed_tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"imported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_data_imports_source_check" CHECK ("open_data_imports"."source" is null or "open_data_imports"."source" in ('osm', 'usda', 'miami-dade-parks'))
);
--> statement-breakpoint
ALTER TABLE "open_data_candidates" ADD CONSTRAINT "open_data_candidates_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_data_candidates" ADD CONSTRAINT "open_data_candidates_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_data_imports" ADD CONSTRAINT "open_data_imports_imported_by_user_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_data_candidates_upstream_idx" ON "open_data_candidates" USING btree ("source","upstream_id");--> statement-breakpoint
CREATE INDEX "open_data_candidates_queue_idx" ON "open_data_candidates" USING btree ("status","source","county");--> statement-breakpoint
CREATE INDEX "open_data_candidates_location_idx" ON "open_data_candidates" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "open_data_imports_created_idx" ON "open_data_imports" USING btree ("created_at" DESC NULLS LAST);