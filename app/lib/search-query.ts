// How the one search box reads what people type: a town's or county's name stays a name ("West Palm
// Beach" is a town, not beaches in West Palm), "X County" becomes that county, category, leash and fee
// words become filters, abbreviations become their words ("ft" = Fort), a ZIP code becomes a place to
// measure from, and the rest are words to find in names, cities, counties and descriptions.
import { BEACH_CATEGORIES, PARK_CATEGORIES, type Category, type Fees, type LeashPolicy } from "./vocabulary";

export const OFF_LEASH_POLICIES: LeashPolicy[] = [
  "off-leash",
  "off-leash-designated-areas",
  "off-leash-designated-times",
];
export const ON_LEASH_POLICIES: LeashPolicy[] = ["on-leash", "on-leash-designated-areas"];

type Meaning =
  | { kind: "category"; label: string; categories: Category[]; nameWord: string }
  | { kind: "leash"; label: string; leashPolicies: LeashPolicy[] }
  | { kind: "fees"; label: string; fees: Fees[] }
  | { kind: "skip" };

const beaches: Meaning = { kind: "category", label: "Beaches", categories: BEACH_CATEGORIES, nameWord: "beach" };
const dogParks: Meaning = { kind: "category", label: "Dog Parks", categories: ["dog-park"], nameWord: "park" };
const parks: Meaning = { kind: "category", label: "Parks", categories: PARK_CATEGORIES, nameWord: "park" };
const trails: Meaning = { kind: "category", label: "Hiking Areas", categories: ["hiking-area"], nameWord: "trail" };
const markets: Meaning = {
  kind: "category",
  label: "Farmers Markets",
  categories: ["farmers-market"],
  nameWord: "market",
};
const preserves: Meaning = {
  kind: "category",
  label: "Nature Preserves",
  categories: ["nature-preserve"],
  nameWord: "preserve",
};
const offLeash: Meaning = { kind: "leash", label: "Off-leash", leashPolicies: OFF_LEASH_POLICIES };
const onLeash: Meaning = { kind: "leash", label: "Leashed", leashPolicies: ON_LEASH_POLICIES };
const free: Meaning = { kind: "fees", label: "Free", fees: ["free"] };
const skip: Meaning = { kind: "skip" };

/** Word sequences with a meaning, longest first where one starts another. */
const PHRASES: [string, Meaning][] = [
  ["dog parks", dogParks],
  ["dog park", dogParks],
  ["dog beaches", beaches],
  ["dog beach", beaches],
  ["beaches", beaches],
  ["beach", beaches],
  ["parks", parks],
  ["hiking areas", trails],
  ["hiking area", trails],
  ["hiking", trails],
  ["hikes", trails],
  ["hike", trails],
  ["trails", trails],
  ["trail", trails],
  ["farmers markets", markets],
  ["farmers market", markets],
  ["farmer markets", markets],
  ["farmer market", markets],
  ["markets", markets],
  ["market", markets],
  ["nature preserves", preserves],
  ["nature preserve", preserves],
  ["preserves", preserves],
  ["preserve", preserves],
  ["off leash", offLeash],
  ["offleash", offLeash],
  ["leash free", offLeash],
  ["unleashed", offLeash],
  ["on leash", onLeash],
  ["onleash", onLeash],
  ["leashed", onLeash],
  ["free", free],
  // Every place in the directory is dog-friendly and in Florida: these words narrow nothing.
  ["dog friendly", skip],
  ["dogs", skip],
  ["dog", skip],
  ["friendly", skip],
  ["pets", skip],
  ["pet", skip],
  ["florida", skip],
  ["fl", skip],
  ["places", skip],
  ["place", skip],
  ["near", skip],
  ["the", skip],
  ["a", skip],
  ["an", skip],
  ["in", skip],
  ["at", skip],
  ["of", skip],
  ["and", skip],
  ["for", skip],
  ["with", skip],
  ["to", skip],
].map(([text, meaning]) => [text as string, meaning as Meaning]);

