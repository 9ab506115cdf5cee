CREATE TABLE "user_dogs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"dogs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "dog_limits" jsonb;--> statement-breakpoint
ALTER TABLE "user_dogs" ADD CONSTRAINT "user_dogs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The new column moves the directory's stamp like every other column of a place (migration 0024).
SELECT track_directory_changes('locations', ARRAY['review_count', 'review_average', 'review_score']);
