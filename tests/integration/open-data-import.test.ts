// The open-data importers on the shipped files and on files an administrator might upload: counts,
// flags and matched demo places; a second import of the same file, of a changed file and of a file
// missing a row; and the files no importer can read.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { seedDemoData } from "~/server/domain/seed.server";
import { importOpenData } from "~/server/domain/open-data/import.server";
import { OpenDataFileError } from "~/server/domain/open-data/read.server";
import { rejectCandidate, acceptSelection } from "~/server/domain/open-data/publish.server";
import { shippedFile } from "~/server/domain/open-data/shipped.server";
import { openDataCandidates } from "~/server/infra/schema-open-data.server";
import { getCandidate } from "~/server/queries/open-data.server";
import { getLocationBySlug } from "~/server/queries/locations.server";

const bytes = (text: string) => new TextEncoder().encode(text);
const OSM_HEADER =
  "osm_type,osm_id,name,lat,lon,county,county_fips,city,access,barrier,website,addr:city,other_tags,matched_demo_name,review_flags,source";

async function candidates(source: string) {
  const db = await getDb();
  return db
    .select()
    .from(openDataCandidates)
    .where(eq(openDataCandidates.source, source as "osm"));
}

async function byUpstream(source: string, id: string) {
  return (await candidates(source)).find((c) => c.upstreamId === id)!;
}

describe("importing the shipped open-data files", () => {
  beforeEach(async () => {
    await resetDatabase();
    await seedDemoData(await getDb());
  });

  it("keeps each OpenStreetMap row as a candidate, links the 57 the demo places cite, and flags the rest as the file does", async () => {
    const db = await getDb();
    const report = await importOpenData(db, "osm", shippedFile("osm"), null);
    expect(report).toMatchObject({ rows: 522, created: 522, changed: 0, gone: 0, refused: 0, sameFile: false });

    const rows = await candidates("osm");
    expect(rows).toHaveLength(522);
    const linked = rows.filter((c) => c.status === "linked");
    expect(linked).toHaveLength(57);
    expect(linked.every((c) => c.locationId)).toBe(true);
    expect(rows.filter((c) => c.flags.includes("unnamed"))).toHaveLength(318);
    expect(rows.filter((c) => c.status === "pending" && c.name && !c.flags.length)).toHaveLength(85);
    // Nothing is published by an import.
    const fredPoppe = rows.find((c) => c.name === "Fred Poppe Regional Dog Park");
    expect(fredPoppe).toMatchObject({ status: "pending", category: "dog-park", locationId: null });
  });

  it("keeps the 273 USDA markets and 8 Miami-Dade parks as candidates with their upstream ids", async () => {
    const db = await getDb();
    const usda = await importOpenData(db, "usda", shippedFile("usda"), null);
    expect(usda).toMatchObject({ rows: 273, created: 273, refused: 0 });
    const market = await byUpstream("usda", "1008612");
    expect(market).toMatchObject({
      name: "Alachua County Farmers' Market",
      category: "farmers-market",
      county: "Alachua",
    });
    expect(market.tags.seasons).toContain("Sun: 8:30 AM-12:00 PM");
    expect((await byUpstream("usda", "1001371")).flags).toEqual(
      expect.arrayContaining(["coords-outside-florida", "outside-florida"]),
    );

    const parks = await importOpenData(db, "miami-dade-parks", shippedFile("miami-dade-parks"), null);
    expect(parks).toMatchObject({ rows: 8, created: 8, refused: 0 });
    expect((await candidates("miami-dade-parks")).every((c) => c.county === "Miami-Dade")).toBe(true);
  });

  it("changes nothing when the same file comes again, and respects a rejection until the row changes upstream", async () => {
    const db = await getDb();
    await importOpenData(db, "osm", shippedFile("osm"), null);
    const again = await importOpenData(db, "osm", shippedFile("osm"), null);
    expect(again).toMatchObject({ sameFile: true, created: 0, changed: 0 });
    expect(await candidates("osm")).toHaveLength(522);

    const target = (await candidates("osm")).find((c) => c.name === "Fred Poppe Regional Dog Park")!;
    await rejectCandidate(db, target.id, "closed", null);

    // A newer extract: the same rows, one of them with a new tag, one of them gone.
    const text = new TextDecoder().decode(shippedFile("osm").bytes);
    const lines = text.trimEnd().split("\n");
    const goneLine = lines.find((l) => l.includes("Crest Lake Dog Park"))!;
    const unchangedExtract = lines.filter((l) => l !== goneLine).join("\n") + "\n";
    const first = await importOpenData(db, "osm", { name: "newer.csv", bytes: bytes(unchangedExtract) }, null);
    expect(first).toMatchObject({ created: 0, changed: 0, gone: 1, unchanged: 521 });
    expect((await candidates("osm")).find((c) => c.name === "Crest Lake Dog Park")!.goneUpstream).toBe(true);
    expect((await getCandidate(db, target.id))!.status).toBe("rejected");

    // The fence is mapped: barrier=fence.
    const changedExtract = unchangedExtract.replace(
      "Fred Poppe Regional Dog Park,28.0118657,-80.7319256,Brevard,12009,,yes,yes,,",
      "Fred Poppe Regional Dog Park,28.0118657,-80.7319256,Brevard,12009,,yes,yes,fence,",
    );
    expect(changedExtract).not.toBe(unchangedExtract);
    const second = await importOpenData(db, "osm", { name: "newest.csv", bytes: bytes(changedExtract) }, null);
    expect(second).toMatchObject({ created: 0, changed: 1, gone: 0 });
    expect(second.changedTags[target.upstreamId]).toEqual(["barrier"]);
    const back = (await getCandidate(db, target.id))!;
    expect(back).toMatchObject({ status: "pending", changes: { barrier: { before: null, after: "fence" } } });
  });

  it("offers a change to a published place for a person to look at, without writing over the place", async () => {
    const db = await getDb();
    await importOpenData(db, "osm", shippedFile("osm"), null);
    const target = (await candidates("osm")).find((c) => c.name === "Optimist Dog Park")!;
    const { published } = await acceptSelection(db, [target.id], null);
    expect(published).toHaveLength(1);

    const renamed = new TextDecoder()
      .decode(shippedFile("osm").bytes)
      .replace(",Optimist Dog Park,", ",Optimist Club Dog Park,");
    const report = await importOpenData(db, "osm", { name: "renamed.csv", bytes: bytes(renamed) }, null);
    expect(report.changed).toBe(1);
    const after = (await getCandidate(db, target.id))!;
    expect(after.status).toBe("accepted");
    expect(after.changes).toEqual({ name: { before: "Optimist Dog Park", after: "Optimist Club Dog Park" } });
    expect((await getLocationBySlug(db, published[0]!.slug))!.name).toBe("Optimist Dog Park");
  });
});

