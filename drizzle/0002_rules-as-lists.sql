-- Rules are a list of texts everywhere. Earlier rows hold a newline or semicolon text, a JSON string,
-- or a JSON list: each becomes a list of its non-empty, trimmed lines.
ALTER TABLE "location_submissions" ALTER COLUMN "rules" SET DATA TYPE jsonb USING (
  CASE
    WHEN "rules" IS NULL OR btrim("rules") = '' THEN '[]'::jsonb
    ELSE to_jsonb(array_remove(regexp_split_to_array(btrim("rules"), E'\\s*(\\r?\\n)+\\s*'), ''))
  END
);--> statement-breakpoint
ALTER TABLE "location_submissions" ALTER COLUMN "rules" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "location_submissions" ALTER COLUMN "rules" SET NOT NULL;--> statement-breakpoint
UPDATE "locations" SET "rules" = CASE
  WHEN "rules" IS NULL OR jsonb_typeof("rules") = 'null' THEN '[]'::jsonb
  WHEN jsonb_typeof("rules") = 'string' THEN (
    SELECT coalesce(jsonb_agg(btrim(regexp_replace(part, '^\s*[-•*]\s+', '')) ORDER BY n), '[]'::jsonb)
    FROM regexp_split_to_table("rules" #>> '{}', E'\\r?\\n|;') WITH ORDINALITY AS t(part, n)
    WHERE btrim(regexp_replace(part, '^\s*[-•*]\s+', '')) <> ''
  )
  WHEN jsonb_typeof("rules") = 'array' THEN (
    SELECT coalesce(jsonb_agg(btrim(item) ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements_text("rules") WITH ORDINALITY AS t(item, n)
    WHERE btrim(item) <> ''
  )
  ELSE '[]'::jsonb
END;--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "rules" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "rules" SET NOT NULL;