/**
 * Spanish (accents folded, as normalizeText leaves them) and the English it stands for: a search on
 * /es finds what its English counterpart finds ("parque canino cerca de Tampa" = "dog park near Tampa").
 * The English side is a phrase of PHRASES (a filter, or a word every place shares), or words to find
 * ("duchas" = "showers"), or nothing. Longest first where one starts another.
 */
const SPANISH: [string, string][] = [
  ["playas para perros", "dog beaches"],
  ["playa para perros", "dog beach"],
  ["playas de perros", "dog beaches"],
  ["playa de perros", "dog beach"],
  ["playas caninas", "dog beaches"],
  ["playa canina", "dog beach"],
  ["playas", "beaches"],
  ["parques para perros", "dog parks"],
  ["parque para perros", "dog park"],
  ["parques de perros", "dog parks"],
  ["parque de perros", "dog park"],
  ["parques para mascotas", "dog parks"],
  ["parque para mascotas", "dog park"],
  ["parques caninos", "dog parks"],
  ["parque canino", "dog park"],
  ["parques", "parks"],
  ["zonas de senderismo", "hiking areas"],
  ["zona de senderismo", "hiking area"],
  ["areas de senderismo", "hiking areas"],
  ["area de senderismo", "hiking area"],
  ["rutas de senderismo", "trails"],
  ["ruta de senderismo", "trail"],
  ["senderismo", "hiking"],
  ["senderos", "trails"],
  ["caminatas", "hikes"],
  ["caminata", "hike"],
  ["mercados agricolas", "farmers markets"],
  ["mercado agricola", "farmers market"],
  ["mercados de agricultores", "farmers markets"],
  ["mercado de agricultores", "farmers market"],
  ["mercados campesinos", "farmers markets"],
  ["mercado campesino", "farmers market"],
  ["mercados", "markets"],
  ["reservas naturales", "nature preserves"],
  ["reserva natural", "nature preserve"],
  ["areas naturales", "nature preserves"],
  ["area natural", "nature preserve"],
  ["zonas naturales", "nature preserves"],
  ["zona natural", "nature preserve"],
  ["reservas", "preserves"],
  ["sin correa", "off leash"],
  ["libres de correa", "off leash"],
  ["libre de correa", "off leash"],
  ["sueltos", "off leash"],
  ["suelto", "off leash"],
  ["con correa", "on leash"],
  ["atados", "leashed"],
  ["atado", "leashed"],
  ["entrada gratuita", "free"],
  ["entrada gratis", "free"],
  ["sin costo", "free"],
  ["gratuitos", "free"],
  ["gratuitas", "free"],
  ["gratuito", "free"],
  ["gratuita", "free"],
  ["gratis", "free"],
  // Words every place shares, as in English.
  ["que admiten perros", "dog friendly"],
  ["que admite perros", "dog friendly"],
  ["se permiten perros", "dog friendly"],
  ["perros", "dogs"],
  ["perro", "dog"],
  ["perritos", "dogs"],
  ["perrito", "dog"],
  ["caninos", "dogs"],
  ["caninas", "dogs"],
  ["canino", "dog"],
  ["canina", "dog"],
  ["mascotas", "pets"],
  ["mascota", "pet"],
  ["lugares", "places"],
  ["lugar", "place"],
  ["sitios", "places"],
  ["cerca de", "near"],
  ["cerca", "near"],
  // Amenities are words of descriptions: found in English.
  ["fuentes de agua", "water"],
  ["fuente de agua", "water"],
  ["bebederos", "water"],
  ["bebedero", "water"],
  ["lavado de perros", "wash"],
  ["banos", "restrooms"],
  ["bano", "restroom"],
  ["duchas", "showers"],
  ["ducha", "shower"],
  ["estacionamiento", "parking"],
  ["sombra", "shade"],
  ["salvavidas", "lifeguards"],
  ["los cayos", "keys"],
  ["cayos", "keys"],
];

/**
 * Spanish words that are words of English names too ("de", "la", "Playa Linda"): read as Spanish only
 * in a search on a Spanish page or one that has a Spanish word of SPANISH, so an English search keeps
 * every word it had.
 */
