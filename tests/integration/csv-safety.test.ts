// What a CSV import may store: text decoded as the spreadsheet wrote it.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { resetDatabase } from "../db";
import { seedAmenities } from "~/server/seed.server";
import { locations } from "~/server/schema.server";
import { decodeCsv, importLocations } from "~/server/csv-import.server";

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
