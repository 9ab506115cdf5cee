// A place's limits in the CSV import's `dog_limits` column: the JSON of PlaceLimitsSchema, `{}`
// when the sources state no limit, empty when the file says nothing about them.
import type { z } from "zod";
import { PlaceLimitsSchema, type PlaceLimits } from "./limits";

export type ImportedLimits = { ok: true; limits: PlaceLimits | null } | { ok: false; message: string };

const KINDS = new Set(Object.keys(PlaceLimitsSchema.shape));

/** The cell's limits; null for an empty cell; a row's refusal for JSON that is not a place's limits. */
export function importedLimits(cell: string | undefined): ImportedLimits {
  const value = cell?.trim() ?? "";
  if (!value) return { ok: true, limits: null };
  const refuse = (why: string) => ({ ok: false, message: `Rejected dog_limits: ${why}; not imported` }) as const;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return refuse("not JSON");
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) return refuse("not a JSON object of limits");
  // A misspelt limit would otherwise be dropped, and the place read as stating no limit.
  const unknown = Object.keys(json).find((key) => !KINDS.has(key));
  if (unknown) return refuse(`unknown limit "${unknown}"`);
  const parsed = PlaceLimitsSchema.safeParse(json);
  if (parsed.success) return { ok: true, limits: parsed.data };
  return refuse(issueText(parsed.error.issues[0]!, json));
}

/** One refusal of the schema in a few plain words, naming the value by its path. */
function issueText(issue: z.core.$ZodIssue, json: object): string {
  const path = issue.path.join(".") || "the limits";
  const given = issue.path.reduce<unknown>(
    (value, key) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    json,
  );
  if (issue.code === "invalid_type" && given === undefined) return `${path} is missing`;
  if (issue.code === "invalid_type") return `${path} must be a ${issue.expected}`;
  if (issue.code === "too_big")
    return issue.origin === "string"
      ? `${path} is at most ${String(issue.maximum)} characters`
      : `${path} is at most ${String(issue.maximum)}`;
  if (issue.code === "too_small")
    return issue.origin === "string"
      ? `${path} is at least ${String(issue.minimum)} characters`
      : `${path} is at least ${String(issue.minimum)}`;
  return `${path}: ${issue.message}`;
}
