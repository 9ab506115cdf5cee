CREATE TABLE "place_translations" (
	"location_id" uuid NOT NULL,
	"field" text NOT NULL,
	"locale" text NOT NULL,
	"text" text NOT NULL,
	"source_text" text,
	"human_checked" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_translations_location_id_field_locale_pk" PRIMARY KEY("location_id","field","locale"),
	CONSTRAINT "place_translations_field_check" CHECK ("place_translations"."field" is null or "place_translations"."field" in ('description', 'rules', 'feeDetails', 'hours', 'seasonality', 'accessibilityNotes', 'parkingDetails', 'safetyNotes', 'statusNote')),
	CONSTRAINT "place_translations_locale_check" CHECK ("place_translations"."locale" is null or "place_translations"."locale" in ('es')),
	CONSTRAINT "place_translations_text_check" CHECK (length(btrim("place_translations"."text")) > 0)
);
--> statement-breakpoint
ALTER TABLE "place_translations" ADD CONSTRAINT "place_translations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_translations" ADD CONSTRAINT "place_translations_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;