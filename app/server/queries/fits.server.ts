// Fits my dogs in a list's SQL (decision 0052): the places whose known limits (`dog_limits`) turn a
// group of dogs away, and how many a list left out for each reason. A place whose limits nobody has
// read (null) or whose sources are silent (`{}`) is never left out: its verdict is "check".
import { or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { locations } from "../infra/schema.server";
import { tallyLeftOut, type FitsFilter, type LeftOut } from "~/lib/fits/filter";

const maxDogs = sql`(${locations.dogLimits} -> 'maxDogsPerPerson' ->> 'count')::int`;
const minAgeMonths = sql`(${locations.dogLimits} -> 'minAgeMonths' ->> 'months')::int`;
const spayRequired = sql`(${locations.dogLimits} -> 'spayNeuterRequired') is not null`;
const noHeat = sql`(${locations.dogLimits} -> 'noFemalesInHeat') is not null`;

/**
 * The places with a limit that can turn some group away, written as migration 0034's partial index
 * states it (word for word, so that PostgreSQL reads that index for the left-out counts).
 */
export const hasTurningLimit = sql.raw(
  `(dog_limits ?| array['maxDogsPerPerson', 'minAgeMonths', 'spayNeuterRequired', 'noFemalesInHeat'])`,
);

/** The limits that turn the group away, any one of them (null where a place states none of them). */
function turningClause(filter: FitsFilter): SQL {
  const parts: SQL[] = [sql`${maxDogs} < ${filter.dogs}`];
  if (filter.youngestMonths !== undefined) parts.push(sql`${minAgeMonths} > ${filter.youngestMonths}`);
  if (filter.intact) parts.push(spayRequired);
  if (filter.inHeat) parts.push(noHeat);
  return or(...parts)!;
}

/** True for a place whose known limits turn the group away; never null (an absent limit turns none away). */
export function turnsAway(filter: FitsFilter): SQL {
  return sql`coalesce(${turningClause(filter)}, false)`;
}

/** The condition of a list filtered by fits my dogs: every place but those turning the group away. */
export function fitsCondition(filter: FitsFilter): SQL {
  return sql`not ${turnsAway(filter)}`;
}

/**
 * How many places matching `where` (the list's other conditions) the filter leaves out, and why,
 * up to `limit` + 1 of them: read from migration 0034's index of the places with a limit that can
 * turn a group away (the bare conditions, not turnsAway's, are what that index answers).
 */
export async function countLeftOut(
  db: Db,
  where: SQL | undefined,
  filter: FitsFilter,
  limit: number,
): Promise<LeftOut> {
  const matching = where ? sql`and ${where}` : sql``;
  const { rows } = await db.execute<{
    max_dogs: number | null;
    min_age: number | null;
    spay: boolean;
    heat: boolean;
    places: number;
  }>(sql`with left_out as materialized (
      select ${maxDogs} as max_dogs, ${minAgeMonths} as min_age, ${spayRequired} as spay, ${noHeat} as heat
      from ${locations}
      where ${hasTurningLimit} and (${turningClause(filter)}) ${matching}
      limit ${limit + 1})
    select max_dogs, min_age, spay, heat, count(*)::int as places from left_out group by 1, 2, 3, 4`);
  const groups = rows.map((r) => ({
    maxDogs: r.max_dogs === null ? null : Number(r.max_dogs),
    minAgeMonths: r.min_age === null ? null : Number(r.min_age),
    spay: Boolean(r.spay),
    heat: Boolean(r.heat),
    places: Number(r.places),
  }));
  return tallyLeftOut(filter, groups, limit);
}
