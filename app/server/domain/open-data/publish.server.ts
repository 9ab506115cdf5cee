// A person's decisions on candidates (decision 0042): publish one through the location form,
// publish a selection of clean rows as they are, link one to a place already in the directory, or
// reject one with a reason. Each decision locks its candidate first, so two administrators acting
// on the same row at once make one place and the second is told it was decided.
import { inTransaction, type Db } from "../../infra/db.server";
import type { NewLocation } from "../../infra/schema.server";
import type { OpenDataCandidate } from "../../infra/schema-open-data.server";
import { fieldChanges, recordAudit, type Actor } from "../../queries/audit.server";
import { insertLocation, verifiedBy } from "../../queries/location-admin.server";
import { locationsById } from "../../queries/location-import.server";
import { decideCandidate, lockCandidate } from "../../queries/open-data.server";
import { floridaCounty } from "../../reference/counties.server";
import { PLACE_FIELDS } from "~/lib/audit";
import { upstreamName, upstreamUrl, type CandidateRejectReason, type OpenDataSource } from "~/lib/open-data";
import type { LocationInput } from "~/lib/schemas";

/** A decision that cannot be made, with the reason the administrator reads. */
export class CandidateDecisionError extends Error {}

const SOURCE_CREDITS: Record<OpenDataSource, string> = {
  osm: "OpenStreetMap contributors",
  usda: "USDA Agricultural Marketing Service, National Farmers Market Directory",
  "miami-dade-parks": "Miami-Dade County Open Data, Parks Facilities",
};

/** "OpenStreetMap contributors, way 123 (leisure=dog_park)": the place's source note, with its link. */
export function candidateSourceNote(
  candidate: Pick<OpenDataCandidate, "source" | "upstreamId" | "upstreamType" | "lat" | "lng">,
) {
  const url = upstreamUrl(candidate.source, candidate.upstreamId, candidate.upstreamType, candidate);
  const named = `${SOURCE_CREDITS[candidate.source]}, ${upstreamName(candidate.source, candidate.upstreamId, candidate.upstreamType)}`;
  const tag = candidate.source === "osm" ? " (leisure=dog_park)" : "";
  return url ? `${named}${tag} ${url}` : `${named}${tag}`;
}

/**
 * What the candidate says of the place, as the location form's fields: only what its source states
 * (the fence from OpenStreetMap's barrier=fence); everything else is left for a person to fill in.
 */
export function candidateFormValues(candidate: OpenDataCandidate): Partial<LocationInput> {
  const county = floridaCounty(candidate.county);
  return {
    name: candidate.name ?? "",
    category: candidate.category,
    ...(county ? { region: county.region, county: county.county } : {}),
    city: candidate.city ?? "",
    address: candidate.address,
    zip: candidate.zip,
    phone: candidate.phone,
    lat: candidate.lat,
    lng: candidate.lng,
    externalLinks: { official: candidate.website, county: null },
    fenced: candidate.tags.barrier === "fence" ? "yes" : null,
    hours: candidate.tags.opening_hours ?? null,
  };
}

function decidable(candidate: OpenDataCandidate | null): OpenDataCandidate {
  if (!candidate) throw new CandidateDecisionError("That candidate is not there any more.");
  if (candidate.status !== "pending")
    throw new CandidateDecisionError(
      `"${candidate.name ?? candidate.upstreamId}" was already ${candidate.status} by someone else.`,
    );
  return candidate;
}

/** A farmers market is dog-friendly only on the word of a source about its dog policy. */
export function marketPolicyMissing(candidate: Pick<OpenDataCandidate, "category">, input: Partial<LocationInput>) {
  if (candidate.category !== "farmers-market") return false;
  const sourced = (input.sources ?? []).some((s) => s.url && !/ams\.usda\.gov/i.test(s.url));
  return !input.leashPolicy || !sourced;
}

async function publish(tx: Db, candidate: OpenDataCandidate, values: Omit<NewLocation, "slug">, actor: Actor) {
  const row = await insertLocation(tx, values);
  await recordAudit(tx, actor, {
    action: "place.created",
    locationId: row.id,
    summary: `Published "${row.name}" from ${SOURCE_CREDITS[candidate.source]}, ${upstreamName(candidate.source, candidate.upstreamId, candidate.upstreamType)}`,
    changes: fieldChanges({}, values, PLACE_FIELDS),
  });
  await decideCandidate(tx, candidate.id, { status: "accepted", locationId: row.id }, actor?.id ?? null);
  return row;
}

