// The rows both sides use: the server reads and writes them (app/server/infra/schema.server.ts
// declares the tables and checks at compile time that they hold exactly these shapes), and
// components and shared code receive them as data. Nothing here touches the database.
import type { PlaceLimits } from "./fits/limits";
import type { Category, CrowdLevel, Fees, LeashPolicy, PlaceStatus, Region, YesNo } from "./vocabulary";
import type { SubmissionStatus } from "./vocabulary-submissions";

export type ExternalLinks = { official?: string | null; county?: string | null };

/** A page a place's facts come from: its address, what it supports, and the date it shows or was checked. */
export type PlaceSource = { url: string; supports: string | null; date: string | null };

/** A place in the directory, as stored. */
export type Location = {
  id: string;
  slug: string;
  name: string;
  category: Category;
  region: Region;
  city: string | null;
  county: string | null;
  address: string | null;
  zip: string | null;
  phone: string | null;
  lat: number | null;
  lng: number | null;
  leashPolicy: LeashPolicy | null;
  rules: string[];
  fees: Fees | null;
  feeDetails: string | null;
  hours: string | null;
  seasonality: string | null;
  accessibilityNotes: string | null;
  parkingDetails: string | null;
  safetyNotes: string | null;
  crowdLevel: CrowdLevel | null;
  amenities: string[];
  photos: string[];
  imageUrl: string | null;
  mapUrl: string | null;
  externalLinks: ExternalLinks;
  /** Published first-party reviews of the place (never a number typed in or imported). */
  reviewCount: number;
  /** Their mean stars, to one decimal; null without any. */
  reviewAverage: number | null;
  /** Their Bayesian average, what "top rated" sorts by; null without any. */
  reviewScore: number | null;
  description: string | null;
  source: string | null;
  /** When dogs are allowed, in OpenStreetMap opening_hours syntax; null when no source states it. */
  dogHours: string | null;
  fenced: YesNo | null;
  smallDogArea: YesNo | null;
  /** Which dogs may come, as its sources state it (lib/fits/limits.ts); null when none is recorded. */
  dogLimits: PlaceLimits | null;
  status: PlaceStatus;
  statusNote: string | null;
  sources: PlaceSource[];
  /** A calendar date, YYYY-MM-DD. */
  verifiedOn: string | null;
  /** The administrator who last set the verified date; null when unknown or their account is gone. */
  verifiedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Where a place is: its town, county, street address, ZIP code and position on the map. */
export type PlaceWhereabouts = Pick<Location, "city" | "county" | "address" | "zip" | "lat" | "lng">;

/** A place a visitor proposed, as stored. */
export type LocationSubmission = {
  id: string;
  userId: string | null;
  submitterName: string;
  email: string;
  name: string;
  category: Category;
  city: string;
  county: string | null;
  address: string | null;
  zip: string | null;
  phone: string | null;
  leashPolicy: LeashPolicy;
  description: string;
  amenities: string[];
  hours: string | null;
  fees: Fees | null;
  feeDetails: string | null;
  parkingDetails: string | null;
  rules: string[];
  imageUrl: string | null;
  mapUrl: string | null;
  notes: string | null;
  /** The submitter's own words on when dogs are allowed; the reviewer turns them into dog hours. */
  dogHoursNote: string | null;
  status: SubmissionStatus;
  adminNotes: string | null;
  locationId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** One change to a field: its value before and after, as stored (JSON). */
export type FieldChange = { field: string; before: unknown; after: unknown };

/** new: a place to create; present: matches a place in the directory; skip and error: nothing to write. */
export const IMPORT_PLANS = ["new", "present", "skip", "error"] as const;
export type ImportPlan = (typeof IMPORT_PLANS)[number];

/** One field a row would change on a place already present, as the preview shows it. */
export type ImportChange = { field: string; label: string; before: string; after: string };

/** A place a map can draw: it has coordinates. */
export type MapPoint = Pick<Location, "id" | "slug" | "name" | "category" | "leashPolicy"> & {
  lat: number;
  lng: number;
};

/** True when A and B are the same type; schema.server uses it to hold its tables to these shapes. */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
