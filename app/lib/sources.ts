// Where a place's facts come from, read from its `source` note (e.g. the demo data's
// "coords:OSM | OpenStreetMap element 548358704 (leisure=dog_park) via … ; https://…").
import { DATA_CREDIT, DATA_CREDIT_URL } from "./site";

export type SourceLink = { label: string; href: string };

export function sourceLinks(source: string | null | undefined): SourceLink[] {
  if (!source) return [];
  const links: SourceLink[] = [];
  if (/openstreetmap/i.test(source)) links.push({ label: DATA_CREDIT, href: DATA_CREDIT_URL });
  const seen = new Set<string>();
  for (const match of source.matchAll(/https?:\/\/[^\s;|,]+/g)) {
    const href = match[0].replace(/[).]+$/, "");
    if (seen.has(href)) continue;
    seen.add(href);
    try {
      links.push({ label: new URL(href).hostname.replace(/^www\./, ""), href });
    } catch {
      // not a usable address: leave it out
    }
  }
  return links;
}
