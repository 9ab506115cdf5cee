CREATE TABLE "review_changes" (
	"version" bigint NOT NULL,
	"location_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_changes_version_location_id_pk" PRIMARY KEY("version","location_id")
);
