import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvDocument } from "./csv-export";

describe("csvCell", () => {
  it("puts an apostrophe before a cell a spreadsheet would read as a formula", () => {
    expect(csvCell('=HYPERLINK("https://evil.example","Open")')).toBe(
      `"'=HYPERLINK(""https://evil.example"",""Open"")"`,
    );
    expect(csvCell("+1 Dog Run")).toBe(`"'+1 Dog Run"`);
    expect(csvCell("-Sunset- Beach")).toBe(`"'-Sunset- Beach"`);
    expect(csvCell("@Home Bark Park")).toBe(`"'@Home Bark Park"`);
    expect(csvCell("\t=1+2")).toBe(`"'\t=1+2"`);
    expect(csvCell("\r=1+2")).toBe(`"'\r=1+2"`);
    expect(csvCell("=cmd|' /C calc'!A0")).toBe(`"'=cmd|' /C calc'!A0"`);
  });

  it("leaves every other cell as it is, numbers included, and quotes it", () => {
    expect(csvCell("Lake Eola Paw Park")).toBe(`"Lake Eola Paw Park"`);
    expect(csvCell('Dogs say "woof", often')).toBe(`"Dogs say ""woof"", often"`);
    expect(csvCell("-81.379")).toBe(`"-81.379"`);
    expect(csvCell("+3")).toBe(`"+3"`);
    expect(csvCell(-12.5)).toBe(`"-12.5"`);
    expect(csvCell(null)).toBe(`""`);
    expect(csvCell("Line one\nline two")).toBe(`"Line one\nline two"`);
  });
});

describe("csvDocument", () => {
  it("reads back, as a CSV reader sees it, to the text with its apostrophe", () => {
    const rows = [
      ["name", "lng"],
      ["=1+1", "-81.4"],
      ["Plain, with a comma", ""],
    ];
    const text = csvDocument(rows);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parse(text)).toEqual([
      ["name", "lng"],
      ["'=1+1", "-81.4"],
      ["Plain, with a comma", ""],
    ]);
  });
});
