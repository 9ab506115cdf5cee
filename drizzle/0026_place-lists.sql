CREATE TABLE "place_list_items" (
	"list_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_list_items_list_id_location_id_pk" PRIMARY KEY("list_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "place_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"is_favorites" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_lists_share_token_unique" UNIQUE("share_token"),
	CONSTRAINT "place_lists_visibility_check" CHECK ("place_lists"."visibility" is null or "place_lists"."visibility" in ('private', 'link', 'public')),
	CONSTRAINT "place_lists_shared_token_check" CHECK ("place_lists"."visibility" = 'private' or "place_lists"."share_token" is not null)
);
--> statement-breakpoint
ALTER TABLE "place_list_items" ADD CONSTRAINT "place_list_items_list_id_place_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."place_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_list_items" ADD CONSTRAINT "place_list_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_lists" ADD CONSTRAINT "place_lists_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_list_items_order_idx" ON "place_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "place_list_items_location_idx" ON "place_list_items" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "place_lists_user_idx" ON "place_lists" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "place_lists_favorites_idx" ON "place_lists" USING btree ("user_id") WHERE is_favorites;