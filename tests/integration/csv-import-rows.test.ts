// CSV import: reading the file, and what the import makes of each row (SPEC §5).
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { seedAmenities } from "~/server/domain/seed.server";
import { locations } from "~/server/infra/schema.server";
import { identityColumns } from "~/server/queries/location-columns.server";
import { importLocations, parseCsv } from "~/server/domain/import/csv-import.server";
import { RATING_NOT_KEPT } from "~/lib/csv-columns";

/** Another team's export: their header names and spellings, a BOM, quotes, CRLF and a multi-line field. */
const MESSY = [
  "\uFEFFName , Type,REGION,City,County,Zip Code,Phone Number,Latitude,lng,Leash Rules,Fee,crowd,Amenities,Rating,External Links Official,external_links_county,Rules",
  '"Sunny Paws Park","dog park","Central FL","Orlando","Orange","32801","(407) 555-0101","28.54","-81.38","Off Leash","free","low","Restrooms; water fountain;Dog Wash","4.5","https://example.com/sunny","https://example.org/orange","Clean up;Vaccinated dogs only"',
  '"Gulf Breeze Beach","Beach","Panhandle","Pensacola","Escambia","","","123.4","-87.2","leashed","$5 per car","HIGH","Showers;Shade;lifeguard","7","","",""',
  '"Harbor Greenway","hiking trail","Keys","Key Largo","Monroe","","","24.9","-200","designated_areas","paid","medium","","3.2","","",""',
  '"The ""Corner"" Lot, East","market","South Florida","Miami","Miami-Dade","","","","","on_leash","","","picnic tables","abc","","",""',
  ',"park","central","Tampa","Hillsborough","","","","","","","","","","","",""',
  '"Meadow Loop","preserve","seasonal spot","","","","","","","seasonal","","busy","","","","",""',
  '"Riverside Dog Park","dog-park","central","Tampa","Hillsborough","","","","","off-leash","free","","","","","",""',
  '"sunny paws park","park","central","ORLANDO","Orange","","","","","","","","","","","",""',
  '"Notes Park","nonsense category","north","Gainesville","Alachua","","","","","who knows","","","","","","","Line one',
  'line two"',
  '"Sunny Paws Park","park","central","Kissimmee","Osceola","","","","","","","","","","","",""',
  "",
].join("\r\n");