describe("files and rows an importer refuses", () => {
  beforeEach(async () => {
    await resetDatabase();
  });

  it("refuses a file of another shape at once, naming the missing columns, and writes nothing", async () => {
    const db = await getDb();
    await expect(importOpenData(db, "osm", shippedFile("usda"), null)).rejects.toThrow(OpenDataFileError);
    await expect(importOpenData(db, "osm", shippedFile("usda"), null)).rejects.toThrow(/no column "osm_type"/);
    await expect(importOpenData(db, "usda", { name: "other.csv", bytes: bytes("not,a\ncsv") }, null)).rejects.toThrow(
      /no column "fmid"/,
    );
    expect(await candidates("osm")).toHaveLength(0);
  });

  it("refuses a row without an id, a duplicate id and an id that changed type; flags markup and a position outside Florida", async () => {
    const db = await getDb();
    const file = [
      OSM_HEADER,
      ",,No Id Park,28.5,-81.4,Orange,12095,,,,,,,,,",
      "node,101,<b>Bold</b> Bark Park,28.5,-81.4,Orange,12095,,,,,,,,,",
      "node,101,Twice Park,28.6,-81.4,Orange,12095,,,,,,,,,",
      "way,102,Georgia Dog Park,32.1,-83.1,,,,,,,,,,,",
      "way,103,Not A Number Park,north,-81.4,Orange,12095,,,,,,,,,",
      "spaceship,104,Odd Type Park,28.5,-81.4,Orange,12095,,,,,,,,,",
    ].join("\n");
    const report = await importOpenData(db, "osm", { name: "odd.csv", bytes: bytes(file) }, null);
    expect(report).toMatchObject({ created: 3, refused: 3 });
    expect(report.messages.map((m) => [m.line, m.message])).toEqual(
      expect.arrayContaining([
        [2, expect.stringMatching(/no id/)],
        [3, expect.stringMatching(/markup/)],
        [4, expect.stringMatching(/already on line 3/)],
        [5, expect.stringMatching(/outside Florida/)],
        [6, expect.stringMatching(/not a latitude and longitude/)],
        [7, expect.stringMatching(/not an OpenStreetMap element type/)],
      ]),
    );
    expect((await byUpstream("osm", "101")).flags).toContain("markup-in-name");
    expect((await byUpstream("osm", "101")).name).toBe("<b>Bold</b> Bark Park");
    expect((await byUpstream("osm", "102")).flags).toContain("outside-florida");
    expect((await byUpstream("osm", "103")).flags).toContain("no-coordinates");

    const retyped = [OSM_HEADER, "relation,101,Bold Bark Park,28.5,-81.4,Orange,12095,,,,,,,,,"].join("\n");
    const second = await importOpenData(db, "osm", { name: "retyped.csv", bytes: bytes(retyped) }, null);
    expect(second.messages).toEqual([
      expect.objectContaining({ line: 2, message: expect.stringMatching(/was a node and is now a relation/) }),
    ]);
    expect((await byUpstream("osm", "101")).upstreamType).toBe("node");
  });

  it("runs two imports of the same file at once as one", async () => {
    const db = await getDb();
    const [a, b] = await Promise.all([
      importOpenData(db, "usda", shippedFile("usda"), null),
      importOpenData(db, "usda", shippedFile("usda"), null),
    ]);
    expect([a.sameFile, b.sameFile].sort()).toEqual([false, true]);
    expect(await candidates("usda")).toHaveLength(273);
  });
});
