// Town names as the search and the town-centre table compare them (app/server/reference/geo/florida-towns.json,
// written by scripts/geo-data.ts): normalised, and in every spelling of "Saint"/"St", "Fort"/"Ft",
// "Port"/"Pt" and "Mount"/"Mt", since places are stored as typed ("St. Augustine") while GeoNames
// spells the words out ("Saint Augustine"). Decision 0012.
import { normalizeText } from "./search-query";

const SPELLINGS = new Map([
  ["saint", "st"],
  ["st", "saint"],
  ["fort", "ft"],
  ["ft", "fort"],
  ["port", "pt"],
  ["pt", "port"],
  ["mount", "mt"],
  ["mt", "mount"],
]);

/**
 * Every key a town name is found under: its words normalised (as the search reads them, and as the
 * database's fdp_normalize writes them, which keeps an apostrophe's place as a space), with each
 * abbreviable word in both spellings.
 */
export function townKeys(name: string): string[] {
  const forms = new Set([normalizeText(name), normalizeText(name.replace(/['’]/g, " "))]);
  const keys = new Set<string>();
  for (const form of forms) {
    let variants = [""];
    for (const word of form.split(" ")) {
      const other = SPELLINGS.get(word);
      variants = variants.flatMap((v) => [v, ...(other ? [v] : [])].map((p, i) => `${p} ${i ? other : word}`.trim()));
    }
    for (const v of variants) keys.add(v);
  }
  return [...keys];
}
