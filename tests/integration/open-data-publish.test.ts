// Publishing open-data candidates: a clean selection published as places with their provenance and
// "not yet verified", a flagged row and a market left out, two administrators on one candidate
// making one place, the ODbL export, and a new directory's demo data.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { callRoute, siteRequest } from "../fixtures/sessions";
import * as placeRoute from "~/routes/public/place/route";
import * as exportRoute from "~/routes/seo/openstreetmap-dog-parks[.]csv";
import { readSeedRows, seedOnFirstStart } from "~/server/domain/seed.server";
import { importOpenData } from "~/server/domain/open-data/import.server";
import {
  acceptCandidate,
  acceptSelection,
  CandidateDecisionError,
  candidateFormValues,
} from "~/server/domain/open-data/publish.server";
import { shippedFile } from "~/server/domain/open-data/shipped.server";
import { openDataCandidates } from "~/server/infra/schema-open-data.server";
import { locations } from "~/server/infra/schema.server";
import { countLocations, getLocationBySlug } from "~/server/queries/locations.server";
import { LocationSchema } from "~/lib/schemas";

/** The form's values as the form's parser reads a browser's post: an empty field is left out. */
function posted(values: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== ""));
}

async function candidateNamed(name: string) {
  const db = await getDb();
  const [row] = await db.select().from(openDataCandidates).where(eq(openDataCandidates.name, name));
  return row!;
}

describe("publishing candidates", () => {
  beforeEach(async () => {
    await resetDatabase();
    const db = await getDb();
    await importOpenData(db, "osm", shippedFile("osm"), null);
    await importOpenData(db, "usda", shippedFile("usda"), null);
  });

  it("publishes a clean selection as it is, and names the source and 'not yet verified' on the place's page", async () => {
    const db = await getDb();
    const canova = await candidateNamed("Canova Beach Park");
    const unnamed = (
      await db.select().from(openDataCandidates).where(eq(openDataCandidates.upstreamId, "7614056935"))
    )[0]!;
    const market = await candidateNamed("Alachua County Farmers' Market");
    const result = await acceptSelection(db, [canova.id, unnamed.id, market.id], null);

    expect(result.published.map((p) => p.name)).toEqual(["Canova Beach Park"]);
    expect(result.skipped.map((s) => s.reason)).toEqual([
      expect.stringMatching(/no name/),
      expect.stringMatching(/farmers market needs its dog policy/),
    ]);
    const place = (await getLocationBySlug(db, result.published[0]!.slug))!;
    // Only what the source states: no leash rule, no fee, not verified; the county's region.
    expect(place).toMatchObject({
      category: "dog-park",
      county: "Brevard",
      region: "central",
      city: "Indian Harbour Beach",
      lat: 28.1382607,
      lng: -80.5796685,
      leashPolicy: null,
      fees: null,
      verifiedOn: null,
    });

    const page = await callRoute(placeRoute.loader, siteRequest(`/parks/${place.slug}`), { slug: place.slug });
    const body = page.body as { provenance: unknown; sources: { label: string; href: string }[] };
    expect(body.provenance).toEqual({
      source: "osm",
      id: "9188046079",
      element: "node",
      href: "https://www.openstreetmap.org/node/9188046079",
    });
    expect(body.sources).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          label: "© OpenStreetMap contributors",
          href: "https://www.openstreetmap.org/copyright",
        }),
      ]),
    );
  });

  it("publishes one place when two administrators accept the same candidate at once", async () => {
    const db = await getDb();
    const candidate = await candidateNamed("Crest Lake Dog Park");
    const input = LocationSchema.parse({
      ...posted(candidateFormValues(candidate)),
      leashPolicy: "off-leash",
      amenities: [],
      photos: [],
      externalLinks: {},
      sources: [],
      rules: "",
    });
    const results = await Promise.allSettled([
      acceptCandidate(db, candidate.id, input, null),
      acceptCandidate(db, candidate.id, input, null),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(CandidateDecisionError);
    expect(await db.select().from(locations).where(eq(locations.name, "Crest Lake Dog Park"))).toHaveLength(1);
  });

  it("refuses a farmers market without its dog policy and the page that states it", async () => {
    const db = await getDb();
    const market = await candidateNamed("Alachua County Farmers' Market");
    const base = {
      ...posted(candidateFormValues(market)),
      amenities: [],
      photos: [],
      externalLinks: {},
      rules: "",
    };
    const without = LocationSchema.parse({ ...base, leashPolicy: "on-leash", sources: [] });
    await expect(acceptCandidate(db, market.id, without, null)).rejects.toThrow(/dog policy/);

    const withPolicy = LocationSchema.parse({
      ...base,
      leashPolicy: "on-leash",
      sources: [{ url: "http://www.441market.com/rules", supports: "Dogs on a leash" }],
    });
    const place = await acceptCandidate(db, market.id, withPolicy, null);
    expect(place.category).toBe("farmers-market");
  });

  it("offers every OpenStreetMap-derived row under the ODbL at a stable address", async () => {
    const db = await getDb();
    const canova = await candidateNamed("Canova Beach Park");
    const { published } = await acceptSelection(db, [canova.id], null);
    const response = (await exportRoute.loader({
      request: siteRequest("/open-data/openstreetmap-dog-parks.csv"),
      context: (await import("../fixtures/context")).routeContext(),
      params: {},
    } as never)) as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("link")).toBe('<https://opendatacommons.org/licenses/odbl/1-0/>; rel="license"');
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines).toHaveLength(523);
    expect(lines[0]).toMatch(/^"osm_type","osm_id","name","lat","lon"/);
    const row = lines.find((l) => l.includes('"9188046079"'))!;
    expect(row).toContain('"published"');
    expect(row).toContain(`"http://localhost:3000/parks/${published[0]!.slug}"`);
    // The directory's own facts are not in it.
    expect(lines[0]).not.toMatch(/leash_policy|rules|fee|review|hours/);
  });
});

describe("a new directory's demo data", () => {
  beforeEach(async () => {
    await resetDatabase();
  });

  it("publishes the 85 clean named OpenStreetMap dog parks beside the demo places and keeps the rest as candidates", async () => {
    const db = await getDb();
    await seedOnFirstStart(db);
    expect(await countLocations(db)).toBe(readSeedRows().length + 85);
    const byStatus = await db.select().from(openDataCandidates);
    expect(byStatus.filter((c) => c.status === "accepted")).toHaveLength(85);
    expect(byStatus.filter((c) => c.status === "linked")).toHaveLength(57);
    expect(byStatus.filter((c) => c.status === "pending")).toHaveLength(522 - 85 - 57 + 273 + 8);
    const fredPoppe = (await db.select().from(locations).where(eq(locations.name, "Fred Poppe Regional Dog Park")))[0]!;
    expect(fredPoppe).toMatchObject({ category: "dog-park", county: "Brevard", verifiedOn: null });

    // Once more, on the same directory: nothing new.
    await seedOnFirstStart(db);
    expect((await db.select().from(openDataCandidates)).filter((c) => c.status === "accepted")).toHaveLength(85);
  });
});
