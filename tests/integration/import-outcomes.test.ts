// What an import says it did, row by row and in total, and what it writes: unknowns stay unknown,
// a row too empty to be a place is refused, two places at one map position are flagged, and a
// source column becomes the place's sources.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { importSummary } from "~/components/import-results";
import {
  confirmImportJob,
  createImportJob,
  getImportJob,
  importResult,
  runImportJob,
} from "~/server/domain/import/csv-import.server";
import { seedAmenities } from "~/server/domain/seed.server";
import { locations } from "~/server/infra/schema.server";
import { loader as placeLoader } from "~/routes/public/place/route";
import { routeContext } from "../fixtures/context";
import { importAsUpdate } from "./import-fixtures";

const FILE = [
  "name,city,county,lat,lng,leash_policy,phone,source,source_date",
  // 2: a new place whose leash rule the file leaves empty
  "Cypress Bark Park,Ocala,Marion,,,,,,",
  // 3: a new place with a county but no city
  "Prairie Dog Run,,Alachua,,,off-leash,,,",
  // 4: a listed place with a new phone number
  "Riverside Dog Park,Tampa,,,,,(813) 555-0199,,",
  // 5: a listed place the file says nothing new about
  "Pier Park,Panama City Beach,,,,,,,",
  // 6: only a name: nothing says where it is
  "Ghost Spot,,,,,,,,",
  // 7, 8: two names at one map position
  "Twin Oaks Park,Brooksville,Hernando,28.555,-82.388,,,,",
  "Twin Oaks Market,Brooksville,Hernando,28.555,-82.388,,,,",
  // 9: another name at a listed place's map position
  "Gulf Coast Farmers Market,Panama City Beach,Bay,30.176,-85.805,,,,",
  // 10, 11: where the facts come from, as a web address and as words
  "Source Park,Venice,Sarasota,,,,,https://example.org/source-park,2025-04-01",
  'Brochure Park,Venice,Sarasota,,,,,"Sarasota County parks brochure, 2024",',
].join("\n");

describe("import outcomes", () => {
  beforeAll(async () => {
    const db = await resetDatabase();
    await seedAmenities(db);
    await db.insert(locations).values([
      { slug: "riverside-dog-park", name: "Riverside Dog Park", city: "Tampa", phone: "(813) 555-0100" },
      { slug: "pier-park", name: "Pier Park", city: "Panama City Beach", lat: 30.176, lng: -85.805 },
    ]);
  });

  it("previews refusals with their reason and flags two names at one map position", async () => {
    const db = await getDb();
    const id = await createImportJob(db, { name: "outcomes.csv", input: FILE }, null);
    const view = (await getImportJob(db, id))!;
    expect(view.counts).toEqual({ new: 7, present: 2, skip: 0, error: 1 });
    expect(view.warned).toBe(3);
    const byLine = new Map(view.rows.map((r) => [r.line, r]));
    expect(byLine.get(6)).toMatchObject({
      plan: "error",
      name: "Ghost Spot",
      message: "No city, county or coordinates: nothing says where this place is; not imported",
    });
    expect(byLine.get(7)!.warnings).toEqual(["Same coordinates as line 8 (Twin Oaks Market); check the map position"]);
    expect(byLine.get(8)!.warnings).toEqual(["Same coordinates as line 7 (Twin Oaks Park); check the map position"]);
    expect(byLine.get(9)!.warnings).toEqual([
      "Same coordinates as Pier Park (Panama City Beach), already in the directory; check the map position",
    ]);
    // A warning is not a refusal.
    expect([7, 8, 9].map((line) => byLine.get(line)!.plan)).toEqual(["new", "new", "new"]);
    expect(byLine.get(2)!.warnings).toEqual([]);
    expect(byLine.get(11)!.message).toBe(
      'Source "Sarasota County parks brochure, 2024" has no web address; kept as the place\'s source note, not linked',
    );
  });

  it("counts created, updated, unchanged and refused rows apart, and writes no placeholder", async () => {
    const db = await getDb();
    const id = await importAsUpdate("outcomes.csv", FILE);
    const result = await importResult(db, id);
    expect(result).toMatchObject({ total: 10, imported: 7, updated: 1, unchanged: 1, refused: 1 });
    expect(importSummary(result)).toBe("Successfully imported 7 locations and updated 1 with 1 errors");
    const byLine = new Map(result.rows.map((r) => [r.line, r]));
    expect(byLine.get(5)).toMatchObject({
      status: "skipped",
      message: "Already in the directory (Panama City Beach); nothing to update",
    });
    expect(byLine.get(6)).toMatchObject({ status: "failed" });

    const place = async (name: string) => (await db.select().from(locations).where(eq(locations.name, name)))[0]!;
    expect(await place("Cypress Bark Park")).toMatchObject({ city: "Ocala", leashPolicy: null });
    const prairie = await place("Prairie Dog Run");
    expect(prairie).toMatchObject({ city: null, county: "Alachua", leashPolicy: "off-leash" });
    expect((await place("Riverside Dog Park")).phone).toBe("(813) 555-0199");
    expect(await db.select().from(locations).where(eq(locations.name, "Ghost Spot"))).toEqual([]);
    expect((await place("Source Park")).sources).toEqual([
      { url: "https://example.org/source-park", supports: null, date: "2025-04-01" },
    ]);
    expect(await place("Brochure Park")).toMatchObject({
      sources: [],
      source: "Sarasota County parks brochure, 2024",
    });

    // The place page names no city it does not know.
    const page = (await placeLoader({
      request: new Request("http://localhost/parks/prairie-dog-run"),
      params: { slug: prairie.slug },
      context: routeContext(),
    } as never)) as { seo: { title: string; jsonLd: unknown[] } };
    expect(page.seo.title).toBe("Prairie Dog Run - Park in Florida | Florida Dog Places");
    expect(JSON.stringify(page.seo.jsonLd)).not.toMatch(/Unknown/);
  });

  it("says what an update did when most rows had nothing to change", async () => {
    const db = await getDb();
    const csv = [
      "name,city,phone",
      "Riverside Dog Park,Tampa,(813) 555-0142",
      "Pier Park,Panama City Beach,",
      "Cypress Bark Park,Ocala,",
    ].join("\n");
    const id = await importAsUpdate("again.csv", csv);
    const result = await importResult(db, id);
    expect(result).toMatchObject({ total: 3, imported: 0, updated: 1, unchanged: 2, refused: 0 });
    expect(importSummary(result)).toBe("Successfully updated 1 locations");

    const nothing = await createImportJob(
      db,
      { name: "same.csv", input: "name,city\nPier Park,Panama City Beach\n" },
      null,
    );
    await confirmImportJob(db, nothing, "skip");
    await runImportJob(db, nothing);
    const same = await importResult(db, nothing);
    expect(same).toMatchObject({ imported: 0, updated: 0, unchanged: 1, refused: 0 });
    expect(importSummary(same)).toBe("Nothing to import: no row had anything new");
  });
});
