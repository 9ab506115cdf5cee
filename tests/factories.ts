// Rows for tests and demo data. A factory fills in only what the schema requires (a name, and the
// vocabulary's defaults); every fact a test or the seed cares about is passed in, so nothing is
// invented. Integration tests write through the query layer; the seed builds its places here too.
import crypto from "node:crypto";
import type { LocationSubmission, NewLocation } from "~/server/infra/schema.server";
import { PLACE_DEFAULTS } from "~/lib/vocabulary";

/** A short random suffix, so rows made by different tests never share a name. */
export function uniqueSuffix() {
  return crypto.randomBytes(3).toString("hex");
}

export type PlaceValues = Omit<NewLocation, "slug">;

/** A place with the vocabulary's defaults and no facts beyond those given. */
export function placeRow(overrides: Partial<PlaceValues> = {}): PlaceValues {
  return {
    name: `Test Place ${uniqueSuffix()}`,
    category: PLACE_DEFAULTS.category,
    region: PLACE_DEFAULTS.region,
    ...overrides,
  };
}

export type SubmissionValues = Omit<
  LocationSubmission,
  "id" | "createdAt" | "updatedAt" | "status" | "adminNotes" | "locationId" | "userId"
> &
  Partial<Pick<LocationSubmission, "userId">>;

/** A pending submission as the Submit form would store it. */
export function submissionRow(overrides: Partial<SubmissionValues> = {}): SubmissionValues {
  return {
    submitterName: "Rita Walker",
    email: "rita@example.com",
    name: `Test Submission ${uniqueSuffix()}`,
    category: "dog-park",
    city: "Sarasota",
    county: null,
    address: null,
    zip: null,
    phone: null,
    leashPolicy: PLACE_DEFAULTS.leashPolicy,
    description: "A place a visitor told us about.",
    amenities: [],
    hours: null,
    fees: null,
    feeDetails: null,
    parkingDetails: null,
    rules: [],
    imageUrl: null,
    mapUrl: null,
    notes: null,
    dogHoursNote: null,
    ...overrides,
  };
}

/** The admin's location form as a browser sends it, for a fenced park in Orlando. */
export const LOCATION_FORM = {
  name: "Lakeside Bark Park",
  category: "dog-park",
  region: "central",
  city: "Orlando",
  county: "Orange",
  address: "",
  zip: "",
  phone: "",
  lat: "28.5",
  lng: "-81.4",
  leashPolicy: "off-leash",
  rules: "Leash dogs outside the fence\n\nClose the gate",
  fees: "free",
  feeDetails: "",
  hours: "Sunrise to sunset",
  seasonality: "",
  accessibilityNotes: "",
  parkingDetails: "",
  safetyNotes: "",
  crowdLevel: "moderate",
  amenities: ["parking", "shaded"],
  imageUrl: "",
  mapUrl: "",
  "externalLinks.official": "https://example.com/park",
  "externalLinks.county": "",
  description: "Fenced park by the lake.",
};
