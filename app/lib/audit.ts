// How the directory's history names its changes and shows stored values to an administrator.
import type { FieldChange } from "./models";
import type { PlaceLimits } from "./fits/limits";
import {
  categoryLabel,
  crowdLabel,
  feesLabel,
  leashLabel,
  placeStatusLabel,
  regionLabel,
  yesNoLabel,
} from "~/lib/vocabulary";

/** One change in a place's history as the History dialog receives it (the time as ISO 8601). */
export type PlaceHistoryEvent = {
  id: string;
  action: string;
  summary: string;
  changes: FieldChange[];
  actorEmail: string | null;
  createdAt: string;
};

/** A place's history, newest first. */
export type PlaceHistory = { events: PlaceHistoryEvent[] };

export const AUDIT_ACTIONS = [
  "place.created",
  "place.updated",
  "place.deleted",
  "place.restored",
  "place.imported",
  "submission.approved",
  "submission.rejected",
  "submission.reopened",
  "submission.merged",
  "report.applied",
  "report.not-applied",
  "amenity.created",
  "amenity.updated",
  "amenity.deleted",
  "user.promoted",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Entries whose "before" values are a place's own earlier values, which Restore can bring back. */
export const RESTORABLE_ACTIONS = [
  "place.updated",
  "place.restored",
  "place.imported",
  "submission.merged",
] as const satisfies AuditAction[];

/** A place's fields as the location form labels them and the history names them, in the form's order. */
export const PLACE_FIELD_LABELS = {
  name: "Name",
  category: "Category",
  region: "Region",
  city: "City",
  county: "County",
  address: "Address",
  zip: "Zip Code",
  phone: "Phone",
  lat: "Latitude",
  lng: "Longitude",
  leashPolicy: "Leash Policy",
  crowdLevel: "Crowd Level",
  fees: "Entry Fees",
  feeDetails: "Fee Details",
  hours: "Hours",
  seasonality: "Seasonality",
  description: "Description",
  rules: "Rules & Guidelines",
  accessibilityNotes: "Accessibility Notes",
  parkingDetails: "Parking Details",
  safetyNotes: "Safety Notes",
  amenities: "Amenities",
  photos: "Photos",
  imageUrl: "Image URL",
  mapUrl: "Map URL",
  externalLinks: "Official Links",
  dogHours: "Dog Hours",
  fenced: "Fenced",
  smallDogArea: "Small-Dog Area",
  dogLimits: "Dogs' Limits",
  status: "Status",
  statusNote: "Status Note",
  sources: "Sources",
  verifiedOn: "Last verified",
} as const;

export type PlaceField = keyof typeof PLACE_FIELD_LABELS;
export const PLACE_FIELDS = Object.keys(PLACE_FIELD_LABELS) as PlaceField[];

export function isPlaceField(field: string): field is PlaceField {
  return Object.hasOwn(PLACE_FIELD_LABELS, field);
}

/**
 * Fields a change can be undone on from the history. Photos are left out: a removed photo's file is
 * deleted from storage, so bringing its address back would show a broken image.
 */
export function canRestore(change: FieldChange): boolean {
  return isPlaceField(change.field) && change.field !== "photos";
}

/**
 * Fields a place no longer has, as older history entries name them: the rating and review count once
 * typed in or imported (decision 0026). Such a change is shown, never restored.
 */
const RETIRED_FIELD_LABELS: Record<string, string> = {
  rating: "Rating (typed in, no longer shown)",
  reviewCount: "Review Count (typed in, no longer shown)",
};

export function fieldLabel(field: string): string {
  // A translation of a field: "description.es", and whether a person checked it, "description.es.checked".
  const translated = /^(\w+)\.es(\.checked)?$/.exec(field);
  if (translated && isPlaceField(translated[1]!))
    return `${PLACE_FIELD_LABELS[translated[1]!]} (Spanish)${translated[2] ? ", checked by a person" : ""}`;
  return isPlaceField(field) ? PLACE_FIELD_LABELS[field] : (RETIRED_FIELD_LABELS[field] ?? field);
}

const CHOICE_LABELS: Partial<Record<PlaceField, (value: string) => string | undefined | null>> = {
  category: categoryLabel,
  region: regionLabel,
  leashPolicy: leashLabel,
  crowdLevel: crowdLabel,
  fees: feesLabel,
  status: placeStatusLabel,
  fenced: yesNoLabel,
  smallDogArea: yesNoLabel,
};

/** A stored value as a short text: "Not set" for nothing, labels for choices, lists joined. */
export function formatFieldValue(field: string, value: unknown): string {
  if (field === "dogLimits") return limitsText(value as PlaceLimits | null | undefined);
  if (value === null || value === undefined || value === "") return "Not set";
  if (Array.isArray(value)) {
    if (!value.length) return "None";
    return value
      .map((item) => (typeof item === "object" && item !== null && "url" in item ? String(item.url) : String(item)))
      .join("; ");
  }
  if (typeof value === "object") {
    const parts = Object.entries(value)
      .filter(([, v]) => v)
      .map(([k, v]) => `${k}: ${String(v)}`);
    return parts.length ? parts.join("; ") : "None";
  }
  if (typeof value === "boolean") return value ? "Yes" : "No";
  const label = isPlaceField(field) ? CHOICE_LABELS[field]?.(String(value)) : undefined;
  return label ?? String(value);
}

const DOCUMENT_NAMES = {
  rabiesTag: "rabies tag",
  rabiesProof: "proof of rabies vaccination",
  licence: "licence",
  permit: "permit",
} as const;

/** A place's limits in a few words, for its history (each limit's source and rule aside). */
function limitsText(limits: PlaceLimits | null | undefined): string {
  if (!limits) return "Not read from the sources yet";
  const parts = [
    limits.maxDogsPerPerson && `${limits.maxDogsPerPerson.count} dogs per person`,
    limits.minAgeMonths && `at least ${limits.minAgeMonths.months} months old`,
    ...(limits.weightAreas ?? []).map(
      (area) =>
        `small-dog ${area.word}${area.maxLb ? ` (${area.maxIncluded === false ? "under" : "up to"} ${area.maxLb} lb)` : ""}`,
    ),
    limits.spayNeuterRequired && "spayed or neutered",
    limits.noFemalesInHeat && "no females in heat",
    ...(limits.requiredDocuments ?? []).map((doc) =>
      doc.kind === "permit"
        ? `permit "${doc.name}"`
        : doc.kind === "licence" && doc.issuer
          ? `${doc.issuer} licence`
          : DOCUMENT_NAMES[doc.kind],
    ),
    limits.maxLeashFeet && `leash up to ${limits.maxLeashFeet.feet} ft`,
  ].filter(Boolean);
  return parts.length ? parts.join("; ") : "Read from the sources: no limit stated";
}
