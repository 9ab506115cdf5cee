// What visitors send in: where a submitted place stands, and what a report of a changed place says
// and where it stands.
import { valuesOf, type ValueOf } from "./vocabulary-list";

export const SUBMISSION_STATUSES = [
  { value: "pending", label: "Pending", tone: "yellow" },
  { value: "approved", label: "Approved", tone: "green" },
  { value: "rejected", label: "Rejected", tone: "red" },
] as const;
export type SubmissionStatus = ValueOf<typeof SUBMISSION_STATUSES>;
export const SUBMISSION_STATUS_VALUES = valuesOf(SUBMISSION_STATUSES);

/** What a visitor can report as changed about a place. */
export const REPORT_KINDS = [
  { value: "closed", label: "It has closed" },
  { value: "dog-rules", label: "The dog rules changed" },
  { value: "hours", label: "The hours changed" },
  { value: "location", label: "The address or location is wrong" },
  { value: "other", label: "Something else" },
] as const;
export type ReportKind = ValueOf<typeof REPORT_KINDS>;
export const REPORT_KIND_VALUES = valuesOf(REPORT_KINDS);

/** A report is open until an administrator resolves it: the change was applied, or not. */
export const REPORT_STATUSES = [
  { value: "open", label: "Open", tone: "yellow" },
  { value: "applied", label: "Applied", tone: "green" },
  { value: "not-applied", label: "Not applied", tone: "neutral" },
] as const;
export type ReportStatus = ValueOf<typeof REPORT_STATUSES>;
export const REPORT_STATUS_VALUES = valuesOf(REPORT_STATUSES);
