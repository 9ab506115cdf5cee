// How common a search's words are among the places, read from PostgreSQL's own statistics of the
// search documents (pg_stats.most_common_elems, kept by ANALYZE and autovacuum). A search whose words
// are in a large share of the places ("park" in a quarter of them) is found faster by reading the
// places in turn until a page and the count are full than through the text index, which would first
// list every match (decision 0012). The statistics only choose the plan: both plans find the same places.
import { sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";

/**
 * A search whose words are in at least this share of the places reads the places in turn: to fill the
 * count's 1,001 matches it then reads about 1,001 / share places, where the index lists every match.
 */
export const COMMON_SHARE = 0.2;

/** How long one instance keeps the statistics it read; they only change with ANALYZE. */
const KEPT_MS = 60_000;

/** The share of places holding each of the most common lexemes: of their whole search document, and of their name. */
type Frequencies = { at: number; document: Map<string, number>; name: Map<string, number> };

const kept = new WeakMap<Db, Frequencies>();

/**
 * The statistics of the search document (a column of locations) and of the name's words (the
 * expression of locations_name_words_idx, which ANALYZE measures as the index's column).
 */
async function lexemeFrequencies(db: Db): Promise<Frequencies> {
  const now = Date.now();
  const known = kept.get(db);
  if (known && now - known.at < KEPT_MS) return known;
  const { rows } = await db.execute<{ source: string; lexeme: string; share: number }>(sql`
    select s.tablename as source, u.lexeme, u.share from pg_stats s
      cross join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as u(lexeme, share)
    where s.schemaname = current_schema() and u.lexeme is not null
      and ((s.tablename = 'locations' and s.attname = 'search_document') or s.tablename = 'locations_name_words_idx')`);
  const of = (source: string) =>
    new Map(rows.filter((r) => r.source === source).map((r) => [r.lexeme, Number(r.share)]));
  const frequencies = { at: now, document: of("locations"), name: of("locations_name_words_idx") };
  kept.set(db, frequencies);
  return frequencies;
}

/** Reads the statistics afresh on the next search (after an ANALYZE that should count at once). */
export function forgetWordStatistics(db: Db) {
  kept.delete(db);
}

/** The share of places holding a tsquery lexeme ("park", or "park:*" for the words it starts). */
function shareOf(lexemes: Map<string, number>, word: string): number {
  if (!word.endsWith(":*")) return lexemes.get(word) ?? 0;
  const prefix = word.slice(0, -2);
  let share = 0;
  for (const [lexeme, s] of lexemes) if (lexeme.startsWith(prefix)) share += s;
  return share;
}

/** The expected share of places holding every term (any of its spellings), the terms taken as independent. */
function shareOfAll(lexemes: Map<string, number>, terms: string[][]): number {
  return terms.reduce(
    (product, words) =>
      product *
      Math.min(
        1,
        words.reduce((sum, w) => sum + shareOf(lexemes, w), 0),
      ),
    1,
  );
}

/**
 * Whether a search's words (each with its other spellings) are expected in at least COMMON_SHARE of
 * the places' search documents (`document`) and of their names (`name`). Without statistics (a table
 * never analysed) neither is.
 */
export async function commonSearch(db: Db, terms: string[][]): Promise<{ document: boolean; name: boolean }> {
  if (!terms.length) return { document: false, name: false };
  const { document, name } = await lexemeFrequencies(db);
  return {
    document: shareOfAll(document, terms) >= COMMON_SHARE,
    name: shareOfAll(name, terms) >= COMMON_SHARE,
  };
}
