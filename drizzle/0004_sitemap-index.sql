-- The sitemap reads addresses from this index alone (an index-only scan).
CREATE INDEX IF NOT EXISTS "locations_sitemap_idx" ON "locations" ("slug") INCLUDE ("category", "updated_at");
