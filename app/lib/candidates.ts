// The administrators' Candidates queue (issue 37): its status switch, its filters as an address
// reads them, and the forms of its decisions. Shared by the queue's pages and their actions.
import type { ValueOf } from "./vocabulary-list";
import { z } from "zod";
import {
  CANDIDATE_REJECT_REASON_VALUES,
  OPEN_DATA_SOURCES,
  OPEN_DATA_SOURCE_VALUES,
  isOpenDataSource,
  type OpenDataSource,
} from "./open-data";
import { NOT_UNDERSTOOD } from "./schemas";
import { parsePage } from "./filters";
import { categoryLabel, type Category } from "./vocabulary";

/** The queue's status switch: the four decisions, and the rows that changed or went upstream. */
export const QUEUE_STATUSES = [
  { value: "pending", label: "Pending" },
  { value: "changed", label: "Changed upstream" },
  { value: "gone", label: "Gone upstream" },
  { value: "accepted", label: "Accepted" },
  { value: "linked", label: "Linked" },
  { value: "rejected", label: "Rejected" },
] as const;
export type QueueStatus = ValueOf<typeof QUEUE_STATUSES>;

/** The categories the sources publish as, once each. */
export const CANDIDATE_CATEGORIES = [...new Set<Category>(OPEN_DATA_SOURCES.map((s) => s.category))].map((value) => ({
  value,
  label: categoryLabel(value),
}));

export const NEAR_CHOICES = [
  { value: "yes", label: "Within 250 m of a place" },
  { value: "no", label: "Not near any place" },
] as const;

export type QueueFilters = {
  status: QueueStatus;
  source: OpenDataSource | null;
  county: string | null;
  category: Category | null;
  /** A flag's kind, or "none" for rows without a flag. */
  flag: string | null;
  near: "yes" | "no" | null;
  page: number;
};

const FLAG_PATTERN = /^[a-z][a-z0-9=:_-]{0,60}$/;

/** The queue's filters from its address; a value the queue does not know is no filter. */
export function queueFilters(params: URLSearchParams): QueueFilters {
  const pick = <T extends string>(name: string, values: readonly T[]) => {
    const value = params.get(name);
    return values.find((v) => v === value) ?? null;
  };
  const county = params.get("county")?.trim() ?? "";
  const flag = params.get("flag")?.trim() ?? "";
  const source = params.get("source");
  return {
    status:
      pick(
        "status",
        QUEUE_STATUSES.map((s) => s.value),
      ) ?? "pending",
    source: isOpenDataSource(source) ? source : null,
    county: county && county.length <= 60 ? county : null,
    category: pick(
      "category",
      CANDIDATE_CATEGORIES.map((c) => c.value),
    ),
    flag: FLAG_PATTERN.test(flag) ? flag : null,
    near: pick("near", ["yes", "no"] as const),
    page: parsePage(params.get("page")),
  };
}

/** The address of the queue under these filters, without what is not set. */
export function queueHref(filters: Partial<QueueFilters>) {
  const params = new URLSearchParams();
  for (const key of ["status", "source", "county", "category", "flag", "near"] as const) {
    const value = filters[key];
    if (value && !(key === "status" && value === "pending")) params.set(key, value);
  }
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `/admin/candidates?${query}` : "/admin/candidates";
}

const candidateId = z.uuid({ error: NOT_UNDERSTOOD });

/** A decision that needs nothing but the candidate: mark a change seen. */
export const CandidateSchema = z.object({ id: candidateId });

/** Link the candidate to a place already in the directory. */
export const LinkCandidateSchema = z.object({ id: candidateId, locationId: candidateId });

export const REJECT_REASON_REQUIRED = "Choose why it is rejected.";

export const RejectCandidateSchema = z.object({
  id: candidateId,
  reason: z.enum(CANDIDATE_REJECT_REASON_VALUES, { error: REJECT_REASON_REQUIRED }),
});

export const SELECTION_REQUIRED = "Tick at least one row without a flag.";

/** Publish the ticked rows as they are (the server publishes only clean ones). */
export const SelectionSchema = z.object({
  ids: z.array(candidateId, { error: SELECTION_REQUIRED }).min(1, SELECTION_REQUIRED).max(200, NOT_UNDERSTOOD),
});

export const IMPORT_SOURCE_REQUIRED = "Choose which source the file is from.";
export const IMPORT_FILE_REQUIRED = "Choose a CSV file.";

/** A newer extract of a source, uploaded. */
export const OpenDataUploadSchema = z.object({
  source: z.enum(OPEN_DATA_SOURCE_VALUES, { error: IMPORT_SOURCE_REQUIRED }),
  file: z.instanceof(File, { error: IMPORT_FILE_REQUIRED }),
});
