// Every query on places: lists with filters, detail, counts.
import { and, arrayContains, asc, desc, eq, gte, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db.server";
import { locations } from "../schema.server";
import { PAGE_SIZE, type LocationFilters } from "~/lib/filters";

/** The columns a card needs. */
export const summaryColumns = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  category: locations.category,
  region: locations.region,
  city: locations.city,
  county: locations.county,
  leashPolicy: locations.leashPolicy,
  fees: locations.fees,
  crowdLevel: locations.crowdLevel,
  amenities: locations.amenities,
  photos: locations.photos,
  imageUrl: locations.imageUrl,
  rating: locations.rating,
  createdAt: locations.createdAt,
};

export type LocationSummary = {
  id: string;
  slug: string;
  name: string;
  category: string;
  region: string;
  city: string | null;
  county: string | null;
  leashPolicy: string | null;
  fees: string | null;
  crowdLevel: string | null;
  amenities: string[];
  photos: string[];
  imageUrl: string | null;
  rating: number | null;
  createdAt: Date;
};

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(filters: LocationFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    parts.push(or(ilike(locations.name, pattern), ilike(locations.city, pattern)));
  }
  if (filters.city) parts.push(ilike(locations.city, `%${escapeLike(filters.city)}%`));
  if (filters.regions?.length) parts.push(inArray(locations.region, filters.regions));
  if (filters.categories?.length) parts.push(inArray(locations.category, filters.categories));
  if (filters.leashPolicies?.length) parts.push(inArray(locations.leashPolicy, filters.leashPolicies));
  if (filters.fees?.length) parts.push(inArray(locations.fees, filters.fees));
  if (filters.crowdLevels?.length) parts.push(inArray(locations.crowdLevel, filters.crowdLevels));
  if (filters.amenities?.length) parts.push(arrayContains(locations.amenities, filters.amenities));
  if (filters.minRating !== undefined)
    parts.push(and(isNotNull(locations.rating), gte(locations.rating, filters.minRating)));
  return parts.length ? and(...parts) : undefined;
}

function ordering(filters: LocationFilters) {
  switch (filters.sort) {
    case "rating":
      return [sql`${locations.rating} desc nulls last`, desc(locations.createdAt), asc(locations.name)];
    case "name":
      return [asc(locations.name)];
    default:
      return [desc(locations.createdAt), asc(locations.name)];
  }
}

export type LocationPage = {
  items: LocationSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

/** One page of places matching the filters, with the total count of all matches. */
export async function findLocations(db: Db, filters: LocationFilters = {}): Promise<LocationPage> {
  const pageSize = filters.pageSize ?? PAGE_SIZE;
  const where = conditions(filters);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(locations)
    .where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filters.page ?? 1), pageCount);
  const items = await db
    .select(summaryColumns)
    .from(locations)
    .where(where)
    .orderBy(...ordering(filters))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total, page, pageSize, pageCount };
}

/** Counts of matching places per category, for the region and city pages. */
export async function countByCategory(db: Db, filters: LocationFilters = {}) {
  const rows = await db
    .select({ category: locations.category, count: sql<number>`count(*)::int` })
    .from(locations)
    .where(conditions(filters))
    .groupBy(locations.category);
  return Object.fromEntries(rows.map((r) => [r.category, r.count])) as Record<string, number>;
}

export async function getLocationBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(locations).where(eq(locations.slug, slug)).limit(1);
  return row ?? null;
}
