// How the one search box reads what people type: a town's or county's name stays a name ("West Palm
// Beach" is a town, not beaches in West Palm), "X County" becomes that county, category, leash and fee
// words become filters, abbreviations become their words ("ft" = Fort), a ZIP code becomes a place to
// measure from, and the rest are words to find in names, cities, counties and descriptions.
import type { Locale } from "./i18n";
import { type Category, type Fees, type LeashPolicy, type Region } from "./vocabulary";
import {
  ABBREVIATIONS,
  PHRASES,
  SPANISH,
  SPANISH_LINKS,
  otherSpelling,
  CHIP_CODES,
  type Meaning,
} from "./search-words";

export type SearchTerm = { word: string; prefix: boolean; alternatives: string[] };

export type SearchChip = {
  kind: "category" | "leash" | "fees" | "county" | "area" | "near" | "zip" | "text";
  label: string;
  /** What the chip stands for when its label does not say it (an area's id: "tampa-bay"). */
  value?: string;
  /** The search text without the words that made this chip. */
  without: string;
};

export type InterpretedSearch = {
  /** The whole text as names are compared with it (lower case, no accents, single spaces). */
  normalized: string;
  terms: SearchTerm[];
  /** The typed words that are not filters, as typed ("st. pete"): found as a part of a name or city too (SPEC). */
  rest: string;
  categories?: Category[];
  /** The name word of the category ("beach"): with other words, a place named so counts too. */
  categoryNameWord?: string;
  leashPolicies?: LeashPolicy[];
  fees?: Fees[];
  /** "X County": the county's name in every spelling the county column may have ("palm beach", "palm beach county"). */
  counties?: string[];
  /** The town the search's words name, when they name one and nothing else ("key largo"). */
  town?: { key: string; label: string };
  /** A regional name ("Tampa Bay", "the Keys"): the counties or regions it covers. */
  area?: AreaName;
  /** "near Tampa": the town to measure distances from, as typed ("Tampa"), with its key. */
  nearTown?: { key: string; label: string };
  zip?: string;
  chips: SearchChip[];
};

/**
 * What the search knows of Florida's names (the server's town and county tables): `town` gives the
 * key of a town's name, `county` the name of a county (without "County"), each for a normalised phrase.
 */
export type PlaceNames = {
  town(phrase: string): string | null;
  county(phrase: string): { label: string; keys: string[] } | null;
  /** A regional name ("tampa bay", "the keys", "space coast"), when the phrase is one. */
  area?(phrase: string): AreaName | null;
};

/**
 * A regional name people search for: the counties (their names as the county column spells them) or
 * the site's regions it covers. The server's table (app/server/reference/regional-names.ts) says which.
 */
export type AreaName = { id: string; label: string; counties: string[]; regions: Region[] };

/** The most words a town's or county's name has ("Saint Augustine Beach", "Port Saint Lucie"). */
const LONGEST_NAME = 5;
const COUNTY_WORDS = new Set(["county", "co", "cnty"]);

