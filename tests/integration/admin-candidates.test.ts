// The administrators' Candidates queue (issue 37): its filters and status counts, and each of its
// decisions as the server answers them: publish a selection of clean rows, import a newer extract,
// accept through the location form (a farmers market only with its dog policy and its source),
// link to a place, reject with a reason, mark a change seen. Refusals are messages, never a 500;
// two administrators accepting one candidate at once publish one place.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { LOCATION_FORM, placeRow } from "../factories";
import { callRoute, postForm, sessionCookie, siteRequest } from "../fixtures/sessions";
import * as queueRoute from "~/routes/admin/candidates/route";
import * as detailRoute from "~/routes/admin/candidates/detail";
import type { ActionReply } from "~/lib/forms";
import { importOpenData } from "~/server/domain/open-data/import.server";
import { seedAmenities } from "~/server/domain/seed.server";
import { locations } from "~/server/infra/schema.server";
import { openDataCandidates } from "~/server/infra/schema-open-data.server";
import { getCandidate } from "~/server/queries/open-data.server";
import { insertLocation } from "~/server/queries/location-admin.server";

let admin = "";
let member = "";

beforeAll(async () => {
  await resetDatabase();
  await seedAmenities(await getDb());
  admin = await sessionCookie("admin");
  member = await sessionCookie("user");
});

const OSM_HEADER = "osm_type,osm_id,name,lat,lon,county,city,barrier,review_flags";
const USDA_HEADER = "fmid,name,street,city,county,zip,lat,lon,seasons,website,review_flags";

/** A fresh upstream id: no other test's file uses it. */
const freshId = () => String(crypto.randomInt(10 ** 11, 10 ** 12));

type Row = { name: string; lat?: number; lng?: number; county?: string; flags?: string; barrier?: string };

/** Imports an OpenStreetMap extract of these rows; answers their candidates by name. */
async function osmCandidates(rows: Row[]) {
  const lines = rows.map(
    (r) =>
      `node,${freshId()},${r.name},${r.lat ?? 28.5},${r.lng ?? -81.4},${r.county ?? "Orange"},Orlando,${r.barrier ?? ""},${r.flags ?? ""}`,
  );
  return importRows("osm", [OSM_HEADER, ...lines].join("\n"));
}

async function importRows(source: "osm" | "usda", text: string) {
  const db = await getDb();
  await importOpenData(db, source, { name: `${source}.csv`, bytes: new TextEncoder().encode(text) }, null);
  const rows = await db.select().from(openDataCandidates).where(eq(openDataCandidates.source, source));
  return new Map(rows.map((r) => [r.name ?? "", r]));
}

const post = (fields: Record<string, string | string[]>, cookie = admin) =>
  postForm("/admin/candidates", fields, cookie);
const decide = (id: string, fields: Record<string, string | string[]>, cookie = admin) =>
  callRoute(detailRoute.action, postForm(`/admin/candidates/${id}`, { id, ...fields }, cookie), { id });

type Queue = Awaited<ReturnType<typeof queueRoute.loader>>;
async function queue(query: string) {
  const answer = await callRoute(queueRoute.loader, siteRequest(`/admin/candidates${query}`, { cookie: admin }));
  expect(answer.status).toBe(200);
  return answer.body as Queue;
}

/** The location form as the administrator completes it for the candidate. */
const acceptForm = (name: string, more: Record<string, string | string[]> = {}) => ({
  ...LOCATION_FORM,
  name,
  intent: "accept",
  amenities: [],
  "externalLinks.official": "",
  ...more,
});

async function placesNamed(name: string) {
  const db = await getDb();
  return db.select().from(locations).where(eq(locations.name, name));
}

