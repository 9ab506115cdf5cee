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
import { labeller, labelOf, valuesOf, type ValueOf } from "./vocabulary-list";

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

export type Category = ValueOf<typeof CATEGORIES>;
export const CATEGORY_VALUES = valuesOf(CATEGORIES);

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

export type Region = ValueOf<typeof REGIONS>;
export const REGION_VALUES = valuesOf(REGIONS);

export const LEASH_POLICIES = [
  { value: "on-leash", label: "On-Leash Required" },
  { value: "off-leash", label: "Off-Leash Allowed" },
  { value: "off-leash-designated-areas", label: "Off-Leash in Designated Areas" },
  { value: "off-leash-designated-times", label: "Off-Leash at Designated Times" },
  { value: "on-leash-designated-areas", label: "On-Leash in Designated Areas" },
  { value: "designated-areas", label: "Designated Areas Only" },
] as const;

export type LeashPolicy = ValueOf<typeof LEASH_POLICIES>;
export const LEASH_POLICY_VALUES = valuesOf(LEASH_POLICIES);
/** The choices offered in forms and filters (designated-areas is only ever read). */
export const LEASH_POLICY_CHOICES = LEASH_POLICIES.filter((l) => l.value !== "designated-areas");

export const FEES = [
  { value: "free", label: "Free" },
  { value: "paid", label: "Paid" },
] as const;
export type Fees = ValueOf<typeof FEES>;
export const FEE_VALUES = valuesOf(FEES);

export const CROWD_LEVELS = [
  { value: "quiet", label: "Quiet", tone: "green" },
  { value: "moderate", label: "Moderate", tone: "yellow" },
  { value: "busy", label: "Busy", tone: "red" },
] as const;
export type CrowdLevel = ValueOf<typeof CROWD_LEVELS>;
export const CROWD_LEVEL_VALUES = valuesOf(CROWD_LEVELS);

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
export type PlaceStatus = ValueOf<typeof PLACE_STATUSES>;
export const PLACE_STATUS_VALUES = valuesOf(PLACE_STATUSES);

/** Facts that are either stated by a source or unknown (null): fenced, small-dog area. */
export const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
] as const;
export type YesNo = ValueOf<typeof YES_NO>;
export const YES_NO_VALUES = valuesOf(YES_NO);

/**
 * Dog-area facts a list can be narrowed by (`feature=fenced`): only places whose source says yes.
 * Each names the place's yes/no column it reads.
 */
export const PLACE_FEATURES = [
  { value: "fenced", label: "Fenced", column: "fenced" },
  { value: "small-dog-area", label: "Small-dog area", column: "smallDogArea" },
] as const;
export type PlaceFeature = ValueOf<typeof PLACE_FEATURES>;
export const PLACE_FEATURE_VALUES = valuesOf(PLACE_FEATURES);

/**
 * The "Owners' rating" filter: places whose published reviews average at least this many stars
 * (`rating=4`); places without reviews are left out.
 */
export const MIN_RATINGS = [
  { value: "4", label: "4 stars and up" },
  { value: "3", label: "3 stars and up" },
] as const;
export type MinRating = ValueOf<typeof MIN_RATINGS>;
export const MIN_RATING_VALUES = valuesOf(MIN_RATINGS);

/** Who can open a list: only its owner, anyone with its link (not indexed), or anyone (indexed). */
export const LIST_VISIBILITIES = [
  { value: "private", label: "Private", hint: "Only you can see this list." },
  { value: "link", label: "Shared by link", hint: "Anyone with the link can see it; search engines don't list it." },
  { value: "public", label: "Public", hint: "Anyone can see it, and search engines may list it." },
] as const;
export type ListVisibility = ValueOf<typeof LIST_VISIBILITIES>;
export const LIST_VISIBILITY_VALUES = valuesOf(LIST_VISIBILITIES);

/** The most lists a person keeps, and the most places on one list. */
export const LIST_LIMITS = { lists: 50, places: 500, name: 100, note: 200 } as const;

export const ROLES = ["admin", "user"] as const;
export type Role = (typeof ROLES)[number];

export const categoryLabel = (value: string | null | undefined) => labelOf(CATEGORIES, value) ?? "Place";
export const regionLabel = labeller(REGIONS);
export const leashLabel = labeller(LEASH_POLICIES);
export const feesLabel = labeller(FEES);
export const crowdLabel = labeller(CROWD_LEVELS);
export const statusLabel = labeller(SUBMISSION_STATUSES);
export const placeStatusLabel = labeller(PLACE_STATUSES);
export const yesNoLabel = labeller(YES_NO);
export const reportKindLabel = labeller(REPORT_KINDS);
export const reportStatusLabel = labeller(REPORT_STATUSES);
export const dogSizeLabel = labeller(DOG_SIZES);
export const reviewTagLabel = labeller(REVIEW_TAGS);
export const reviewStatusLabel = labeller(REVIEW_STATUSES);
export const reviewHoldReasonLabel = labeller(REVIEW_HOLD_REASONS);
export const reviewRejectReasonLabel = labeller(REVIEW_REJECT_REASONS);
export const reviewReportReasonLabel = labeller(REVIEW_REPORT_REASONS);

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
