// Where a place's facts come from: the pages its facts cite (each with what it supports, when that
// is known, and its date), and the pages of its `source` note (e.g. the demo data's
// "coords:OSM | OpenStreetMap element 548358704 (leisure=dog_park) via … ; https://…").
import { formatCalendarDate } from "./dates";
import { englishWords, type FactsWords } from "./facts-words";
import type { Locale } from "./i18n";
import { DATA_CREDIT, DATA_CREDIT_URL } from "./site";

export type SourceLink = { label: string; href: string };

/**
 * The facts of a demo row, as the demo data names what its pages support. The data says which
 * pages a row's facts come from, not which page gives which fact: only a row with one page knows.
 */
export const SEED_FACT_LABELS = [
  "description",
  "dog rules",
  "dog hours",
  "opening hours",
  "fees",
  "amenities",
  "fence",
  "small-dog area",
] as const;

/** Path words left lower-case inside a page name ("Dogs on the Beach"). */
const SMALL_WORDS = new Set(["a", "an", "and", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "with"]);
/** Path words that name no page ("article_1234", "index.html"). */
const GENERIC_WORDS = new Set(["article", "articles", "index", "default", "details", "page", "story", "view", "home"]);
/** Path words written in capitals. */
const ACRONYMS = new Set(["faq", "faqs", "nps", "fwc", "usa", "osm"]);
const PAGE_NAME_MAX = 60;

/** The words of one path segment that read as words: letters, or a short number. */
function segmentWords(segment: string) {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // keep it as written
  }
  text = text.replace(/\.(s?html?|aspx?|php|jsp|cfm)$/i, "");
  const words = text.split(/[-_+.\s]+/).filter((w) => /^[a-z]+$/i.test(w) || /^\d{1,4}$/.test(w));
  while (words.length && /^\d+$/.test(words[0]!)) words.shift();
  while (words.length && /^\d+$/.test(words.at(-1)!)) words.pop();
  const named = words.some((w) => /^[a-z]{2,}$/i.test(w) && !GENERIC_WORDS.has(w.toLowerCase()));
  // A segment made mostly of an id ("article_e5f281d4-0478-11ee") names nothing.
  const letters = words.join("").length;
  return named && letters * 2 >= text.replace(/[-_+.\s]/g, "").length ? words : [];
}

function titleWord(word: string, first: boolean) {
  const lower = word.toLowerCase();
  if (ACRONYMS.has(lower)) return word.toUpperCase();
  if (word !== lower) return word;
  if (!first && SMALL_WORDS.has(lower)) return lower;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** A page's name from its address: the last path segment that reads as words ("Fort De Soto Park"). */
export function pageName(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const segments = url.pathname.split("/").filter(Boolean);
  for (let i = segments.length - 1; i >= 0; i--) {
    const words = segmentWords(segments[i]!);
    if (!words.length) continue;
    const name = words.map((w, n) => titleWord(w, n === 0)).join(" ");
    return name.length <= PAGE_NAME_MAX ? name : `${name.slice(0, PAGE_NAME_MAX).replace(/\s+\S*$/, "")}…`;
  }
  return null;
}

function hostname(href: string) {
  try {
    return new URL(href).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

/** A link text that tells two pages of one site apart: "pinellas.gov — Park Rules". */
export function sourceLabel(href: string): string | null {
  const host = hostname(href);
  if (!host) return null;
  const name = pageName(href);
  return name ? `${host} — ${name}` : host;
}

/** The whole address without its scheme, for two pages whose names read alike. */
function fullLabel(href: string) {
  const url = new URL(href);
  return `${url.hostname.replace(/^www\./, "")}${decodeURI(url.pathname).replace(/\/$/, "")}${url.search}`;
}

export function sourceLinks(source: string | null | undefined): SourceLink[] {
  if (!source) return [];
  const links: SourceLink[] = [];
  if (/openstreetmap/i.test(source)) links.push({ label: DATA_CREDIT, href: DATA_CREDIT_URL });
  const seen = new Set<string>();
  for (const match of source.matchAll(/https?:\/\/[^\s;|,]+/g)) {
    const href = match[0].replace(/[).]+$/, "");
    if (seen.has(href)) continue;
    seen.add(href);
    const label = sourceLabel(href);
    if (label) links.push({ label, href });
  }
  return links;
}

type StoredSource = { url: string; supports: string | null; date: string | null };

/**
 * What each source supports, or null where that is unknown. Several pages that all "support" the
 * same list of a demo row's facts were labelled with the whole row (before the demo data said
 * otherwise): which page gives which fact is unknown, so none is named.
 */
function knownSupports(sources: readonly StoredSource[]): (string | null)[] {
  const first = sources[0]?.supports ?? null;
  const rowWide =
    sources.length > 1 &&
    first !== null &&
    sources.every((s) => s.supports === first) &&
    first
      .split(",")
      .map((fact) => fact.trim().toLowerCase())
      .every((fact) => (SEED_FACT_LABELS as readonly string[]).includes(fact));
  return sources.map((s) => (rowWide ? null : s.supports));
}

export type CitedSource = { href: string; label: string; supports: string | null; date: string | null };

/**
 * Every source of a place once: the pages its facts cite (with what they support, when known, and
 * their date), then the pages named in its row's source note, with the OpenStreetMap credit. Each
 * link text names the site and the page; two that would read alike show their whole address.
 * In another language the dates and what the OpenStreetMap credit supports are in it; what the
 * data says a page supports stays as the data writes it (English).
 */
export function citedSources(
  sources: readonly StoredSource[],
  sourceNote: string | null | undefined,
  locale: Locale = "en",
  words: FactsWords = englishWords,
): CitedSource[] {
  const cited: CitedSource[] = [];
  const seen = new Set<string>();
  const supports = knownSupports(sources);
  sources.forEach((source, i) => {
    if (seen.has(source.url)) return;
    const label = sourceLabel(source.url);
    if (!label) return;
    seen.add(source.url);
    cited.push({
      href: source.url,
      label,
      supports: supports[i] ?? null,
      date: formatCalendarDate(source.date, locale),
    });
  });
  for (const link of sourceLinks(sourceNote)) {
    if (seen.has(link.href)) continue;
    seen.add(link.href);
    cited.push({ ...link, supports: link.href === DATA_CREDIT_URL ? words("words.creditSupports") : null, date: null });
  }
  const counts = new Map<string, number>();
  for (const source of cited) counts.set(source.label, (counts.get(source.label) ?? 0) + 1);
  return cited.map((source) =>
    (counts.get(source.label) ?? 0) > 1 && source.href !== DATA_CREDIT_URL
      ? { ...source, label: fullLabel(source.href) }
      : source,
  );
}
