CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"icon" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amenities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"submitter_name" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"city" text NOT NULL,
	"county" text,
	"address" text,
	"zip" text,
	"phone" text,
	"leash_policy" text NOT NULL,
	"description" text NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"hours" text,
	"fees" text,
	"fee_details" text,
	"parking_details" text,
	"rules" text,
	"image_url" text,
	"map_url" text,
	"notes" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text,
	"location_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_submissions_status_check" CHECK ("location_submissions"."status" is null or "location_submissions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "location_submissions_category_check" CHECK ("location_submissions"."category" is null or "location_submissions"."category" in ('beach', 'dog-beach', 'public-beach', 'park', 'dog-park', 'city-park', 'county-park', 'state-park', 'farmers-market', 'hiking-area', 'nature-preserve')),
	CONSTRAINT "location_submissions_leash_policy_check" CHECK ("location_submissions"."leash_policy" is null or "location_submissions"."leash_policy" in ('on-leash', 'off-leash', 'off-leash-designated-areas', 'off-leash-designated-times', 'on-leash-designated-areas', 'designated-areas')),
	CONSTRAINT "location_submissions_fees_check" CHECK ("location_submissions"."fees" is null or "location_submissions"."fees" in ('free', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'park' NOT NULL,
	"region" text DEFAULT 'central' NOT NULL,
	"city" text,
	"county" text,
	"address" text,
	"zip" text,
	"phone" text,
	"lat" double precision,
	"lng" double precision,
	"leash_policy" text,
	"rules" jsonb,
	"fees" text,
	"fee_details" text,
	"hours" text,
	"seasonality" text,
	"accessibility_notes" text,
	"parking_details" text,
	"safety_notes" text,
	"crowd_level" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"map_url" text,
	"external_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rating" double precision,
	"review_count" integer,
	"description" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "locations_category_check" CHECK ("locations"."category" is null or "locations"."category" in ('beach', 'dog-beach', 'public-beach', 'park', 'dog-park', 'city-park', 'county-park', 'state-park', 'farmers-market', 'hiking-area', 'nature-preserve')),
	CONSTRAINT "locations_region_check" CHECK ("locations"."region" is null or "locations"."region" in ('north', 'central', 'south', 'keys')),
	CONSTRAINT "locations_leash_policy_check" CHECK ("locations"."leash_policy" is null or "locations"."leash_policy" in ('on-leash', 'off-leash', 'off-leash-designated-areas', 'off-leash-designated-times', 'on-leash-designated-areas', 'designated-areas')),
	CONSTRAINT "locations_fees_check" CHECK ("locations"."fees" is null or "locations"."fees" in ('free', 'paid')),
	CONSTRAINT "locations_crowd_level_check" CHECK ("locations"."crowd_level" is null or "locations"."crowd_level" in ('quiet', 'moderate', 'busy')),
	CONSTRAINT "locations_rating_check" CHECK ("locations"."rating" is null or ("locations"."rating" >= 0 and "locations"."rating" <= 5)),
	CONSTRAINT "locations_lat_check" CHECK ("locations"."lat" is null or ("locations"."lat" >= -90 and "locations"."lat" <= 90)),
	CONSTRAINT "locations_lng_check" CHECK ("locations"."lng" is null or ("locations"."lng" >= -180 and "locations"."lng" <= 180))
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" is null or "user_roles"."role" in ('admin', 'user'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_submissions" ADD CONSTRAINT "location_submissions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_submissions" ADD CONSTRAINT "location_submissions_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "location_submissions_user_id_idx" ON "location_submissions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "location_submissions_status_idx" ON "location_submissions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "locations_region_idx" ON "locations" USING btree ("region");--> statement-breakpoint
CREATE INDEX "locations_category_idx" ON "locations" USING btree ("category");--> statement-breakpoint
CREATE INDEX "locations_leash_policy_idx" ON "locations" USING btree ("leash_policy");--> statement-breakpoint
CREATE INDEX "locations_fees_idx" ON "locations" USING btree ("fees");--> statement-breakpoint
CREATE INDEX "locations_crowd_level_idx" ON "locations" USING btree ("crowd_level");--> statement-breakpoint
CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "locations_rating_idx" ON "locations" USING btree ("rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "locations_amenities_idx" ON "locations" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "locations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_city_trgm_idx" ON "locations" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");