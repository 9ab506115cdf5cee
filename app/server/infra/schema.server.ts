// The one database schema, gathered from its subjects: the directory, people and their roles,
// submissions, reports and contact messages, reviews, lists, the directory's history and imports,
// background work, mail and request limits. A person's dogs and open-data candidates have files of
// their own beside it.
import {
  IMPORT_PLANS,
  type ExternalLinks,
  type FieldChange,
  type ImportChange,
  type ImportPlan,
  type Location as LocationModel,
  type LocationSubmission as LocationSubmissionModel,
  type PlaceSource,
  type SameShape,
} from "../../lib/models";
import type { PlaceTextKey, SubmittedTextKey, TextColumn } from "../../lib/place-fields";
import type { locations } from "./schema-places.server";
import type { locationSubmissions } from "./schema-submissions.server";

export { oneOf } from "./schema-columns.server";
export * from "./schema-accounts.server";
export * from "./schema-places.server";
export * from "./schema-submissions.server";
export * from "./schema-reviews.server";
export * from "./schema-lists.server";
export * from "./schema-admin.server";
export * from "./schema-jobs.server";

type Expect<T extends true> = T;

// The shared row shapes live in app/lib/models.ts, where components may take them too.
export { IMPORT_PLANS };
export type { ExternalLinks, FieldChange, ImportChange, ImportPlan, PlaceSource };

export type Location = LocationModel;
export type LocationSubmission = LocationSubmissionModel;

/** The tables hold exactly the shapes app/lib/models.ts gives the rest of the app (checked by tsc). */
type _SameShapes = [
  Expect<SameShape<typeof locations.$inferSelect, LocationModel>>,
  Expect<SameShape<typeof locationSubmissions.$inferSelect, LocationSubmissionModel>>,
];

/**
 * Every declared free-text field of a place (app/lib/place-fields.ts) is a text column of locations,
 * and one visitors send is a text column of location_submissions as well (decision 0055).
 */
type _PlaceFieldsHaveColumns = [
  Expect<PlaceTextKey extends TextColumn<typeof locations.$inferSelect> ? true : false>,
  Expect<SubmittedTextKey extends TextColumn<typeof locationSubmissions.$inferSelect> ? true : false>,
];
