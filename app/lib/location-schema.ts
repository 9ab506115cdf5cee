// The location form's rules (SPEC §5), checked in the page before sending and again on the server.
import { z } from "zod";
import { ruleLines, ruleList } from "./rules";
import {
  CATEGORY_VALUES,
  CROWD_LEVEL_VALUES,
  FEE_VALUES,
  LEASH_POLICY_VALUES,
  PLACE_DEFAULTS,
  REGION_VALUES,
  type Category,
  type CrowdLevel,
  type Fees,
  type LeashPolicy,
  type Region,
} from "./vocabulary";

const optionalText = z
  .string()
  .trim()
  .max(5000, "Too long")
  .transform((v) => (v === "" ? null : v));

const optionalUrl = z
  .string()
  .trim()
  .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), "Enter a full web address starting with http:// or https://")
  .transform((v) => (v === "" ? null : v));

function optionalNumber(min: number, max: number, message: string) {
  return z
    .string()
    .trim()
    .transform((v) => (v === "" ? null : Number(v)))
    .pipe(z.number({ error: message }).min(min, message).max(max, message).nullable());
}

/** The fields of the form, named as in SPEC §3; every value arrives as text (or a list of texts). */
export const LocationSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(200, "Name is too long"),
  category: z.enum(CATEGORY_VALUES, { error: "Choose a category from the list" }),
  region: z.enum(REGION_VALUES, { error: "Choose a region from the list" }),
  city: z.string().trim().min(1, "City is required").max(200, "City is too long"),
  county: z.string().trim().min(1, "County is required").max(200, "County is too long"),
  address: optionalText,
  zip: optionalText,
  phone: optionalText,
  lat: optionalNumber(-90, 90, "Latitude must be a number between -90 and 90"),
  lng: optionalNumber(-180, 180, "Longitude must be a number between -180 and 180"),
  leash_policy: z.enum(LEASH_POLICY_VALUES, { error: "Choose a leash policy from the list" }),
  rules: z.string().transform(ruleList),
  fees: z.enum(FEE_VALUES, { error: "Choose Free or Paid" }),
  fee_details: optionalText,
  hours: optionalText,
  seasonality: optionalText,
  accessibility_notes: optionalText,
  parking_details: optionalText,
  safety_notes: optionalText,
  crowd_level: z.enum(CROWD_LEVEL_VALUES, { error: "Choose a crowd level from the list" }),
  amenities: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z_]+$/, "Unknown amenity"),
    )
    .default([]),
  photos: z.array(z.string().trim().min(1)).default([]),
  image_url: optionalUrl,
  map_url: optionalUrl,
  external_official: optionalUrl,
  external_county: optionalUrl,
  rating: optionalNumber(0, 5, "Rating must be a number from 0 to 5").refine(
    (v) => v === null || Math.abs(v * 10 - Math.round(v * 10)) < 1e-9,
    "Rating goes in steps of 0.1",
  ),
  review_count: optionalNumber(0, 1_000_000, "Review count must be a whole number of 0 or more").refine(
    (v) => v === null || Number.isInteger(v),
    "Review count must be a whole number of 0 or more",
  ),
  description: optionalText,
});

export type LocationInput = z.output<typeof LocationSchema>;
export type LocationField = keyof z.input<typeof LocationSchema>;
export type LocationFieldErrors = Partial<Record<LocationField, string[]>>;

/** What the form sends: texts, with amenities and photos as lists. */
export type LocationFormValues = Record<Exclude<LocationField, "amenities" | "photos">, string> & {
  amenities: string[];
  photos: string[];
};

const TEXT_FIELDS = Object.keys(LocationSchema.shape).filter((k) => k !== "amenities" && k !== "photos") as Exclude<
  LocationField,
  "amenities" | "photos"
>[];

/** Photo URLs typed one per line (before the photo manager is available) or sent one per input. */
function photoList(formData: FormData) {
  return formData
    .getAll("photos")
    .flatMap((v) => (typeof v === "string" ? v.split(/\r?\n/) : []))
    .map((v) => v.trim())
    .filter(Boolean);
}

export function locationFormValues(formData: FormData): LocationFormValues {
  const values = Object.fromEntries(
    TEXT_FIELDS.map((key) => {
      const value = formData.get(key);
      return [key, typeof value === "string" ? value : ""];
    }),
  ) as Record<Exclude<LocationField, "amenities" | "photos">, string>;
  return {
    ...values,
    amenities: formData.getAll("amenities").filter((v): v is string => typeof v === "string"),
    photos: photoList(formData),
  };
}

export function parseLocationForm(formData: FormData) {
  const values = locationFormValues(formData);
  const result = LocationSchema.safeParse(values);
  if (result.success) return { values, data: result.data, errors: null };
  return { values, data: null, errors: z.flattenError(result.error).fieldErrors as LocationFieldErrors };
}

/** SPEC §4 defaults for a new location. */
export const LOCATION_DEFAULTS = {
  category: PLACE_DEFAULTS.category as Category,
  region: PLACE_DEFAULTS.region as Region,
  leash_policy: PLACE_DEFAULTS.leashPolicy as LeashPolicy,
  fees: PLACE_DEFAULTS.fees as Fees,
  crowd_level: PLACE_DEFAULTS.crowdLevel as CrowdLevel,
  amenities: [] as string[],
  photos: [] as string[],
};

/** Form values for a new location, or for editing an existing row. */
export function locationToFormValues(
  row?: {
    name: string;
    category: string;
    region: string;
    city: string | null;
    county: string | null;
    address: string | null;
    zip: string | null;
    phone: string | null;
    lat: number | null;
    lng: number | null;
    leashPolicy: string | null;
    rules: string[];
    fees: string | null;
    feeDetails: string | null;
    hours: string | null;
    seasonality: string | null;
    accessibilityNotes: string | null;
    parkingDetails: string | null;
    safetyNotes: string | null;
    crowdLevel: string | null;
    amenities: string[];
    photos: string[];
    imageUrl: string | null;
    mapUrl: string | null;
    externalLinks: { official?: string | null; county?: string | null } | null;
    rating: number | null;
    reviewCount: number | null;
    description: string | null;
  } | null,
): LocationFormValues {
  const s = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));
  return {
    name: s(row?.name),
    category: row?.category ?? LOCATION_DEFAULTS.category,
    region: row?.region ?? LOCATION_DEFAULTS.region,
    city: s(row?.city),
    county: s(row?.county),
    address: s(row?.address),
    zip: s(row?.zip),
    phone: s(row?.phone),
    lat: s(row?.lat),
    lng: s(row?.lng),
    leash_policy: row?.leashPolicy ?? LOCATION_DEFAULTS.leash_policy,
    rules: ruleLines(row?.rules ?? []),
    fees: row?.fees ?? LOCATION_DEFAULTS.fees,
    fee_details: s(row?.feeDetails),
    hours: s(row?.hours),
    seasonality: s(row?.seasonality),
    accessibility_notes: s(row?.accessibilityNotes),
    parking_details: s(row?.parkingDetails),
    safety_notes: s(row?.safetyNotes),
    crowd_level: row?.crowdLevel ?? LOCATION_DEFAULTS.crowd_level,
    amenities: row?.amenities ?? [],
    photos: row?.photos ?? [],
    image_url: s(row?.imageUrl),
    map_url: s(row?.mapUrl),
    external_official: s(row?.externalLinks?.official),
    external_county: s(row?.externalLinks?.county),
    rating: s(row?.rating),
    review_count: s(row?.reviewCount),
    description: s(row?.description),
  };
}