describe("CSV import", () => {
  beforeAll(async () => {
    const db = await resetDatabase();
    await seedAmenities(db);
    await db
      .insert(locations)
      .values({ slug: "riverside-dog-park", name: "Riverside Dog Park", city: "tampa", county: "Hillsborough" });
  });

  it("reads quoted fields, embedded commas and newlines and the BOM, with the line each record starts on", () => {
    const records = parseCsv(MESSY);
    expect(records.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
    expect(Object.keys(records[0]!.record)).toEqual([
      "name",
      "category",
      "region",
      "city",
      "county",
      "zip",
      "phone",
      "lat",
      "lng",
      "leash_policy",
      "fees",
      "crowd_level",
      "amenities",
      "rating",
      "external_links_official",
      "external_links_county",
      "rules",
    ]);
    expect(records[3]!.record.name).toBe('The "Corner" Lot, East');
    expect(records[8]!.record.rules).toBe("Line one\r\nline two");
  });

  it("imports a messy file with the normalisation of SPEC §5 and honest per-row results", async () => {
    const db = await getDb();
    const progress: number[] = [];
    const result = await importLocations(db, new TextEncoder().encode(MESSY), (p) => {
      progress.push(p.processed);
    });

    expect(result).toMatchObject({ total: 10, imported: 6, updated: 0, unchanged: 2, refused: 2 });
    expect(progress.at(-1)).toBe(10);
    expect(result.rows.map((r) => [r.line, r.status, r.name])).toEqual([
      [2, "imported", "Sunny Paws Park"],
      [3, "imported", "Gulf Breeze Beach"],
      [4, "imported", "Harbor Greenway"],
      [5, "imported", 'The "Corner" Lot, East'],
      [6, "failed", null],
      [7, "failed", "Meadow Loop"],
      [8, "skipped", "Riverside Dog Park"],
      [9, "skipped", "sunny paws park"],
      [10, "imported", "Notes Park"],
      [12, "imported", "Sunny Paws Park"],
    ]);
    const byLine = new Map(result.rows.map((r) => [r.line, r.message]));
    expect(byLine.get(3)).toBe(`Imported. Latitude 123.4 is outside -90 to 90; left empty. ${RATING_NOT_KEPT}.`);
    expect(byLine.get(4)).toBe(`Imported. Longitude -200 is outside -180 to 180; left empty. ${RATING_NOT_KEPT}.`);
    expect(byLine.get(2)).toBe(`Imported. ${RATING_NOT_KEPT}.`);
    expect(byLine.get(5)).toBe(`Imported. ${RATING_NOT_KEPT}.`);
    expect(byLine.get(6)).toBe("Missing name; not imported");
    // No city, no county, no coordinates: nothing says where it is.
    expect(byLine.get(7)).toBe("No city, county or coordinates: nothing says where this place is; not imported");
    expect(byLine.get(8)).toBe("Already in the directory (Tampa); not imported again");
    expect(byLine.get(9)).toBe("Same name and city as line 2; not imported twice");
    expect(byLine.get(10)).toBe(
      'Imported. Unknown category "nonsense category"; used park. Unknown leash policy "who knows"; left unknown.',
    );

    const rows = await db
      .select({
        ...identityColumns,
        zip: locations.zip,
        phone: locations.phone,
        lat: locations.lat,
        lng: locations.lng,
        leashPolicy: locations.leashPolicy,
        fees: locations.fees,
        feeDetails: locations.feeDetails,
        crowdLevel: locations.crowdLevel,
        amenities: locations.amenities,
        reviewCount: locations.reviewCount,
        externalLinks: locations.externalLinks,
        rules: locations.rules,
      })
      .from(locations)
      .orderBy(asc(locations.createdAt), asc(locations.slug));
    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    expect(rows).toHaveLength(7);

    expect(bySlug.get("sunny-paws-park")).toEqual({
      id: expect.any(String),
      slug: "sunny-paws-park",
      name: "Sunny Paws Park",
      category: "dog-park",
      region: "central",
      city: "Orlando",
      county: "Orange",
      zip: "32801",
      phone: "(407) 555-0101",
      lat: 28.54,
      lng: -81.38,
      leashPolicy: "off-leash",
      fees: "free",
      feeDetails: null,
      crowdLevel: "quiet",
      amenities: ["restrooms", "water_fountain", "dog_wash"],
      // The file's rating is nobody's review here: the place has none.
      reviewCount: 0,
      externalLinks: { official: "https://example.com/sunny", county: "https://example.org/orange" },
      rules: ["Clean up", "Vaccinated dogs only"],
    });
    expect(bySlug.get("gulf-breeze-beach")).toMatchObject({
      category: "beach",
      region: "north",
      lat: null,
      lng: -87.2,
      leashPolicy: "on-leash",
      fees: "paid",
      feeDetails: "$5 per car",
      crowdLevel: "busy",
      amenities: ["showers", "shaded", "lifeguards"],
      reviewCount: 0,
      zip: null,
      externalLinks: {},
    });
    expect(bySlug.get("harbor-greenway")).toMatchObject({
      category: "hiking-area",
      region: "keys",
      lat: 24.9,
      lng: null,
      leashPolicy: "designated-areas",
      fees: "paid",
      crowdLevel: "moderate",
      amenities: [],
      reviewCount: 0,
    });
    expect(bySlug.get("the-corner-lot-east")).toMatchObject({
      name: 'The "Corner" Lot, East',
      category: "farmers-market",
      region: "south",
      leashPolicy: "on-leash",
      // Neither fees nor crowd level was in the row: they stay unknown, never a default.
      fees: null,
      crowdLevel: null,
      amenities: ["picnic"],
      reviewCount: 0,
    });
    expect(bySlug.get("meadow-loop")).toBeUndefined();
    expect(bySlug.get("notes-park")).toMatchObject({
      category: "park",
      region: "north",
      // An unreadable leash rule stays unknown: never the stricter default.
      leashPolicy: null,
      rules: ["Line one", "line two"],
    });
    // Same name in another city: a new place with the next free slug.
    expect(bySlug.get("sunny-paws-park-1")).toMatchObject({ name: "Sunny Paws Park", city: "Kissimmee" });
  });

  it("importing the same file again adds nothing and reports every place as already present", async () => {
    const db = await getDb();
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(locations);
    const again = await importLocations(db, MESSY);
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(locations);
    expect(after!.n).toBe(before!.n);
    expect(again.imported).toBe(0);
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 8, refused: 2 });
    expect(again.rows.filter((r) => r.message.startsWith("Already in the directory"))).toHaveLength(8);
  });

  it("a batch the database refuses is written again in tens: a failing ten leaves none of its rows, the others are saved", async () => {
    const db = await getDb();
    // A database-side failure on one row of the second batch.
    await db.execute(sql`create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'Batch Place 15' then raise exception 'refused by the database'; end if; return new; end $$`);
    await db.execute(
      sql`create trigger refuse_boom before insert on locations for each row execute function refuse_boom()`,
    );
    try {
      const lines = ["name,city,county"];
      for (let i = 1; i <= 25; i++) lines.push(`Batch Place ${i},Batchtown,Batch County`);
      const result = await importLocations(db, lines.join("\n"));
      expect(result).toMatchObject({ total: 25, imported: 15, unchanged: 0, refused: 10 });
      const failed = result.rows.filter((r) => r.status === "failed");
      expect(failed.map((r) => r.line)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
      expect(failed[0]!.message).toMatch(
        /^The batch of lines 12-21 could not be saved, so none of its rows were imported: .*refused by the database/,
      );

      const saved = await db.select({ name: locations.name }).from(locations).where(eq(locations.city, "Batchtown"));
      const names = saved.map((r) => r.name);
      expect(names).toHaveLength(15);
      for (let i = 11; i <= 20; i++) expect(names).not.toContain(`Batch Place ${i}`);
      expect(names).toContain("Batch Place 10");
      expect(names).toContain("Batch Place 21");
    } finally {
      await db.execute(sql`drop trigger refuse_boom on locations`);
    }
  });

  it("takes dog hours, dog rules, fence, status, sources and the verified date, and refuses a row with unreadable dog hours", async () => {
    const db = await getDb();
    const csv = [
      "name,city,county,dog_hours,dog_rules,fenced,small_dog_area,status,status_note,sources,verified_on",
      '"Hours Park","Hourtown","Orange","Mo,Tu,Th-Su 07:00-dusk; We 12:00-dusk","Leash outside the fence | Clean up","Yes","no","temporarily closed","Resurfacing until May","https://example.org/a | Dog hours | 2025-03-01 ; https://example.org/b","2025-03-02"',
      '"Broken Hours Park","Hourtown","Orange","Mo-Fr 10:00-xx","","","","","","",""',
      '"Vague Hours Park","Hourtown","Orange","Mo-Su 7-18","","maybe","","","","not a url","March"',
    ].join("\n");
    const result = await importLocations(db, csv);
    expect(result).toMatchObject({ total: 3, imported: 2, refused: 1 });
    const broken = result.rows.find((r) => r.name === "Broken Hours Park");
    expect(broken).toMatchObject({ line: 3, status: "failed" });
    expect(broken?.message).toMatch(/^Invalid dog hours: .*Time range does not continue as expected/);
    const vague = result.rows.find((r) => r.name === "Vague Hours Park");
    expect(vague?.message).toMatch(/Dog hours: .*Time range without minutes/);
    expect(vague?.message).toMatch(/Fenced "maybe" is not yes or no; left empty/);
    expect(vague?.message).toMatch(/Verified on "March" is not a date/);

    const [park] = await db.select().from(locations).where(eq(locations.name, "Hours Park"));
    expect(park).toMatchObject({
      dogHours: "Mo,Tu,Th-Su 07:00-dusk; We 12:00-dusk",
      rules: ["Leash outside the fence", "Clean up"],
      fenced: "yes",
      smallDogArea: "no",
      status: "temporarily-closed",
      statusNote: "Resurfacing until May",
      verifiedOn: "2025-03-02",
      sources: [
        { url: "https://example.org/a", supports: "Dog hours", date: "2025-03-01" },
        { url: "https://example.org/b", supports: null, date: null },
      ],
    });
    const [none] = await db.select().from(locations).where(eq(locations.name, "Broken Hours Park"));
    expect(none).toBeUndefined();
  });

  it("fails honestly on a file that is not CSV", async () => {
    const db = await getDb();
    await expect(importLocations(db, 'name,city\n"unclosed,Tampa\n')).rejects.toThrow(/could not be read as CSV/);
    await expect(importLocations(db, "name,city\n")).rejects.toThrow("The file has no rows to import");
  });
});
