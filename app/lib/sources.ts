// Where a place's facts come from, read from its `source` note (e.g. the demo data's
// "coords:OSM | OpenStreetMap element 548358704 (leisure=dog_park) via … ; https://…").
import { formatCalendarDate } from "./dates";
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

export type CitedSource = { href: string; label: string; supports: string | null; date: string | null };

/**
 * Every source of a place once: the pages its facts cite (with what they support and their date),
 * then the pages named in its row's source note, with the OpenStreetMap credit.
 */
export function citedSources(
  sources: readonly { url: string; supports: string | null; date: string | null }[],
  sourceNote: string | null | undefined,
): CitedSource[] {
  const cited: CitedSource[] = [];
  const seen = new Set<string>();
  for (const source of sources) {
    if (seen.has(source.url)) continue;
    seen.add(source.url);
    let label: string;
    try {
      label = new URL(source.url).hostname.replace(/^www\./, "");
    } catch {
      continue;
    }
    cited.push({ href: source.url, label, supports: source.supports, date: formatCalendarDate(source.date) });
  }
  for (const link of sourceLinks(sourceNote)) {
    if (seen.has(link.href)) continue;
    seen.add(link.href);
    cited.push({
      ...link,
      supports: link.href === DATA_CREDIT_URL ? "Name and map position" : null,
      date: null,
    });
  }
  return cited;
}
