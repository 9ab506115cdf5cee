// The words the search box knows: the phrases that mean a category, a leash policy or a fee, the
// Spanish words and links read as English, and the abbreviations of place names ("ft" = Fort).
import { BEACH_CATEGORIES, PARK_CATEGORIES, type Category, type Fees, type LeashPolicy } from "./vocabulary";

export const OFF_LEASH_POLICIES: LeashPolicy[] = [
  "off-leash",
  "off-leash-designated-areas",
  "off-leash-designated-times",
];
export const ON_LEASH_POLICIES: LeashPolicy[] = ["on-leash", "on-leash-designated-areas"];

export type Meaning =
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
export const PHRASES: [string, Meaning][] = [
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
export const SPANISH: [string, string][] = [
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
];

/**
 * Spanish words that are words of English names too ("de", "la", "Playa Linda"): read as Spanish only
 * in a search on a Spanish page or one that has a Spanish word of SPANISH, so an English search keeps
 * every word it had.
 */
export const SPANISH_LINKS: [string, string][] = [
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
export const ABBREVIATIONS = new Map([
  ["ft", "fort"],
  ["st", "saint"],
  ["pt", "port"],
  ["mt", "mount"],
  ["jax", "jacksonville"],
]);
export const EXPANSIONS = new Map([...ABBREVIATIONS].map(([short, long]) => [long, short]));

/** The other spelling of an abbreviable word ("ft" → "fort", "saint" → "st"), if it has one. */
export function otherSpelling(word: string): string | undefined {
  return ABBREVIATIONS.get(word) ?? EXPANSIONS.get(word);
}

/** The categories, leash rules and fees a search's words can name, by their chips' English label. */
export const CHIP_CODES = new Map<string, string>(
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
