// The product's shared vocabulary: every enumerated code with its human label.
// Database constraints, zod schemas, filters, forms, CSV normalisation and
// structured data all derive from these lists. The words of reviews and of what visitors
// send in have files of their own beside it (vocabulary-reviews.ts, vocabulary-submissions.ts).
import {
  DOG_SIZES,
  REVIEW_HOLD_REASONS,
  REVIEW_REJECT_REASONS,
  REVIEW_REPORT_REASONS,
  REVIEW_STATUSES,
  REVIEW_TAGS,
} from "./vocabulary-reviews";
import { REPORT_KINDS, REPORT_STATUSES, SUBMISSION_STATUSES } from "./vocabulary-submissions";

/** A code and its human label: a choice in a select, a filter or a list of checkboxes. */
export type Choice = { value: string; label: string };

/** The category list screens by URL prefix, in menu order; a place lives under exactly one of them. */
export const CATEGORY_LISTS = [
  { prefix: "beaches", label: "Beaches" },
  { prefix: "parks", label: "Parks" },
  { prefix: "farmers-markets", label: "Farmers Markets" },
  { prefix: "hiking-areas", label: "Hiking Areas" },
  { prefix: "nature-preserves", label: "Nature Preserves" },
] as const;
export type CategoryPrefix = (typeof CATEGORY_LISTS)[number]["prefix"];
export const CATEGORY_PREFIXES = CATEGORY_LISTS.map((l) => l.prefix);

export const CATEGORIES = [
  { value: "beach", label: "Beach", prefix: "beaches", schemaType: "Beach" },
  { value: "dog-beach", label: "Dog Beach", prefix: "beaches", schemaType: "Beach" },
  { value: "public-beach", label: "Public Beach", prefix: "beaches", schemaType: "Beach" },
  { value: "park", label: "Park", prefix: "parks", schemaType: "Park" },
  { value: "dog-park", label: "Dog Park", prefix: "parks", schemaType: "Park" },
  { value: "city-park", label: "City Park", prefix: "parks", schemaType: "Park" },
  { value: "county-park", label: "County Park", prefix: "parks", schemaType: "Park" },
  { value: "state-park", label: "State Park", prefix: "parks", schemaType: "Park" },
  { value: "farmers-market", label: "Farmers Market", prefix: "farmers-markets", schemaType: "LocalBusiness" },
  { value: "hiking-area", label: "Hiking Area", prefix: "hiking-areas", schemaType: "TouristAttraction" },
  { value: "nature-preserve", label: "Nature Preserve", prefix: "nature-preserves", schemaType: "Park" },
] as const satisfies readonly { value: string; label: string; prefix: CategoryPrefix; schemaType: string }[];

export type Category = (typeof CATEGORIES)[number]["value"];
export const CATEGORY_VALUES = CATEGORIES.map((c) => c.value) as [Category, ...Category[]];

export const BEACH_CATEGORIES: Category[] = ["beach", "dog-beach", "public-beach"];
export const PARK_CATEGORIES: Category[] = [
  "park",
  "dog-park",
  "city-park",
  "county-park",
  "state-park",
  "nature-preserve",
  "hiking-area",
];

export const REGIONS = [
  {
    value: "north",
    label: "North Florida",
    slug: "north-florida",
    description: "Historic towns, Panhandle beaches and shady riverfront trails from Pensacola to Jacksonville.",
    cities: ["Jacksonville", "Tallahassee", "Pensacola", "St. Augustine"],
  },
  {
    value: "central",
    label: "Central Florida",
    slug: "central-florida",
    description: "Lakes, springs and city dog parks around Orlando, Tampa Bay and the Space Coast.",
    cities: ["Orlando", "Tampa", "St. Petersburg", "Clearwater"],
  },
  {
    value: "south",
    label: "South Florida",
    slug: "south-florida",
    description: "Atlantic dog beaches and year-round parks from Palm Beach to Miami.",
    cities: ["Miami", "Fort Lauderdale", "West Palm Beach", "Boca Raton"],
  },
  {
    value: "keys",
    label: "Florida Keys",
    slug: "florida-keys",
    description: "Island breezes, calm water and laid-back spots from Key Largo to Key West.",
    cities: ["Key West", "Key Largo", "Islamorada", "Marathon"],
  },
] as const;

export type Region = (typeof REGIONS)[number]["value"];
export const REGION_VALUES = REGIONS.map((r) => r.value) as [Region, ...Region[]];