/** Lower case, accents and apostrophes removed, every other run of non-letters one space. */
export function normalizeText(text: string) {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const ZIP = /^\d{5}$/;

/**
 * Reads a search text; see the file's first line. Without `names`, no phrase is read as a town or
 * county. Spanish is read in any search, and every Spanish word in a search made on a Spanish page.
 */
export function interpretSearch(text: string, names?: PlaceNames, locale: Locale = "en"): InterpretedSearch {
  const raw = text.trim().split(/\s+/).filter(Boolean);
  // Each normalized word remembers the typed word it came from, so a chip can remove what made it.
  const words: { word: string; from: number }[] = raw.flatMap((token, from) =>
    normalizeText(token)
      .split(" ")
      .filter(Boolean)
      .map((word) => ({ word, from })),
  );
  const used = new Map<string, Set<number>>();
  const consume = (key: string, from: number[]) => {
    const set = used.get(key) ?? new Set<number>();
    for (const f of from) set.add(f);
    used.set(key, set);
  };

  const result: InterpretedSearch = { normalized: normalizeText(text), terms: [], rest: "", chips: [] };
  const textWords: { word: string; from: number }[] = [];
  const labels: Record<string, string> = {};
  const towns: { key: string; from: number; to: number }[] = [];
  const inSpanish = locale === "es" || isSpanish(words);
  /** Takes the meaning of words[start, end) (typed words `from`) into the result. */
  const apply = (meaning: Meaning, from: number[], start: number, end: number) => {
    if (meaning.kind === "skip") {
      consume("skip", from);
    } else if (meaning.kind === "category") {
      // Two category words ("beach trail") keep the first; the second is then an ordinary word.
      if (result.categories && result.categories !== meaning.categories) {
        textWords.push(...words.slice(start, end));
        return;
      }
      result.categories = meaning.categories;
      result.categoryNameWord = meaning.nameWord;
      consume("category", from);
      labels.category = meaning.label;
    } else if (meaning.kind === "leash") {
      if (result.leashPolicies && result.leashPolicies !== meaning.leashPolicies) return;
      result.leashPolicies = meaning.leashPolicies;
      consume("leash", from);
      labels.leash = meaning.label;
    } else {
      result.fees = meaning.fees;
      consume("fees", from);
      labels.fees = meaning.label;
    }
  };
  for (let i = 0; i < words.length;) {
    // "near" and a town's name: distances from that town ("dog beach near Tampa").
    const near = names && !result.nearTown ? nearAt(words, i, inSpanish) : 0;
    const nearName = near ? readName(words, i + near, names!, false) : null;
    if (nearName?.kind === "town") {
      const from = words.slice(i, i + near + nearName.length).map((w) => w.from);
      const townFrom = new Set(words.slice(i + near, i + near + nearName.length).map((w) => w.from));
      result.nearTown = { key: nearName.key, label: raw.filter((_, j) => townFrom.has(j)).join(" ") };
      consume("near", from);
      labels.near = `Near ${result.nearTown.label}`;
      i += near + nearName.length;
      continue;
    }
    // A name first: the longest run of words from here that is a county followed by "County", a
    // regional name ("Tampa Bay"), or a town (never a single filter word).
    const name = names ? readName(words, i, names, !result.counties) : null;
    if (name?.kind === "area") {
      if (!result.area) {
        result.area = name.area;
        consume(
          "area",
          words.slice(i, i + name.length).map((w) => w.from),
        );
        labels.area = name.area.label;
      } else textWords.push(...words.slice(i, i + name.length));
      i += name.length;
      continue;
    }
    if (name?.kind === "county") {
      result.counties = name.keys;
      consume(
        "county",
        words.slice(i, i + name.length).map((w) => w.from),
      );
      labels.county = `${name.label} County`;
      i += name.length;
      continue;
    }
    if (name?.kind === "town") {
      towns.push({ key: name.key, from: textWords.length, to: textWords.length + name.length });
      textWords.push(...words.slice(i, i + name.length));
      i += name.length;
      continue;
    }
    const spanish = spanishAt(words, i, inSpanish);
    if (spanish) {
      const from = words.slice(i, i + spanish.length).map((w) => w.from);
      const meaning = PHRASES.find(([phrase]) => phrase === spanish.english)?.[1];
      if (meaning) {
        apply(meaning, from, i, i + spanish.length);
      } else {
        // Words to find, each remembering the first typed word of the Spanish it translates.
        textWords.push(...spanish.english.split(" ").map((word) => ({ word, from: from[0]! })));
      }
      i += spanish.length;
      continue;
    }
    const match = PHRASES.find(([phrase]) => {
      const parts = phrase.split(" ");
      return parts.every((part, j) => words[i + j]?.word === part);
    });
    if (!match) {
      const { word, from } = words[i]!;
      if (ZIP.test(word) && !result.zip) {
        result.zip = word;
        consume("zip", [from]);
        labels.zip = `Near ZIP ${word}`;
      } else textWords.push(words[i]!);
      i += 1;
      continue;
    }
    const [phrase, meaning] = match;
    const length = phrase.split(" ").length;
    apply(
      meaning,
      words.slice(i, i + length).map((w) => w.from),
      i,
      i + length,
    );
    i += length;
  }

  result.terms = [...new Set(textWords.map((w) => w.word))].map((word) => {
    const other = otherSpelling(word);
    return other
      ? { word, prefix: word.length > 3 && !ABBREVIATIONS.has(word), alternatives: [other] }
      : { word, prefix: true, alternatives: [] };
  });
  // Words that are all one town's name (and nothing else) name that town: its page may have no places yet.
  if (towns.length === 1 && towns[0]!.from === 0 && towns[0]!.to === textWords.length) {
    result.town = { key: towns[0]!.key, label: raw.filter((_, i) => textWords.some((w) => w.from === i)).join(" ") };
  }
  if (textWords.length) {
    const textFrom = new Set(textWords.map((w) => w.from));
    result.rest = raw.filter((_, i) => textFrom.has(i) && !isUsedOnly(i, used)).join(" ");
    labels.text = `matching '${result.rest}'`;
    consume("text", [...textFrom]);
  }

  const without = (key: string) => {
    const drop = used.get(key) ?? new Set<number>();
    // A typed word also used by another chip stays (e.g. "off-leash-beach" typed as one word).
    return raw
      .filter((_, i) => !drop.has(i) || [...used].some(([k, set]) => k !== key && k !== "skip" && set.has(i)))
      .join(" ");
  };
  for (const kind of ["category", "leash", "fees", "county", "area", "near", "zip", "text"] as const) {
    if (labels[kind]) {
      const value = kind === "area" ? { value: result.area!.id } : {};
      result.chips.push({ kind, label: labels[kind]!, without: without(kind), ...value });
    }
  }
  return result;
}

/** Whether a search's words have a Spanish word or phrase of SPANISH. */
function isSpanish(words: { word: string }[]) {
  return words.some((_, i) => spanishAt(words, i, false));
}

/** The Spanish phrase starting at word `start`, longest first, with the English it stands for; or null. */
function spanishAt(
  words: { word: string }[],
  start: number,
  withLinks: boolean,
): { length: number; english: string } | null {
  const lists = withLinks ? [SPANISH, SPANISH_LINKS] : [SPANISH];
  for (const list of lists) {
    const found = list.find(([phrase]) => phrase.split(" ").every((part, j) => words[start + j]?.word === part));
    if (found) return { length: found[0].split(" ").length, english: found[1] };
  }
  return null;
}

/** The number of words of a "near" ("near", "cerca de") starting at word `start`, or 0. */
function nearAt(words: { word: string }[], start: number, inSpanish: boolean): number {
  if (words[start]?.word === "near") return 1;
  const spanish = spanishAt(words, start, inSpanish);
  return spanish?.english === "near" ? spanish.length : 0;
}

type NameRead =
  | { kind: "county"; length: number; label: string; keys: string[] }
  | { kind: "area"; length: number; area: AreaName }
  | { kind: "town"; length: number; key: string };

/** The longest name starting at word `start` (see interpretSearch), or null. */
function readName(
  words: { word: string }[],
  start: number,
  names: PlaceNames,
  countyAllowed: boolean,
): NameRead | null {
  for (let length = Math.min(LONGEST_NAME, words.length - start); length >= 1; length--) {
    const phrase = words
      .slice(start, start + length)
      .map((w) => w.word)
      .join(" ");
    const next = words[start + length]?.word;
    if (countyAllowed && next && COUNTY_WORDS.has(next)) {
      const county = names.county(phrase);
      if (county) return { kind: "county", length: length + 1, ...county };
    }
    const area = names.area?.(phrase);
    if (area) return { kind: "area", length, area };
    // One word that is a filter or an everyday word ("beach", "in") stays what it is.
    if (
      length >= 2 ||
      !(PHRASES.some(([p]) => p.split(" ")[0] === phrase) || SPANISH.some(([p]) => p.split(" ")[0] === phrase))
    ) {
      const key = names.town(phrase);
      if (key) return { kind: "town", length, key };
    }
  }
  return null;
}

function isUsedOnly(i: number, used: Map<string, Set<number>>) {
  return [...used].some(([key, set]) => key !== "text" && key !== "skip" && set.has(i));
}

/**
 * What a chip stands for, for a page to say it in its language (its label is English): "beaches",
 * "dog-parks", "parks", "hiking-areas", "farmers-markets", "nature-preserves", "off-leash",
 * "on-leash" or "free"; the county's name ("Palm Beach"); an area's id ("tampa-bay"); the town of a
 * "near" ("Tampa"); the ZIP code; or the words matched as typed.
 */
export function chipValue(chip: SearchChip): string {
  if (chip.kind === "county") return chip.label.replace(/ County$/, "");
  if (chip.value) return chip.value;
  if (chip.kind === "zip") return chip.label.replace(/^Near ZIP /, "");
  if (chip.kind === "near") return chip.label.replace(/^Near /, "");
  if (chip.kind === "text") return chip.label.replace(/^matching '(.*)'$/, "$1");
  return CHIP_CODES.get(chip.label) ?? chip.label;
}

/** A suggestion while typing: a place (its page) or a city (its page, or a search for it). */
export type Suggestion = { kind: "place" | "city"; label: string; detail: string; href: string };

/** True when the search says anything more than plain words (a filter, a ZIP code). */
export function hasInterpretation(search: InterpretedSearch) {
  return search.chips.some((chip) => chip.kind !== "text");
}
