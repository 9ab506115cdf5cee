-- Lists that cost no more with 100,000 places than with 1,000 (docs/decisions/0014, "Long lists"). Each
-- holds only the places a public list may show (not closed for good): newest first, by rating and by
-- name, a page is read off its index in the list's order; a list's matches are counted, up to a
-- thousand, from the index of every filtered column; a search finds its name matches through the
-- words of the name and the name as searches compare it.
CREATE INDEX "locations_listed_newest_idx" ON "locations" USING btree ("created_at" DESC NULLS FIRST,"name","id") WHERE status <> 'closed';--> statement-breakpoint
CREATE INDEX "locations_listed_rating_idx" ON "locations" USING btree ("rating" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"name","id") WHERE status <> 'closed';--> statement-breakpoint
CREATE INDEX "locations_listed_name_idx" ON "locations" USING btree ("name","id") WHERE status <> 'closed';--> statement-breakpoint
CREATE INDEX "locations_listed_filters_idx" ON "locations" USING btree ("region","leash_policy","fees","crowd_level","category","fenced","small_dog_area","rating","amenities") WHERE status <> 'closed';--> statement-breakpoint
CREATE INDEX "locations_name_words_idx" ON "locations" USING gin (to_tsvector('public.fdp_search'::regconfig, "name")) WHERE status <> 'closed';--> statement-breakpoint
CREATE INDEX "locations_search_name_idx" ON "locations" USING btree (search_name) WHERE status <> 'closed';