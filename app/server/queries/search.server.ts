// The search box in SQL: a search's words with their typo corrections (pg_trgm on the words of names,
// cities and counties), the conditions and relevance order it gives a list, and the suggestions shown
// while typing (distances: distance.server.ts). Decision 0012.
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { locations } from "../infra/schema.server";
import { cityHref } from "~/lib/city-pages";
import type { GeoPoint, Radius } from "~/lib/geo";
import { interpretSearch, normalizeText, type InterpretedSearch } from "~/lib/search-query";
import { otherSpelling } from "~/lib/search-words";
import { placePath } from "~/lib/vocabulary";
import { localizePath, type Locale } from "~/lib/i18n";
import { FLORIDA_NAMES, zipCentre } from "../reference/geo.server";
import { PAGE_SIZE } from "~/lib/filters";
import { COUNT_LIMIT } from "~/lib/list-counts";
import { commonSearch } from "./search-frequency.server";
import { withinMiles } from "./distance.server";

/** A ZIP code typed into the search finds the places with that ZIP code or within this many miles of its centre. */
export const ZIP_SEARCH_MILES: Radius = 10;

/**
 * What a place's search reads, and its name as searches compare it: generated columns of migration
 * 0008 (location_search_document and fdp_normalize of the row), which only SQL reads.
 */
const searchDocument = sql.raw(`"locations"."search_document"`);
const searchName = sql.raw(`"locations"."search_name"`);

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function tsQuery(text: string) {
  return sql`to_tsquery('public.fdp_search', ${text})`;
}

/** The same condition in a form no index takes (`is true`): checked on each place read instead. */
function unindexed(condition: SQL): SQL {
  return sql`(${condition}) is true`;
}

/**
 * The search's words as a tsquery text, each word limited to the given weights of the document
 * ("A": the name, "AB": name, city, county or ZIP). The same as matching `ts_filter(document, …)`,
 * but GIN-indexed and without copying every matching document.
 */
function weightedQuery(terms: string[][], weights: "A" | "B" | "AB"): string {
  return terms
    .map((words) => {
      const weighted = words.map((w) => (w.endsWith(":*") ? `${w}${weights}` : `${w}:${weights}`));
      return weighted.length > 1 ? `(${weighted.join(" | ")})` : weighted[0]!;
    })
    .join(" & ");
}

/**
 * The places a public list or suggestion may show: every place but those closed for good. Written as a
 * constant (not a parameter), so PostgreSQL matches it with the partial indexes of migration 0017,
 * which hold only these places.
 */
export const listed = sql`${locations.status} <> 'closed'`;

// ---------------------------------------------------------------------------------------------
// Text search

export type PreparedSearch = {
  interpreted: InterpretedSearch;
  /** The words to find as a tsquery text (only letters and digits go in), or null when there are none. */
  query: string | null;
  /** Each word with its other spellings and corrections, as tsquery lexemes ("jupitor:*", "jupiter"). */
  terms: string[][];
  /** The centre of a Florida ZIP code typed into the search. */
  zipPoint: GeoPoint | null;
  /**
   * Its words are in a large share of the places' search documents, or of their names
   * (search-frequency.server.ts): those text conditions are then written so that no index takes them,
   * and the places are read in turn until the page and the count are full.
   */
  common: { document: boolean; name: boolean };
};

/**
 * Reads a search text (app/lib/search-query.ts) and corrects its typos: a word of four letters or more
 * that starts no word of any name, city or county is also searched as the (up to three) most similar
 * such words, by pg_trgm similarity ("jupitor" → "jupiter"). Spanish words of the directory are read
 * as their English ones (in any search; on a Spanish page, `locale` "es", also those English names use).
 */