describe("the Candidates queue", () => {
  it("filters by county, flag kind and nearness, and counts each status", async () => {
    const db = await getDb();
    await insertLocation(db, placeRow({ name: "Queue Anchor Park", lat: 27.2, lng: -80.3, county: "Martin" }));
    const rows = await osmCandidates([
      { name: "Martin Near Park", lat: 27.2005, lng: -80.3, county: "Martin" },
      { name: "Martin Far Park", lat: 27.3, lng: -80.3, county: "Martin" },
      { name: "Twin Spot Park", county: "Orange", flags: "duplicate-position:123" },
    ]);
    const martin = await queue("?county=Martin");
    expect(martin.items.map((c) => c.name).sort()).toEqual(["Martin Far Park", "Martin Near Park"]);
    expect(martin.items.every((c) => c.county === "Martin")).toBe(true);
    expect((await queue("?county=Martin&near=yes")).items.map((c) => c.name)).toEqual(["Martin Near Park"]);
    expect((await queue("?county=Martin&near=no")).items.map((c) => c.name)).toEqual(["Martin Far Park"]);
    // The facets name a flag without its number; the filter finds the rows that carry it.
    expect(martin.facets.flags.map((f) => f.value)).toContain("duplicate-position");
    expect((await queue("?flag=duplicate-position")).items.map((c) => c.name)).toEqual(["Twin Spot Park"]);

    await decide(rows.get("Martin Far Park")!.id, { intent: "reject", reason: "closed" });
    const rejected = await queue("?status=rejected");
    expect(rejected.counts.rejected).toBe(rejected.total);
    expect(rejected.items.map((c) => c.name)).toContain("Martin Far Park");
    // A filter value the queue does not know is no filter, never an error.
    expect((await queue("?status=moon&near=maybe&source=ftp&page=x")).filters).toMatchObject({
      status: "pending",
      near: null,
      source: null,
      page: 1,
    });
  });

  it("publishes the clean rows of a selection and says why the others were not", async () => {
    const rows = await osmCandidates([
      { name: "Clean Pick Park", county: "Brevard", lat: 28.1, lng: -80.7 },
      { name: "Flagged Pick Park", county: "Brevard", lat: 28.2, lng: -80.7, flags: "access=private" },
    ]);
    const ids = [rows.get("Clean Pick Park")!.id, rows.get("Flagged Pick Park")!.id];
    const answer = await callRoute(queueRoute.action, post({ intent: "publish-selected", ids }));
    expect(answer.status).toBe(200);
    const { notice } = answer.body as ActionReply;
    expect(notice).toMatchObject({ ok: true, message: "Published 1 place" });
    expect(notice?.detail).toMatch(/Flagged Pick Park \(it is flagged \(access=private\)\)/);
    const [place] = await placesNamed("Clean Pick Park");
    expect(place).toMatchObject({ county: "Brevard", verifiedOn: null });
    expect(place!.source).toMatch(/^OpenStreetMap contributors, node \d+/);
    expect((await getCandidate(await getDb(), ids[1]!))!.status).toBe("pending");

    // Nothing ticked, or a tampered id: a message, not a 500.
    const empty = await callRoute(queueRoute.action, post({ intent: "publish-selected" }));
    expect(empty.status).toBe(400);
    expect((empty.body as ActionReply).notice?.detail).toBe("Tick at least one row without a flag.");
    const tampered = await callRoute(queueRoute.action, post({ intent: "publish-selected", ids: ["1; drop"] }));
    expect(tampered.status).toBe(400);
  });

  it("imports an uploaded extract and sends to its report; a file of another shape is a message", async () => {
    const id = freshId();
    const upload = (source: string, name: string, text: string, cookie = admin) => {
      const form = { intent: "import", source, file: new File([text], name, { type: "text/csv" }) };
      return callRoute(queueRoute.action, postForm("/admin/candidates", form as never, cookie));
    };
    const csv = [
      OSM_HEADER,
      `node,${id},Uploaded Bark Park,28.4,-81.3,Orange,,,`,
      `way,,No Id Park,28.4,-81.3,Orange,,,`,
    ].join("\n");
    const done = await upload("osm", "newer.csv", csv);
    expect(done.status).toBe(302);
    const location = (done.body as Response).headers.get("location")!;
    expect(location).toMatch(/^\/admin\/candidates\?report=[0-9a-f-]{36}$/);
    const { report } = await queue(location.replace("/admin/candidates", ""));
    expect(report).toMatchObject({ fileName: "newer.csv", created: 1, refused: 1 });
    expect(report!.messages).toEqual([expect.objectContaining({ line: 3, message: expect.stringMatching(/no id/) })]);

    const wrong = await upload("osm", "markets.csv", `${USDA_HEADER}\n1,Market,,,,,,,,,`);
    expect(wrong.status).toBe(400);
    expect((wrong.body as ActionReply).notice?.detail).toMatch(
      /markets\.csv: This is not a file of OpenStreetMap dog parks: it has no column "osm_type"/,
    );
    const notCsv = await upload("osm", "parks.txt", csv);
    expect((notCsv.body as ActionReply).notice?.detail).toBe("Choose a CSV file (.csv).");
    const noSource = await upload("ftp", "newer.csv", csv);
    expect(noSource.status).toBe(400);
    expect((noSource.body as ActionReply).notice?.detail).toBe("Choose which source the file is from.");
    // Only an administrator imports.
    expect((await upload("osm", "newer.csv", csv, member)).status).toBe(403);
  });
});