export const LEASH_POLICIES = [
  { value: "on-leash", label: "On-Leash Required" },
  { value: "off-leash", label: "Off-Leash Allowed" },
  { value: "off-leash-designated-areas", label: "Off-Leash in Designated Areas" },
  { value: "off-leash-designated-times", label: "Off-Leash at Designated Times" },
  { value: "on-leash-designated-areas", label: "On-Leash in Designated Areas" },
  { value: "designated-areas", label: "Designated Areas Only" },
] as const;

export type LeashPolicy = (typeof LEASH_POLICIES)[number]["value"];
export const LEASH_POLICY_VALUES = LEASH_POLICIES.map((l) => l.value) as [LeashPolicy, ...LeashPolicy[]];
/** The choices offered in forms and filters (designated-areas is only ever read). */
export const LEASH_POLICY_CHOICES = LEASH_POLICIES.filter((l) => l.value !== "designated-areas");

export const FEES = [
  { value: "free", label: "Free" },
  { value: "paid", label: "Paid" },
] as const;
export type Fees = (typeof FEES)[number]["value"];
export const FEE_VALUES = FEES.map((f) => f.value) as [Fees, ...Fees[]];

export const CROWD_LEVELS = [
  { value: "quiet", label: "Quiet", tone: "green" },
  { value: "moderate", label: "Moderate", tone: "yellow" },
  { value: "busy", label: "Busy", tone: "red" },
] as const;
export type CrowdLevel = (typeof CROWD_LEVELS)[number]["value"];
export const CROWD_LEVEL_VALUES = CROWD_LEVELS.map((c) => c.value) as [CrowdLevel, ...CrowdLevel[]];

export const AMENITIES = [
  { name: "restrooms", displayName: "Restrooms", icon: "toilet", description: "Public restrooms on site." },
  {
    name: "showers",
    displayName: "Showers",
    icon: "shower-head",
    description: "Outdoor showers to rinse off after the beach.",
  },
  { name: "dog_wash", displayName: "Dog Wash", icon: "bath", description: "A dog wash station for a clean ride home." },
  {
    name: "shaded",
    displayName: "Shaded Areas",
    icon: "trees",
    description: "Trees or shelters that give shade on hot days.",
  },
  {
    name: "water_fountain",
    displayName: "Water Fountain",
    icon: "glass-water",
    description: "Drinking water for dogs and people.",
  },
  { name: "parking", displayName: "Parking", icon: "square-parking", description: "Parking on site or close by." },
  { name: "lifeguards", displayName: "Lifeguards", icon: "life-buoy", description: "Lifeguards on duty in season." },
  { name: "picnic", displayName: "Picnic Areas", icon: "utensils", description: "Picnic tables or pavilions." },
  { name: "trails", displayName: "Trails", icon: "footprints", description: "Marked walking or hiking trails." },
  {
    name: "rinse_stations",
    displayName: "Rinse Stations",
    icon: "droplets",
    description: "Hoses or rinse stations to wash off sand and salt.",
  },
] as const;
export type AmenityKey = (typeof AMENITIES)[number]["name"];
/** The amenity filter offers only the first six keys. */
export const FILTER_AMENITIES = AMENITIES.slice(0, 6);

/**
 * What a new place starts with when a field is not given (SPEC §4 location form defaults). The CSV
 * import uses the same, except that an unknown leash policy is read as the stricter on-leash (SPEC §5).
 */
export const PLACE_DEFAULTS = {
  category: "park",
  region: "central",
  leashPolicy: "off-leash",
  fees: "free",
  crowdLevel: "moderate",
} as const satisfies {
  category: Category;
  region: Region;
  leashPolicy: LeashPolicy;
  fees: Fees;
  crowdLevel: CrowdLevel;
};
export const IMPORT_DEFAULTS = { ...PLACE_DEFAULTS, leashPolicy: "on-leash" as LeashPolicy };

/** Whether a place still welcomes visitors; `closed` places are left out of every list. */
export const PLACE_STATUSES = [
  { value: "open", label: "Open" },
  { value: "temporarily-closed", label: "Temporarily closed" },
  { value: "closed", label: "Permanently closed" },
] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number]["value"];
export const PLACE_STATUS_VALUES = PLACE_STATUSES.map((s) => s.value) as [PlaceStatus, ...PlaceStatus[]];

/** Facts that are either stated by a source or unknown (null): fenced, small-dog area. */
export const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;
export type YesNo = (typeof YES_NO)[number]["value"];
export const YES_NO_VALUES = YES_NO.map((v) => v.value) as [YesNo, ...YesNo[]];

/**
 * Dog-area facts a list can be narrowed by (`feature=fenced`): only places whose source says yes.
 * Each names the place's yes/no column it reads.
 */