export async function prepareSearch(db: Db, text: string, locale: Locale = "en"): Promise<PreparedSearch> {
  const interpreted = interpretSearch(text, FLORIDA_NAMES, locale);
  const corrections = new Map<string, string[]>();
  const candidates = interpreted.terms.filter((t) => t.prefix && /^[a-z]{4,}$/.test(t.word)).map((t) => t.word);
  if (candidates.length) {
    const result = await db.execute<{ term: string; word: string }>(sql`
      select t.term, c.word
      from unnest(array[${sql.join(
        candidates.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]) as t(term)
      cross join lateral (
        select w.word from search_words w
        where w.word % t.term
          -- A correction is another spelling of the word, not a longer word ("playa" is not "playground").
          and abs(length(w.word) - length(t.term)) <= 2
          and not exists (select 1 from search_words k where k.word like t.term || '%')
        order by similarity(w.word, t.term) desc, w.word
        limit 3
      ) c`);
    for (const { term, word } of result.rows) corrections.set(term, [...(corrections.get(term) ?? []), word]);
  }
  const terms = interpreted.terms.map((t) => [
    t.prefix ? `${t.word}:*` : t.word,
    ...t.alternatives,
    ...(corrections.get(t.word) ?? []),
  ]);
  const parts = terms.map((words) => (words.length > 1 ? `(${words.join(" | ")})` : words[0]!));
  return {
    interpreted,
    query: parts.length ? parts.join(" & ") : null,
    terms,
    zipPoint: interpreted.zip ? zipCentre(interpreted.zip) : null,
    common: await commonSearch(db, terms),
  };
}

