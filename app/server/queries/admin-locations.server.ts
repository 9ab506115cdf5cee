// The admin panel's location management: list with search and filters, create, update, delete.
import { and, desc, eq, ilike, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db.server";
import { locations, type NewLocation } from "../schema.server";
import type { LocationInput } from "~/lib/location-schema";
import { slugify, uniqueSlug } from "~/lib/slug";
import { BEACH_CATEGORIES, PARK_CATEGORIES, type Region } from "~/lib/vocabulary";

export const ADMIN_CATEGORY_GROUPS = ["beach", "park"] as const;
export type AdminCategoryGroup = (typeof ADMIN_CATEGORY_GROUPS)[number];

export type AdminLocationFilters = { search?: string; group?: AdminCategoryGroup; region?: Region };

/** Everything the form edits, for the edit dialog. */
export const adminLocationColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  category: locations.category,
  region: locations.region,
  city: locations.city,
  county: locations.county,
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
  rating: locations.rating,
  reviewCount: locations.reviewCount,
  description: locations.description,
  createdAt: locations.createdAt,
};

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Places matching the admin filters (newest first), with the count of all places. */
export async function listAdminLocations(db: Db, filters: AdminLocationFilters = {}) {
  const parts: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    parts.push(or(ilike(locations.name, pattern), ilike(locations.city, pattern), ilike(locations.county, pattern)));
  }
  if (filters.group === "beach") parts.push(inArray(locations.category, BEACH_CATEGORIES));
  if (filters.group === "park") parts.push(inArray(locations.category, PARK_CATEGORIES));
  if (filters.region) parts.push(eq(locations.region, filters.region));
  const [items, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(adminLocationColumns)
      .from(locations)
      .where(and(...parts))
      .orderBy(desc(locations.createdAt), locations.name),
    db.select({ total: sql<number>`count(*)::int` }).from(locations),
  ]);
  return { items, total };
}

export type AdminLocation = Awaited<ReturnType<typeof listAdminLocations>>["items"][number];

/** A slug for `name` not used by any other place (SPEC §5 slug, then -1, -2 …). */
export async function freeSlug(db: Db, name: string, exceptId?: string) {
  const base = slugify(name) || "place";
  const rows = await db
    .select({ slug: locations.slug, id: locations.id })
    .from(locations)
    .where(or(eq(locations.slug, base), like(locations.slug, `${escapeLike(base)}-%`)));
  return uniqueSlug(base, new Set(rows.filter((r) => r.id !== exceptId).map((r) => r.slug)));
}

function toRow(input: LocationInput): Omit<NewLocation, "slug"> {
  return {
    name: input.name,
    category: input.category,
    region: input.region,
    city: input.city,
    county: input.county,
    address: input.address,
    zip: input.zip,
    phone: input.phone,
    lat: input.lat,
    lng: input.lng,
    leashPolicy: input.leash_policy,
    rules: input.rules.length ? input.rules : null,
    fees: input.fees,
    feeDetails: input.fee_details,
    hours: input.hours,
    seasonality: input.seasonality,
    accessibilityNotes: input.accessibility_notes,
    parkingDetails: input.parking_details,
    safetyNotes: input.safety_notes,
    crowdLevel: input.crowd_level,
    amenities: input.amenities,
    photos: input.photos,
    imageUrl: input.image_url,
    mapUrl: input.map_url,
    externalLinks: { official: input.external_official, county: input.external_county },
    rating: input.rating,
    reviewCount: input.review_count,
    description: input.description,
  };
}

export async function createLocation(db: Db, input: LocationInput) {
  const slug = await freeSlug(db, input.name);
  const [row] = await db
    .insert(locations)
    .values({ ...toRow(input), slug })
    .returning({ id: locations.id, slug: locations.slug, name: locations.name });
  return row!;
}

/**
 * Saves the form over a place. The slug follows a changed name (kept unique);
 * an unchanged name keeps the address the place already has.
 */
export async function updateLocation(db: Db, id: string, input: LocationInput) {
  const [current] = await db
    .select({ name: locations.name, slug: locations.slug, photos: locations.photos })
    .from(locations)
    .where(eq(locations.id, id))
    .limit(1);
  if (!current) return null;
  const slug = current.name === input.name ? current.slug : await freeSlug(db, input.name, id);
  const [row] = await db
    .update(locations)
    .set({ ...toRow(input), slug, updatedAt: new Date() })
    .where(eq(locations.id, id))
    .returning({ id: locations.id, slug: locations.slug, name: locations.name });
  return row ? { ...row, previousPhotos: current.photos } : null;
}

/** Deletes a place; returns its photo URLs so stored files can be removed, or null when it did not exist. */
export async function deleteLocation(db: Db, id: string) {
  const [row] = await db
    .delete(locations)
    .where(eq(locations.id, id))
    .returning({ id: locations.id, name: locations.name, photos: locations.photos });
  return row ?? null;
}
