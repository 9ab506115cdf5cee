// What a CSV import may store: text decoded as the spreadsheet wrote it, and only what the location form accepts.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { resetDatabase } from "../db";
import { seedAmenities } from "~/server/domain/seed.server";
import { locations } from "~/server/infra/schema.server";
import { decodeCsv, importLocations } from "~/server/domain/import/csv-import.server";

/** "Café Olé Bark Park" as Excel on Windows saves it: é is the single byte 0xE9, the dash 0x96. */
function windows1252(text: string) {
  const table: Record<string, number> = { é: 0xe9, "–": 0x96, "’": 0x92 };
  return Uint8Array.from([...text].map((c) => table[c] ?? c.charCodeAt(0)));
}

describe("CSV encodings", () => {
  beforeAll(async () => {
    const db = await resetDatabase();
    await seedAmenities(db);
  });

  it("reads UTF-8 with or without a byte-order mark, UTF-16, and Windows-1252", () => {
    expect(decodeCsv(new TextEncoder().encode("Name\nCafé\n"))).toEqual({ text: "Name\nCafé\n", encoding: "utf-8" });
    const utf16 = new Uint8Array([0xff, 0xfe, ...[..."Café"].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeCsv(utf16).text.replace(/^\uFEFF/, "")).toBe("Café");
    expect(decodeCsv(windows1252("Café – Dog’s Park"))).toEqual({
      text: "Café – Dog’s Park",
      encoding: "windows-1252",
    });
  });

  it("imports a Windows-1252 file with its accents intact", async () => {
    const db = await resetDatabase();
    await seedAmenities(db);
    const file = windows1252("Name,Type,Region,City\nCafé Olé Bark Park,dog park,South FL,Miami\n");
    const result = await importLocations(db, file);
    expect(result.imported).toBe(1);
    const [row] = await db.select().from(locations).where(eq(locations.city, "Miami"));
    expect(row!.name).toBe("Café Olé Bark Park");
  });
});

describe("CSV rows run the location form's rules", () => {
  it("refuses a row with a script address or an overlong text, naming the column; the other rows import", async () => {
    const db = await resetDatabase();
    await seedAmenities(db);
    const long = "x".repeat(5001);
    const file = [
      "name,category,region,city,image_url,external_links_official,description,amenities",
      "Script Park,dog park,South FL,Miami,javascript:alert(1),,,",
      "Data Park,dog park,South FL,Miami,,data:text/html;base64,PHNjcmlwdD4=,,",
      `Long Park,dog park,South FL,Miami,,,${long},`,
      "Good Park,dog park,South FL,Miami,https://example.org/a.jpg,,,restrooms;jacuzzi",
    ].join("\n");
    const result = await importLocations(db, file);
    expect(result.imported).toBe(1);
    const byName = new Map(result.rows.map((r) => [r.name, r]));
    expect(byName.get("Script Park")).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/^Rejected image_url: Enter a full web address/),
    });
    expect(byName.get("Data Park")).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/^Rejected external_links_official:/),
    });
    expect(byName.get("Long Park")).toMatchObject({ status: "failed", message: "Rejected description: Too long" });
    expect(byName.get("Good Park")!.message).toContain('Unknown amenity "jacuzzi"; not stored');

    const rows = await db.select({ name: locations.name, amenities: locations.amenities }).from(locations);
    expect(rows).toEqual([{ name: "Good Park", amenities: ["restrooms"] }]);
  });
});
