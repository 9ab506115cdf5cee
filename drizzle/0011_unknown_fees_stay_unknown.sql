-- Approving a submission used to publish "Free" for fees the submitter left at "Not sure", and a
-- "Moderate" crowd level nobody stated. Places published that way and never edited since get their
-- unknowns back; a place an administrator has saved since keeps what was saved.
UPDATE "locations" AS l
SET "fees" = CASE WHEN s."fees" IS NULL AND l."fees" = 'free' THEN NULL ELSE l."fees" END,
    "crowd_level" = CASE WHEN l."crowd_level" = 'moderate' THEN NULL ELSE l."crowd_level" END
FROM "location_submissions" AS s
WHERE s."location_id" = l."id"
  AND l."source" = 'submission'
  AND l."updated_at" = l."created_at";
