// The column sets of the place queries (a card, a place's page, the admin's form) with their row
// types, and the escaping of a LIKE pattern that their searches share.
import { sql } from "drizzle-orm";
import { locations, type Location } from "../infra/schema.server";
import type { DogHoursTimeline } from "~/lib/dog-hours";

/** Which place it is and where: the first columns of every set below. */
export const identityColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  category: locations.category,
  region: locations.region,
  city: locations.city,
  county: locations.county,
};

/** The columns a card needs. */
export const summaryColumns = {
  ...identityColumns,
  leashPolicy: locations.leashPolicy,
  fees: locations.fees,
  crowdLevel: locations.crowdLevel,
  amenities: locations.amenities,
  photos: locations.photos,
  imageUrl: locations.imageUrl,
  reviewAverage: locations.reviewAverage,
  reviewCount: locations.reviewCount,
  createdAt: locations.createdAt,
  lat: locations.lat,
  lng: locations.lng,
  status: locations.status,
  statusNote: locations.statusNote,
  dogHours: locations.dogHours,
  dogLimits: locations.dogLimits,
};

/**
 * A card's place: its dog hours arrive as the timeline of the next two days (null without dog hours),
 * and its distance in miles from the list's `near` (null without one, or without coordinates).
 */
export type LocationSummary = Omit<Pick<Location, keyof typeof summaryColumns>, "dogHours"> & {
  dogTimeline: DogHoursTimeline | null;
  distanceMiles: number | null;
  /** The distance is to the centre of the place's town: it has no coordinates (a radius search only). */
  distanceApproximate?: boolean;
};

/** The facts of a place that both its page and the admin's location form show. */
const factColumns = {
  ...identityColumns,
  address: locations.address,
  zip: locations.zip,
  phone: locations.phone,
  lat: locations.lat,
  lng: locations.lng,
  leashPolicy: locations.leashPolicy,
  rules: locations.rules,
  fees: locations.fees,
  feeDetails: locations.feeDetails,
  hours: locations.hours,
  seasonality: locations.seasonality,
  accessibilityNotes: locations.accessibilityNotes,
  parkingDetails: locations.parkingDetails,
  safetyNotes: locations.safetyNotes,
  crowdLevel: locations.crowdLevel,
  amenities: locations.amenities,
  photos: locations.photos,
  imageUrl: locations.imageUrl,
  mapUrl: locations.mapUrl,
  externalLinks: locations.externalLinks,
  description: locations.description,
  dogHours: locations.dogHours,
  fenced: locations.fenced,
  smallDogArea: locations.smallDogArea,
  status: locations.status,
  statusNote: locations.statusNote,
  sources: locations.sources,
  verifiedOn: locations.verifiedOn,
};

/** The columns a place's own page shows; its count of published reviews says whether it asks for them. */
export const placeColumns = {
  ...factColumns,
  source: locations.source,
  updatedAt: locations.updatedAt,
  reviewCount: locations.reviewCount,
  dogLimits: locations.dogLimits,
};

export type PlaceDetail = Pick<Location, keyof typeof placeColumns>;

/** Everything the admin's location form edits, for the edit dialog. */
export const adminLocationColumns = {
  ...factColumns,
  dogLimits: locations.dogLimits,
  createdAt: locations.createdAt,
  updatedAt: locations.updatedAt,
};

/** Who last set the verified date, by e-mail. */
export const verifiedByEmail = sql<string | null>`(select u.email from "user" u where u.id = ${locations.verifiedBy})`;

export type AdminLocation = Pick<Location, keyof typeof adminLocationColumns> & { verifiedByEmail: string | null };

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