/** Publishes a candidate with the location form's values, which the administrator completed. */
export async function acceptCandidate(db: Db, id: string, input: LocationInput, actor: Actor) {
  return inTransaction(db, async (tx) => {
    const candidate = decidable(await lockCandidate(tx, id));
    if (marketPolicyMissing(candidate, input))
      throw new CandidateDecisionError(
        "A farmers market is published only with its dog policy and the page that states it: choose the leash rule and add that page under Sources.",
      );
    return publish(
      tx,
      candidate,
      {
        ...input,
        source: candidateSourceNote(candidate),
        verifiedBy: verifiedBy(actor, null, input.verifiedOn),
      },
      actor,
    );
  });
}

/**
 * The place a clean candidate makes as it is: its name, position, county and region, and what its
 * source states; unknown facts (leash rule, fees, city when untagged) stay unknown, and it is not
 * verified by an editor.
 */
export function placeFromCandidate(candidate: OpenDataCandidate): Omit<NewLocation, "slug"> | string {
  if (!candidate.name) return "it has no name";
  if (candidate.flags.length) return `it is flagged (${candidate.flags.join(", ")})`;
  if (candidate.category === "farmers-market") return "a farmers market needs its dog policy from a source";
  const county = floridaCounty(candidate.county);
  if (!county) return "its county is unknown";
  if (candidate.lat === null || candidate.lng === null) return "it has no position";
  const form = candidateFormValues(candidate);
  return {
    name: candidate.name,
    category: candidate.category,
    region: county.region,
    county: county.county,
    city: candidate.city,
    address: candidate.address,
    zip: candidate.zip,
    phone: candidate.phone,
    lat: candidate.lat,
    lng: candidate.lng,
    externalLinks: candidate.website ? { official: candidate.website } : {},
    fenced: form.fenced ?? null,
    hours: form.hours ?? null,
    source: candidateSourceNote(candidate),
    verifiedOn: null,
  };
}

/** Publishes each clean candidate of the selection as it is; answers what was published and what was not, and why. */
export async function acceptSelection(db: Db, ids: string[], actor: Actor) {
  const published: { id: string; name: string; slug: string }[] = [];
  const skipped: { id: string; name: string | null; reason: string }[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      await inTransaction(db, async (tx) => {
        const candidate = decidable(await lockCandidate(tx, id));
        const values = placeFromCandidate(candidate);
        if (typeof values === "string") {
          skipped.push({ id, name: candidate.name, reason: values });
          return;
        }
        const row = await publish(tx, candidate, values, actor);
        published.push({ id, name: row.name, slug: row.slug });
      });
    } catch (error) {
      if (!(error instanceof CandidateDecisionError)) throw error;
      skipped.push({ id, name: null, reason: error.message });
    }
  }
  return { published, skipped };
}

/** Records that the candidate is a place already in the directory; answers that place. */
export async function linkCandidate(db: Db, id: string, locationId: string, actor: Actor) {
  return inTransaction(db, async (tx) => {
    decidable(await lockCandidate(tx, id));
    const [place] = await locationsById(tx, [locationId]);
    if (!place) throw new CandidateDecisionError("That place is not in the directory any more.");
    await decideCandidate(tx, id, { status: "linked", locationId }, actor?.id ?? null);
    return place;
  });
}

export async function rejectCandidate(db: Db, id: string, reason: CandidateRejectReason, actor: Actor) {
  await inTransaction(db, async (tx) => {
    decidable(await lockCandidate(tx, id));
    await decideCandidate(tx, id, { status: "rejected", rejectReason: reason }, actor?.id ?? null);
  });
}

/** Takes an upstream change in: the candidate keeps its decision and its change is marked seen. */
export async function dismissChange(db: Db, id: string, actor: Actor) {
  await inTransaction(db, async (tx) => {
    const candidate = await lockCandidate(tx, id);
    if (!candidate) throw new CandidateDecisionError("That candidate is not there any more.");
    await decideCandidate(
      tx,
      id,
      { status: candidate.status, locationId: candidate.locationId, rejectReason: candidate.rejectReason },
      actor?.id ?? null,
    );
  });
}