export const PLACE_FEATURES = [
  { value: "fenced", label: "Fenced", column: "fenced" },
  { value: "small-dog-area", label: "Small-dog area", column: "smallDogArea" },
] as const;
export type PlaceFeature = (typeof PLACE_FEATURES)[number]["value"];
export const PLACE_FEATURE_VALUES = PLACE_FEATURES.map((f) => f.value) as [PlaceFeature, ...PlaceFeature[]];

/**
 * The "Owners' rating" filter: places whose published reviews average at least this many stars
 * (`rating=4`); places without reviews are left out.
 */
export const MIN_RATINGS = [
  { value: "4", label: "4 stars and up" },
  { value: "3", label: "3 stars and up" },
] as const;
export type MinRating = (typeof MIN_RATINGS)[number]["value"];
export const MIN_RATING_VALUES = MIN_RATINGS.map((r) => r.value) as [MinRating, ...MinRating[]];

/** Who can open a list: only its owner, anyone with its link (not indexed), or anyone (indexed). */
export const LIST_VISIBILITIES = [
  { value: "private", label: "Private", hint: "Only you can see this list." },
  { value: "link", label: "Shared by link", hint: "Anyone with the link can see it; search engines don't list it." },
  { value: "public", label: "Public", hint: "Anyone can see it, and search engines may list it." },
] as const;
export type ListVisibility = (typeof LIST_VISIBILITIES)[number]["value"];
export const LIST_VISIBILITY_VALUES = LIST_VISIBILITIES.map((v) => v.value) as [ListVisibility, ...ListVisibility[]];

/** The most lists a person keeps, and the most places on one list. */
export const LIST_LIMITS = { lists: 50, places: 500, name: 100, note: 200 } as const;

export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

function labelOf<T extends { value: string; label: string }>(list: readonly T[], value: string | null | undefined) {
  if (!value) return null;
  return list.find((item) => item.value === value)?.label ?? value;
}

export const categoryLabel = (value: string | null | undefined) => labelOf(CATEGORIES, value) ?? "Place";
export const regionLabel = (value: string | null | undefined) => labelOf(REGIONS, value);
export const leashLabel = (value: string | null | undefined) => labelOf(LEASH_POLICIES, value);
export const feesLabel = (value: string | null | undefined) => labelOf(FEES, value);
export const crowdLabel = (value: string | null | undefined) => labelOf(CROWD_LEVELS, value);
export const statusLabel = (value: string | null | undefined) => labelOf(SUBMISSION_STATUSES, value);
export const placeStatusLabel = (value: string | null | undefined) => labelOf(PLACE_STATUSES, value);
export const yesNoLabel = (value: string | null | undefined) => labelOf(YES_NO, value);
export const reportKindLabel = (value: string | null | undefined) => labelOf(REPORT_KINDS, value);
export const reportStatusLabel = (value: string | null | undefined) => labelOf(REPORT_STATUSES, value);
export const dogSizeLabel = (value: string | null | undefined) => labelOf(DOG_SIZES, value);
export const reviewTagLabel = (value: string | null | undefined) => labelOf(REVIEW_TAGS, value);
export const reviewStatusLabel = (value: string | null | undefined) => labelOf(REVIEW_STATUSES, value);
export const reviewHoldReasonLabel = (value: string | null | undefined) => labelOf(REVIEW_HOLD_REASONS, value);
export const reviewRejectReasonLabel = (value: string | null | undefined) => labelOf(REVIEW_REJECT_REASONS, value);
export const reviewReportReasonLabel = (value: string | null | undefined) => labelOf(REVIEW_REPORT_REASONS, value);

export function amenityLabel(name: string) {
  return AMENITIES.find((a) => a.name === name)?.displayName ?? name.replace(/_/g, " ");
}

export function isCategory(value: unknown): value is Category {
  return typeof value === "string" && (CATEGORY_VALUES as string[]).includes(value);
}
export function isRegion(value: unknown): value is Region {
  return typeof value === "string" && (REGION_VALUES as string[]).includes(value);
}

/** Canonical URL prefix of a category (DESIGN deviation 3). */
export function categoryPrefix(category: string | null | undefined): CategoryPrefix {
  return CATEGORIES.find((c) => c.value === category)?.prefix ?? "parks";
}

/** The name of a category list screen ("Beaches"). */
export function categoryListLabel(prefix: CategoryPrefix) {
  return CATEGORY_LISTS.find((l) => l.prefix === prefix)!.label;
}

export function placePath(place: { category: string | null; slug: string }) {
  return `/${categoryPrefix(place.category)}/${place.slug}`;
}

export function regionBySlug(slug: string) {
  return REGIONS.find((r) => r.slug === slug);
}
