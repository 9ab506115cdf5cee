ALTER TABLE "import_job_rows" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- One fee answer per place: where the fee details give a price the fee is Paid, and where they say
-- the visit is free (and give no price) it is Free. The patterns are those of app/lib/fees.ts.
UPDATE "locations"
SET "fees" = CASE
    WHEN "fee_details" ~* '\$\s*\d*\.?\d*[1-9]|(^|[^\w.])\d*\.?\d*[1-9]\d*\s*dollars?\y' THEN 'paid'
    ELSE 'free'
  END
WHERE "fee_details" IS NOT NULL
  AND (
    ("fee_details" ~* '\$\s*\d*\.?\d*[1-9]|(^|[^\w.])\d*\.?\d*[1-9]\d*\s*dollars?\y'
      AND "fees" IS DISTINCT FROM 'paid')
    OR ("fee_details" !~* '\$\s*\d*\.?\d*[1-9]|(^|[^\w.])\d*\.?\d*[1-9]\d*\s*dollars?\y'
      AND "fee_details" ~* '^\s*free\s*($|[;,.(:–—-])|\y(no|without)\s+(entry\s+|entrance\s+|admission\s+)?(fee|fees|charge)\y|\ycharges?\s+no\s+(entry\s+|entrance\s+|admission\s+)?fees?\y|\yfree\s+(of\s+charge|entry|admission)\y'
      AND "fees" IS DISTINCT FROM 'free')
  );
