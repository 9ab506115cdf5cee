// What visitors send in: where a submitted place stands, and what a report of a changed place says
// and where it stands.

export const SUBMISSION_STATUSES = [
  { value: "pending", label: "Pending", tone: "yellow" },
  { value: "approved", label: "Approved", tone: "green" },
  { value: "rejected", label: "Rejected", tone: "red" },
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]["value"];
export const SUBMISSION_STATUS_VALUES = SUBMISSION_STATUSES.map((s) => s.value) as [
  SubmissionStatus,
  ...SubmissionStatus[],
];

/** What a visitor can report as changed about a place. */
export const REPORT_KINDS = [
  { value: "closed", label: "It has closed" },
  { value: "dog-rules", label: "The dog rules changed" },
  { value: "hours", label: "The hours changed" },
  { value: "location", label: "The address or location is wrong" },
  { value: "other", label: "Something else" },
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number]["value"];
export const REPORT_KIND_VALUES = REPORT_KINDS.map((k) => k.value) as [ReportKind, ...ReportKind[]];

/** A report is open until an administrator resolves it: the change was applied, or not. */
export const REPORT_STATUSES = [
  { value: "open", label: "Open", tone: "yellow" },
  { value: "applied", label: "Applied", tone: "green" },
  { value: "not-applied", label: "Not applied", tone: "neutral" },
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number]["value"];
export const REPORT_STATUS_VALUES = REPORT_STATUSES.map((s) => s.value) as [ReportStatus, ...ReportStatus[]];