const SPANISH_LINKS: [string, string][] = [
  // Words of names too ("Playa Linda Dog Beach"): "playa" alone is that place in English.
  ["playa", "beach"],
  ["parque", "parks"],
  ["mercado", "market"],
  ["reserva", "preserve"],
  ["sendero", "trail"],
  ["de", "of"],
  ["del", "of"],
  ["la", "the"],
  ["las", "the"],
  ["el", "the"],
  ["los", "the"],
  ["en", "in"],
  ["y", "and"],
  ["para", "for"],
  ["con", "with"],
  ["un", "a"],
  ["una", "a"],
  ["al", "to"],
  ["mi", "the"],
];

/**
 * Abbreviations and the words they stand for; a search for either finds both spellings. Maps, not
 * objects: a typed word is looked up, and "constructor" must not find an object's own property.
 */
const ABBREVIATIONS = new Map([
  ["ft", "fort"],
  ["st", "saint"],
  ["pt", "port"],
  ["mt", "mount"],
  ["jax", "jacksonville"],
]);
const EXPANSIONS = new Map([...ABBREVIATIONS].map(([short, long]) => [long, short]));

/** The other spelling of an abbreviable word ("ft" → "fort", "saint" → "st"), if it has one. */
export function otherSpelling(word: string): string | undefined {
  return ABBREVIATIONS.get(word) ?? EXPANSIONS.get(word);
}

/** A word to find: the word itself (its start, when `prefix`) or any of its other spellings. */
export type SearchTerm = { word: string; prefix: boolean; alternatives: string[] };

export type SearchChip = {
  kind: "category" | "leash" | "fees" | "county" | "zip" | "text";
  label: string;
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
};

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
export function interpretSearch(text: string, names?: PlaceNames, locale: "en" | "es" = "en"): InterpretedSearch {
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
    // A name first: the longest run of words from here that is a county followed by "County", or a
    // town (never a single filter word).
    const name = names ? readName(words, i, names, !result.counties) : null;
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
  for (const kind of ["category", "leash", "fees", "county", "zip", "text"] as const) {
    if (labels[kind]) result.chips.push({ kind, label: labels[kind]!, without: without(kind) });
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

type NameRead =
  { kind: "county"; length: number; label: string; keys: string[] } | { kind: "town"; length: number; key: string };

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

/** The categories, leash rules and fees a search's words can name, by their chips' English label. */
const CHIP_CODES = new Map<string, string>(
  [
    [beaches, "beaches"],
    [dogParks, "dog-parks"],
    [parks, "parks"],
    [trails, "hiking-areas"],
    [markets, "farmers-markets"],
    [preserves, "nature-preserves"],
    [offLeash, "off-leash"],
    [onLeash, "on-leash"],
    [free, "free"],
  ].map(([meaning, code]) => [(meaning as Exclude<Meaning, { kind: "skip" }>).label, code as string]),
);

/**
 * What a chip stands for, for a page to say it in its language (its label is English): "beaches",
 * "dog-parks", "parks", "hiking-areas", "farmers-markets", "nature-preserves", "off-leash",
 * "on-leash" or "free"; the county's name ("Palm Beach"); the ZIP code; or the words matched as typed.
 */
export function chipValue(chip: SearchChip): string {
  if (chip.kind === "county") return chip.label.replace(/ County$/, "");
  if (chip.kind === "zip") return chip.label.replace(/^Near ZIP /, "");
  if (chip.kind === "text") return chip.label.replace(/^matching '(.*)'$/, "$1");
  return CHIP_CODES.get(chip.label) ?? chip.label;
}

/** A suggestion while typing: a place (its page) or a city (its page, or a search for it). */
export type Suggestion = { kind: "place" | "city"; label: string; detail: string; href: string };

/** True when the search says anything more than plain words (a filter, a ZIP code). */
export function hasInterpretation(search: InterpretedSearch) {
  return search.chips.some((chip) => chip.kind !== "text");
}