describe("a candidate's decisions", () => {
  it("links a candidate to a place once, and refuses a place that is not there", async () => {
    const db = await getDb();
    const place = await insertLocation(db, placeRow({ name: "Linked Lake Park", lat: 28.7, lng: -81.2 }));
    const rows = await osmCandidates([
      { name: "Lake Park Dogs", lat: 28.7004, lng: -81.2 },
      { name: "Other Lake Dogs", lat: 28.9, lng: -81.2 },
    ]);
    const candidate = rows.get("Lake Park Dogs")!;
    const page = await callRoute(
      detailRoute.loader,
      siteRequest(`/admin/candidates/${candidate.id}`, { cookie: admin }),
      { id: candidate.id },
    );
    const loaded = page.body as Awaited<ReturnType<typeof detailRoute.loader>>;
    expect(loaded.duplicates).toEqual([
      expect.objectContaining({ id: place.id, name: "Linked Lake Park", meters: 45 }),
    ]);

    const missing = await decide(rows.get("Other Lake Dogs")!.id, { intent: "link", locationId: crypto.randomUUID() });
    expect(missing).toMatchObject({
      status: 409,
      body: { notice: { detail: "That place is not in the directory any more." } },
    });

    const linked = await decide(candidate.id, { intent: "link", locationId: place.id });
    expect(linked).toEqual({ status: 200, body: { notice: { ok: true, message: 'Linked to "Linked Lake Park"' } } });
    expect(await getCandidate(db, candidate.id)).toMatchObject({ status: "linked", locationId: place.id });
    const again = await decide(candidate.id, { intent: "link", locationId: place.id });
    expect(again.status).toBe(409);
    expect((again.body as ActionReply).notice?.detail).toBe('"Lake Park Dogs" was already linked by someone else.');

    expect((await decide("not-a-uuid", { intent: "link", locationId: place.id })).status).toBe(400);
    expect((await decide(candidate.id, { intent: "link", locationId: place.id }, member)).status).toBe(403);
    const gone = await callRoute(detailRoute.loader, siteRequest("/admin/candidates/x", { cookie: admin }), {
      id: "x",
    });
    expect(gone.status).toBe(404);
  });

  it("rejects with a reason from the list, and marks an upstream change seen", async () => {
    const db = await getDb();
    const rows = await osmCandidates([{ name: "Reject Me Park" }]);
    const candidate = rows.get("Reject Me Park")!;
    const noReason = await decide(candidate.id, { intent: "reject", reason: "ugly" });
    expect(noReason.status).toBe(400);
    expect((noReason.body as ActionReply).notice?.detail).toBe("Choose why it is rejected.");
    const done = await decide(candidate.id, { intent: "reject", reason: "private" });
    expect(done.body).toEqual({
      notice: { ok: true, message: "Candidate rejected", detail: "Private or residents only" },
    });
    expect(await getCandidate(db, candidate.id)).toMatchObject({ status: "rejected", rejectReason: "private" });

    // Upstream the fence is mapped: the row comes back, marked changed, until a person has seen it.
    const line = (barrier: string) =>
      `node,${candidate.upstreamId},Reject Me Park,28.5,-81.4,Orange,Orlando,${barrier},`;
    await importRows("osm", [OSM_HEADER, line("fence")].join("\n"));
    expect(await getCandidate(db, candidate.id)).toMatchObject({
      status: "pending",
      changes: { barrier: { before: null, after: "fence" } },
    });
    expect((await queue("?status=changed")).items.map((c) => c.name)).toContain("Reject Me Park");
    const seen = await decide(candidate.id, { intent: "dismiss" });
    expect(seen.body).toEqual({ notice: { ok: true, message: "Change marked seen" } });
    expect((await getCandidate(db, candidate.id))!.changes).toBeNull();
  });

  it("publishes through the location form with its source's credit, not verified", async () => {
    const rows = await osmCandidates([{ name: "Form Accept Park", county: "Seminole", barrier: "fence" }]);
    const candidate = rows.get("Form Accept Park")!;
    const answer = await decide(candidate.id, acceptForm("Form Accept Park", { county: "Seminole", verifiedOn: "" }));
    expect(answer.status).toBe(200);
    expect((answer.body as ActionReply).notice).toEqual({ ok: true, message: 'Published "Form Accept Park"' });
    const [place] = await placesNamed("Form Accept Park");
    expect(place).toMatchObject({ county: "Seminole", verifiedOn: null, verifiedBy: null });
    expect(place!.source).toContain(`OpenStreetMap contributors, node ${candidate.upstreamId} (leisure=dog_park)`);
    expect(await getCandidate(await getDb(), candidate.id)).toMatchObject({
      status: "accepted",
      locationId: place!.id,
    });

    // A form with a field wrong is answered with the field's error; a second accept is refused.
    const bad = await decide(candidate.id, acceptForm("", {}));
    expect(bad.status).toBe(400);
    const twice = await decide(candidate.id, acceptForm("Form Accept Park"));
    expect(twice.status).toBe(409);
    expect((twice.body as ActionReply).result?.error?.[""]).toEqual([
      '"Form Accept Park" was already accepted by someone else.',
    ]);
    expect(await placesNamed("Form Accept Park")).toHaveLength(1);
  });

  it("publishes a farmers market only with its dog policy's source", async () => {
    const fmid = String(crypto.randomInt(10 ** 8, 10 ** 9));
    const rows = await importRows(
      "usda",
      [USDA_HEADER, `${fmid},Policy Test Market,1 Main St,Ocala,Marion,34470,29.18,-82.13,Sat 8-12,,`].join("\n"),
    );
    const market = rows.get("Policy Test Market")!;
    const form = acceptForm("Policy Test Market", { category: "farmers-market", city: "Ocala", county: "Marion" });
    const refused = await decide(market.id, {
      ...form,
      "sources[0].url": "https://www.ams.usda.gov/local-food-directories/farmersmarkets",
    });
    expect(refused.status).toBe(409);
    expect((refused.body as ActionReply).notice?.detail).toMatch(
      /A farmers market is published only with its dog policy/,
    );
    expect(await placesNamed("Policy Test Market")).toHaveLength(0);
    expect((await getCandidate(await getDb(), market.id))!.status).toBe("pending");

    const sourced = await decide(market.id, {
      ...form,
      "sources[0].url": "https://ocalamarket.example.org/rules",
      "sources[0].supports": "dog policy",
    });
    expect(sourced.status).toBe(200);
    expect(await placesNamed("Policy Test Market")).toHaveLength(1);
  });

  it("publishes one place when two administrators accept the same candidate at once", async () => {
    const other = await sessionCookie("admin");
    const rows = await osmCandidates([{ name: "Race Accept Park" }]);
    const id = rows.get("Race Accept Park")!.id;
    const answers = await Promise.all([
      decide(id, acceptForm("Race Accept Park")),
      decide(id, acceptForm("Race Accept Park"), other),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await placesNamed("Race Accept Park")).toHaveLength(1);
  });
});
