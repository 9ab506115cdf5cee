// The directory: its places, the addresses they had before, their free text in other languages,
// the amenity list and the photos uploaded for them.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import type { PlaceLimits } from "~/lib/fits/limits";
import {
  CATEGORY_VALUES,
  CROWD_LEVEL_VALUES,
  FEE_VALUES,
  LEASH_POLICY_VALUES,
  PLACE_DEFAULTS,
  PLACE_STATUS_VALUES,
  REGION_VALUES,
  YES_NO_VALUES,
  type Category,
  type CrowdLevel,
  type Fees,
  type LeashPolicy,
  type PlaceStatus,
  type Region,
  type YesNo,
} from "../../lib/vocabulary";
import type { ExternalLinks, PlaceSource } from "../../lib/models";
import { translatedTexts, type TranslatedTextKey } from "../../lib/place-fields";
import { userOrNull } from "./schema-accounts.server";
import { createdAt, oneOf, timestamps, uuidKey } from "./schema-columns.server";

export const locations = pgTable(
  "locations",
  {
    id: uuidKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    category: text("category").$type<Category>().notNull().default(PLACE_DEFAULTS.category),
    region: text("region").$type<Region>().notNull().default(PLACE_DEFAULTS.region),
    city: text("city"),
    county: text("county"),
    address: text("address"),
    zip: text("zip"),
    phone: text("phone"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    leashPolicy: text("leash_policy").$type<LeashPolicy>(),
    rules: jsonb("rules").$type<string[]>().notNull().default([]),
    fees: text("fees").$type<Fees>(),
    feeDetails: text("fee_details"),
    hours: text("hours"),
    seasonality: text("seasonality"),
    accessibilityNotes: text("accessibility_notes"),
    parkingDetails: text("parking_details"),
    safetyNotes: text("safety_notes"),
    crowdLevel: text("crowd_level").$type<CrowdLevel>(),
    amenities: text("amenities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photos: text("photos")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    mapUrl: text("map_url"),
    externalLinks: jsonb("external_links").$type<ExternalLinks>().notNull().default({}),
    /**
     * Published first-party reviews (place_reviews), kept in step with place_review_stats by the
     * transaction that changes one: the lists read and sort by these columns.
     */
    reviewCount: integer("review_count").notNull().default(0),
    /** The mean of their stars, to one decimal, as cards show it; null without any. */
    reviewAverage: doublePrecision("review_average"),
    /** Their Bayesian average (lib/reviews.ts), what "top rated" sorts by; null without any. */
    reviewScore: doublePrecision("review_score"),
    description: text("description"),
    source: text("source"),
    /** When dogs are allowed, in OpenStreetMap opening_hours syntax; null when no source states it. */
    dogHours: text("dog_hours"),
    fenced: text("fenced").$type<YesNo>(),
    smallDogArea: text("small_dog_area").$type<YesNo>(),
    /** Which dogs may come (lib/fits/limits.ts, checked by PlaceLimitsSchema on write); null when unknown. */
    dogLimits: jsonb("dog_limits").$type<PlaceLimits>(),
    status: text("status").$type<PlaceStatus>().notNull().default("open"),
    statusNote: text("status_note"),
    sources: jsonb("sources").$type<PlaceSource[]>().notNull().default([]),
    verifiedOn: date("verified_on"),
    /** The administrator who last set the verified date; null when unknown or their account is gone. */
    verifiedBy: userOrNull("verified_by"),
    ...timestamps(),
  },
  (t) => [
    check("locations_status_check", oneOf(t.status, PLACE_STATUS_VALUES)),
    check("locations_fenced_check", oneOf(t.fenced, YES_NO_VALUES)),
    check("locations_small_dog_area_check", oneOf(t.smallDogArea, YES_NO_VALUES)),
    index("locations_status_idx").on(t.status),
    check("locations_category_check", oneOf(t.category, CATEGORY_VALUES)),
    check("locations_region_check", oneOf(t.region, REGION_VALUES)),
    check("locations_leash_policy_check", oneOf(t.leashPolicy, LEASH_POLICY_VALUES)),
    check("locations_fees_check", oneOf(t.fees, FEE_VALUES)),
    check("locations_crowd_level_check", oneOf(t.crowdLevel, CROWD_LEVEL_VALUES)),
    check("locations_lat_check", sql`${t.lat} is null or (${t.lat} >= -90 and ${t.lat} <= 90)`),
    check("locations_lng_check", sql`${t.lng} is null or (${t.lng} >= -180 and ${t.lng} <= 180)`),
    index("locations_region_idx").on(t.region),
    index("locations_category_idx").on(t.category),
    index("locations_leash_policy_idx").on(t.leashPolicy),
    index("locations_fees_idx").on(t.fees),
    index("locations_crowd_level_idx").on(t.crowdLevel),
    index("locations_created_at_idx").on(t.createdAt.desc()),
    index("locations_amenities_idx").using("gin", t.amenities),
    index("locations_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    /** An import finds the places already present by name (and city), whatever the case. */
    index("locations_name_lower_idx").on(sql`lower(${t.name})`),
    index("locations_city_trgm_idx").using("gin", t.city.op("gin_trgm_ops")),
    // The public lists (decision 0014, "Long lists"): only the places they may show (not closed for
    // good), in each list's own order, so a page is read off the index as far as it goes.
    index("locations_listed_newest_idx")
      .on(t.createdAt.desc().nullsFirst(), t.name, t.id)
      .where(sql`status <> 'closed'`),
    index("locations_listed_name_idx")
      .on(t.name, t.id)
      .where(sql`status <> 'closed'`),
    index("locations_listed_rating_idx")
      .on(t.reviewScore.desc().nullsLast(), t.createdAt.desc().nullsFirst(), t.name, t.id)
      .where(sql`status <> 'closed'`),
    // Every column a list filters on, so that a list's matches are counted from the index alone
    // (region first: the region pages, and the filter most lists set).
    index("locations_listed_filters_idx")
      .on(
        t.region,
        t.leashPolicy,
        t.fees,
        t.crowdLevel,
        t.category,
        t.fenced,
        t.smallDogArea,
        t.reviewAverage,
        t.amenities,
      )
      .where(sql`status <> 'closed'`),
    // A search's name matches: the words of the name (its search document's weight A) and the name
    // as searches compare it (search_name, a generated column of migration 0008).
    index("locations_name_words_idx")
      .using("gin", sql`to_tsvector('public.fdp_search'::regconfig, ${t.name})`)
      .where(sql`status <> 'closed'`),
    index("locations_search_name_idx")
      .on(sql`search_name`)
      .where(sql`status <> 'closed'`),
    // Fits my dogs (decision 0052): the few places with a limit that can turn dogs away, by those
    // limits, so that a list finds the places it leaves out from this index alone. Migration 0034
    // also INCLUDEs dog_limits, which lets PostgreSQL read them without visiting the table.
    index("locations_listed_turning_limits_idx")
      .on(
        sql`((dog_limits -> 'maxDogsPerPerson' ->> 'count')::int)`,
        sql`((dog_limits -> 'minAgeMonths' ->> 'months')::int)`,
        sql`((dog_limits -> 'spayNeuterRequired') is not null)`,
        sql`((dog_limits -> 'noFemalesInHeat') is not null)`,
      )
      .where(
        sql`status <> 'closed' and dog_limits ?| array['maxDogsPerPerson', 'minAgeMonths', 'spayNeuterRequired', 'noFemalesInHeat']`,
      ),
  ],
);

/** The place a row belongs to: the row goes when the place is deleted. */
export const placeId = () =>
  uuid("location_id")
    .notNull()
    .references(() => locations.id, { onDelete: "cascade" });

/** A place a row points at without belonging to it: null once the place is deleted. */
export const placeOrNull = (name: string) => uuid(name).references(() => locations.id, { onDelete: "set null" });

/**
 * The addresses a place had before it was renamed: an old slug answers 301 to the place's current
 * address. A slug a live place uses again wins over its history.
 */
export const slugHistory = pgTable(
  "slug_history",
  {
    slug: text("slug").primaryKey(),
    locationId: placeId(),
    createdAt: createdAt(),
  },
  (t) => [index("slug_history_location_id_idx").on(t.locationId)],
);

/**
 * The free text of a place that is translated, by field: the columns of `locations` a place page
 * shows as prose (declared in app/lib/place-fields.ts). Rules are a list; their translation keeps one
 * rule a line. A field added there changes place_translations_field_check: a migration.
 */
export const PLACE_TEXT_FIELDS = translatedTexts();
export type PlaceTextField = TranslatedTextKey | "rules";
/** The languages a place's free text is translated into (English is the place's own text). */
export const PLACE_TEXT_LOCALES = ["es"] as const;
export type PlaceTextLocale = (typeof PLACE_TEXT_LOCALES)[number];

/**
 * A place's free text in another language, one row per place, field and language (issue 27). The
 * English it was made from is kept, so a translation the English has moved away from can be told
 * apart; `human_checked` says whether a person has read it (machine-written texts wait with false).
 */
export const placeTranslations = pgTable(
  "place_translations",
  {
    locationId: placeId(),
    field: text("field").$type<PlaceTextField>().notNull(),
    locale: text("locale").$type<PlaceTextLocale>().notNull(),
    text: text("text").notNull(),
    /** The English text this translates, as it was when the translation was written. */
    sourceText: text("source_text"),
    humanChecked: boolean("human_checked").notNull().default(false),
    /** The administrator who last wrote it; null for the demo data, or when their account is gone. */
    updatedBy: userOrNull("updated_by"),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.field, t.locale] }),
    check("place_translations_field_check", oneOf(t.field, PLACE_TEXT_FIELDS)),
    check("place_translations_locale_check", oneOf(t.locale, PLACE_TEXT_LOCALES)),
    check("place_translations_text_check", sql`length(btrim(${t.text})) > 0`),
  ],
);

export const amenities = pgTable("amenities", {
  id: uuidKey(),
  name: text("name").notNull().unique(),
  displayName: text("display_name").notNull(),
  description: text("description"),
  icon: text("icon"),
  createdAt: createdAt(),
});

export type NewLocation = typeof locations.$inferInsert;
export type Amenity = typeof amenities.$inferSelect;

/**
 * Every photo uploaded through the location form, until a sweep finds it a day later: kept when a
 * place uses it, deleted from storage when none does (a dialog closed without saving, a tab closed).
 */
export const photoUploads = pgTable(
  "photo_uploads",
  {
    url: text("url").primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index("photo_uploads_created_at_idx").on(t.createdAt)],
);
