ALTER TABLE "location_submissions" ADD COLUMN "dog_hours_note" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "dog_hours" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "fenced" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "small_dog_area" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "status_note" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "verified_on" date;--> statement-breakpoint
CREATE INDEX "locations_status_idx" ON "locations" USING btree ("status");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_status_check" CHECK ("locations"."status" is null or "locations"."status" in ('open', 'temporarily-closed', 'closed'));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_fenced_check" CHECK ("locations"."fenced" is null or "locations"."fenced" in ('yes', 'no'));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_small_dog_area_check" CHECK ("locations"."small_dog_area" is null or "locations"."small_dog_area" in ('yes', 'no'));