/** The conditions a search puts on a list: its words, and the filters its words stand for. */
export function searchConditions({ interpreted, query, zipPoint, common }: PreparedSearch): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (query) {
    // SPEC's search, a part of the name or city, still finds what it found ("front" finds Bayfront).
    const pattern = `%${escapeLike(interpreted.rest || interpreted.normalized)}%`;
    const words = or(
      sql`${searchDocument} @@ ${tsQuery(query)}`,
      ilike(locations.name, pattern),
      ilike(locations.city, pattern),
    )!;
    parts.push(common.document ? unindexed(words) : words);
  }
  if (interpreted.categories) {
    const inCategory = inArray(locations.category, interpreted.categories);
    // With other words ("higgs beach"), a place named with the category word counts too: people type
    // names, and Higgs Beach Dog Park is a dog park.
    parts.push(
      query && interpreted.categoryNameWord
        ? or(inCategory, sql`${searchDocument} @@ ${tsQuery(`${interpreted.categoryNameWord}:*A`)}`)
        : inCategory,
    );
  }
  if (interpreted.counties) parts.push(inCounties([interpreted.counties]));
  if (interpreted.area) {
    // A regional name: its counties, or the site's regions it is.
    const { counties, regions } = interpreted.area;
    const keys = counties
      .map((label) => FLORIDA_NAMES.county(normalizeText(label))?.keys ?? [])
      .filter((k) => k.length);
    parts.push(
      or(keys.length ? inCounties(keys) : undefined, regions.length ? inArray(locations.region, regions) : undefined) ??
        sql`false`,
    );
  }
  if (interpreted.leashPolicies) parts.push(inArray(locations.leashPolicy, interpreted.leashPolicies));
  if (interpreted.fees) parts.push(inArray(locations.fees, interpreted.fees));
  if (interpreted.zip) {
    const sameZip = eq(locations.zip, interpreted.zip);
    parts.push(zipPoint ? or(sameZip, withinMiles(zipPoint, ZIP_SEARCH_MILES)) : sameZip);
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * Places in any of these counties, each given as the spellings its county column may have ("palm
 * beach", "palm beach county"; the first is its name). The counties' words narrow the rows through the
 * text index; the county column must then be one of them.
 */
function inCounties(counties: string[][]): SQL {
  const words = counties
    .map((keys) => {
      const all = [...new Set(keys[0]!.split(" "))].map((w) => {
        const other = otherSpelling(w);
        return other ? `(${w}:B | ${other}:B)` : `${w}:B`;
      });
      return `(${all.join(" & ")})`;
    })
    .join(" | ");
  return sql`(${searchDocument} @@ ${tsQuery(words)} and fdp_normalize(${locations.county}) in (${sql.join(
    counties.flat().map((k) => sql`${k}`),
    sql`, `,
  )}))`;
}

/** One key of a list's order: an expression and how it sorts ("desc nulls last"). */
export type OrderKey = { key: SQL; direction: "asc" | "desc" | "desc nulls last" };

/**
 * The words of a place's name alone, as its search document has them with weight A (migration 0017
 * indexes them: locations_name_words_idx). `nameWords @@ query` is the document's `@@` of the same
 * query limited to weight A, found through the index instead of by reading every match.
 */
const nameWords = sql`to_tsvector('public.fdp_search'::regconfig, ${locations.name})`;

/**
 * The ids of one page of a search's matches (`where`), by relevance: the exact name first, then places
 * whose name has the words, then whose city or county has them, then the rest (description, or a part
 * of a word). Among the name matches, the names most like the search first (pg_trgm similarity); then
 * by name, then by id.
 *
 * Each group is its own part of a UNION ALL, in that order, each in its own order and reading no
 * further than the end of the page: PostgreSQL runs the parts one after the other and stops when the
 * page is full. Only the name matches are ranked among themselves (found through the name's words and
 * locations_search_name_idx); the places of a matching town are read in name order
 * (locations_listed_name_idx) only as far as the page goes, so a search for a town's first letters
 * costs no more with 10,000 places in the town than with 100.
 *
 * Each group after the exact names reads at most RANKED_NAME_MATCHES of its matches before ordering
 * them: a word in 25,000 names ("park"), or the 10,000 places of a town ("orl"), would otherwise make
 * every page read and sort them all. Lists count up to COUNT_LIMIT matches and page no further, so
 * every page a visitor can reach orders the same rows. With `shared` (sharedMatches), the groups whose
 * conditions no index takes read the matches the list's count reads, in the same scan.
 */
/** How many matches of each group a search orders at most: every page a list can show (COUNT_LIMIT and one more page). */
export const RANKED_NAME_MATCHES = COUNT_LIMIT + PAGE_SIZE;

export function relevancePage(
  { interpreted, query, terms, common }: PreparedSearch,
  where: SQL | undefined,
  limit: number,
  offset: number,
  shared?: SharedMatches,
): SQL {
  const exact = sql`${searchName} = ${interpreted.normalized}`;
  // The same test twice: through the name's own words (indexed) to find the name matches, and through
  // the document's weight A (stored with the row) to leave them out of the other groups.
  // A common search's groups read the places in turn (see PreparedSearch.common).
  const inName = sql`(${exact} or ${searchDocument} @@ ${tsQuery(weightedQuery(terms, "A"))})`;
  const named = common.name ? unindexed(inName) : sql`(${exact} or ${nameWords} @@ ${tsQuery(query ?? "")})`;
  const notNamed = sql`${inName} is not true`;
  const inPlaceWords = sql`${searchDocument} @@ ${tsQuery(weightedQuery(terms, "AB"))}`;
  const inPlace = common.document ? unindexed(inPlaceWords) : inPlaceWords;
  const matching = where ? sql`${where} and` : sql``;
  const end = offset + limit;
  const byName = sql`order by ${locations.name}, ${locations.id} limit ${end}`;
  // With the list's shared scan (sharedMatches), the groups of places read it: the name group too when
  // its words are common, and through the name's own words' index otherwise.
  const nameMatches =
    shared && common.name
      ? sql`select id, search_name, name from ${shared.name}
          where in_name and search_name is distinct from ${interpreted.normalized}`
      : sql`select ${locations.id} as id, ${searchName} as search_name, ${locations.name} as name
          from ${locations} where ${matching} ${named} and (${exact}) is not true`;
  const placeMatches = (inPlaceWordsToo: boolean) =>
    shared
      ? sql`select id, name from ${shared.name} where not in_name and ${inPlaceWordsToo ? sql`in_place` : sql`not in_place`}`
      : sql`select ${locations.id} as id, ${locations.name} as name from ${locations}
          where ${matching} ${notNamed} and ${inPlaceWordsToo ? inPlace : sql`${inPlaceWords} is not true`}`;
  return sql`select id from (
      (select ${locations.id} from ${locations} where ${matching} ${exact} ${byName})
      union all
      (select id from (
        select id, similarity(search_name, ${interpreted.normalized}) as likeness, name from (
          ${nameMatches} limit ${RANKED_NAME_MATCHES}) as found
        order by likeness desc, name, id limit ${end}) as by_name)
      union all
      (select id from (${placeMatches(true)} limit ${RANKED_NAME_MATCHES}) as in_place
        order by name, id limit ${end})
      union all
      (select id from (${placeMatches(false)} limit ${RANKED_NAME_MATCHES}) as elsewhere
        order by name, id limit ${end})
    ) as ranked limit ${limit} offset ${offset}`;
}

/** A list's matches as one MATERIALIZED common table expression: its name and its query. */
export type SharedMatches = { name: SQL; body: SQL };

/**
 * A list's matches read once for its count and its search's groups. Otherwise the count and each group
 * read the same places again: a common search (whose text conditions no index takes) reads the table
 * from its start each time through the same first few thousand places, and a search for a town's
 * first letters ("orl") takes its 10,000 matches from the text index for the count and again for the
 * town's group. As a MATERIALIZED common table expression named `name`, the matches are read in turn
 * only as far as its furthest reader goes, in the order each reader would have read them, and each
 * carries whether the search's words are in its name, and in its name, city, county or ZIP.
 */
export function sharedMatches(
  { interpreted, terms }: PreparedSearch,
  where: SQL | undefined,
  name: SQL,
): SharedMatches {
  const inName = sql`(${searchName} = ${interpreted.normalized} or ${searchDocument} @@ ${tsQuery(weightedQuery(terms, "A"))})`;
  const inPlaceWords = sql`${searchDocument} @@ ${tsQuery(weightedQuery(terms, "AB"))}`;
  const body = sql`select ${locations.id} as id, ${locations.name} as name, ${searchName} as search_name,
      (${inName}) is true as in_name, (${inPlaceWords}) is true as in_place
    from ${locations} ${where ? sql`where ${where}` : sql``}`;
  return { name, body };
}

// ---------------------------------------------------------------------------------------------
// Suggestions while typing

export const MAX_SUGGESTIONS = 8;
const MAX_CITY_SUGGESTIONS = 3;

/**
 * A suggestion as found: a place with its town, or a city with how many places it has (the page
 * writes "12 places" in its own language).
 */
export type FoundSuggestion =
  | { kind: "place"; label: string; detail: string; href: string }
  | { kind: "city"; label: string; places: number; href: string };

/**
 * Up to eight places and cities for what has been typed so far: places by name, city or county; cities
 * by name. On a Spanish page (`locale` "es") the search reads Spanish and the links lead to /es pages.
 */
export async function findSuggestions(db: Db, text: string, locale: Locale = "en"): Promise<FoundSuggestion[]> {
  if (text.trim().length < 2) return [];
  const prepared = await prepareSearch(db, text.slice(0, 100), locale);
  if (!prepared.query) return [];
  const q = tsQuery(prepared.query);
  const matches = and(
    listed,
    searchConditions(prepared),
    sql`${searchDocument} @@ ${tsQuery(weightedQuery(prepared.terms, "AB"))}`,
  );
  const [places, cities] = await Promise.all([
    db
      .select({
        slug: locations.slug,
        name: locations.name,
        category: locations.category,
        city: locations.city,
        n: sql<number>`ranked.n`,
      })
      .from(locations)
      .innerJoin(
        sql`(select id, row_number() over () as n from (${relevancePage(prepared, matches, MAX_SUGGESTIONS, 0)}) as page) as ranked`,
        sql`ranked.id = ${locations.id}`,
      ),
    db
      .select({ city: sql<string>`${locations.city}`, places: sql<number>`count(*)::int` })
      .from(locations)
      .where(and(listed, sql`${searchDocument} @@ ${tsQuery(weightedQuery(prepared.terms, "B"))}`))
      .groupBy(locations.city)
      // The words in the city itself (not its county): one check per city, not per place (through an
      // aggregate, or PostgreSQL moves the condition back to every row).
      .having(sql`to_tsvector('public.fdp_search', min(${locations.city})) @@ ${q}`)
      .orderBy(sql`count(*) desc`, asc(locations.city))
      .limit(MAX_CITY_SUGGESTIONS),
  ]);
  const citySuggestions: FoundSuggestion[] = cities.map((c) => ({
    kind: "city",
    label: c.city,
    places: c.places,
    href: localizePath(cityHref(c.city), locale),
  }));
  places.sort((a, b) => Number(a.n) - Number(b.n));
  const placeSuggestions: FoundSuggestion[] = places.map((p) => ({
    kind: "place",
    label: p.name,
    detail: p.city ?? "Florida",
    href: localizePath(placePath(p), locale),
  }));
  return [...placeSuggestions.slice(0, MAX_SUGGESTIONS - citySuggestions.length), ...citySuggestions];
}

/** A city page's places: the city's name in their city, or within `miles` of its centre. */
export function inCityArea(area: { name: string; centre: GeoPoint; miles: number }): SQL {
  return or(ilike(locations.city, `%${escapeLike(area.name)}%`), withinMiles(area.centre, area.miles))!;
}
