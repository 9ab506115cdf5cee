// What an import will do before it writes anything: new places, places already present with the
// fields a row would change (before → after), rows to check (a guessed value, a map position far from
// the city or shared with another place), which the administrator may hold back for review one by one
// or all at once (decision 0038), and rows that are skipped or refused, with their reasons.
import { Form } from "react-router";
import { AlertTriangle, ArrowRight, Check, X } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { placePath } from "~/lib/vocabulary";
import type { ImportChange, ImportPlan } from "~/lib/models";

export type PreviewRow = {
  position: number;
  line: number;
  name: string | null;
  plan: ImportPlan;
  message: string;
  changes: ImportChange[];
  warnings: string[];
  matchName: string | null;
  matchSlug: string | null;
  matchCategory: string | null;
};

export type PreviewJob = { id: string; fileName: string; total: number };

type Props = {
  job: PreviewJob;
  rows: PreviewRow[];
  counts: Record<ImportPlan, number>;
  changed: number;
  warned: number;
  shownLimit: number;
  busy: boolean;
};

const CONFIRM_FORM = "import-confirm";

/** A flagged row's choice to wait in the administrators' queue instead of going live; sent with the confirmation form. */
function HoldBox({ row }: { row: PreviewRow }) {
  const id = `hold-${row.position}`;
  return (
    <div className="ml-[4.75rem] flex items-center gap-2">
      <input id={id} type="checkbox" name="hold" value={row.position} form={CONFIRM_FORM} className="size-4" />
      <label htmlFor={id} className="text-sm text-slate-900">
        Hold back row {row.line} for review
      </label>
    </div>
  );
}

function RowList({
  label,
  rows,
  holdable = false,
  children,
}: {
  label: string;
  rows: PreviewRow[];
  /** Whether a flagged row of the list may be held back (rows that would write something). */
  holdable?: boolean;
  children: (row: PreviewRow) => React.ReactNode;
}) {
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label={label}>
      {rows.map((row) => (
        <li key={row.position} className="space-y-1 p-3 text-sm">
          <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
            <span className="w-16 shrink-0 font-medium text-slate-900">Row {row.line}</span>
            <span className="min-w-0 flex-1">{children(row)}</span>
          </div>
          <ImportWarnings
            warnings={row.warnings}
            label={`To check on row ${row.line}`}
            className="ml-[4.75rem] space-y-0.5"
          />
          {holdable && row.warnings.length > 0 && (row.plan === "new" || row.changes.length) ? (
            <HoldBox row={row} />
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** One kind of row under its heading; nothing when the file has no row of that kind. */
function RowGroup({
  id,
  heading,
  label,
  rows,
  holdable,
  children,
}: {
  id: string;
  heading: string;
  label: string;
  rows: PreviewRow[];
  holdable?: boolean;
  children: (row: PreviewRow) => React.ReactNode;
}) {
  if (!rows.length) return null;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h4 id={id} className="font-semibold">
        {heading}
      </h4>
      <RowList label={label} rows={rows} holdable={holdable}>
        {children}
      </RowList>
    </section>
  );
}

/** A row that will not be imported: its name, or that it has none, and why. */
function nameAndReason(row: PreviewRow) {
  return (
    <>
      <span className="font-medium text-slate-900">{row.name ?? "(no name)"}</span>
      <span className="text-slate-700">: {row.message}</span>
    </>
  );
}

export function ImportPreview({ job, rows, counts, changed, warned, shownLimit, busy }: Props) {
  const fresh = rows.filter((r) => r.plan === "new");
  const present = rows.filter((r) => r.plan === "present");
  const refused = rows.filter((r) => r.plan === "error");
  const skipped = rows.filter((r) => r.plan === "skip");
  return (
    <section aria-labelledby="import-preview-heading" className="space-y-5">
      <div className="space-y-1">
        <h3 id="import-preview-heading" className="text-lg font-semibold">
          Preview
        </h3>
        <p className="text-sm text-slate-700">
          {job.fileName}: {job.total} rows read. Nothing has been written yet.
        </p>
        <ul className="flex flex-wrap gap-2 text-sm" aria-label="Preview summary">
          <li>
            <Badge tone="green">{counts.new} new places</Badge>
          </li>
          <li>
            <Badge tone="blue">{counts.present} already in the directory</Badge>
          </li>
          {warned ? (
            <li>
              <Badge tone="yellow">{warned} rows to check</Badge>
            </li>
          ) : null}
          {counts.skip ? (
            <li>
              <Badge tone="neutral">{counts.skip} rows skipped</Badge>
            </li>
          ) : null}
          <li>
            <Badge tone={counts.error ? "red" : "neutral"}>{counts.error} rows refused</Badge>
          </li>
        </ul>
        {job.total > shownLimit ? (
          <p className="text-xs text-slate-600">The lists below show the first {shownLimit} rows of the file.</p>
        ) : null}
      </div>

      <Form id={CONFIRM_FORM} method="post" className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <input type="hidden" name="job" value={job.id} />
        {counts.present > 0 ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-900">Places already in the directory</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="mode" value="skip" defaultChecked className="size-4" />
              Skip places already present
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="mode" value="update" className="size-4" />
              Update places already present ({changed} with changes; an empty cell never erases a value)
            </label>
          </fieldset>
        ) : (
          <input type="hidden" name="mode" value="skip" />
        )}
        {warned ? (
          <div className="space-y-1">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
              <input type="checkbox" name="holdFlagged" aria-describedby="hold-flagged-help" className="size-4" />
              Hold all flagged rows for review ({warned})
            </label>
            <p id="hold-flagged-help" className="ml-6 text-xs text-slate-600">
              A row held back is not published: it waits under Submissions, with what to check, until an administrator
              publishes or discards it. Rows can also be held one by one below.
            </p>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="confirm" disabled={busy}>
            <Check aria-hidden="true" />
            Confirm import
          </Button>
          <Button type="submit" name="intent" value="cancel" variant="outline" disabled={busy}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        </div>
      </Form>

      <RowGroup
        id="preview-new-heading"
        heading={`New places (${counts.new})`}
        label="New places"
        rows={fresh}
        holdable
      >
        {(row) => (
          <>
            <span className="font-medium text-slate-900">{row.name}</span>
            {row.message ? <span className="text-slate-700">: {row.message}</span> : null}
          </>
        )}
      </RowGroup>

      <RowGroup
        id="preview-present-heading"
        heading={`Already in the directory (${counts.present})`}
        label="Places already in the directory"
        rows={present}
        holdable
      >
        {(row) => (
          <>
            <span className="font-medium text-slate-900">{row.name}</span>
            <span className="text-slate-700">: {row.message}. </span>
            <MatchedPlaceLink row={row} />
            {row.changes.length ? (
              <ImportChanges
                changes={row.changes}
                label={`Changes to ${row.matchName ?? row.name}`}
                className="mt-1 space-y-0.5"
              />
            ) : (
              <p className="text-slate-600">Nothing to update.</p>
            )}
          </>
        )}
      </RowGroup>

      {[
        { id: "preview-refused-heading", label: "Refused rows", count: counts.error, rows: refused },
        { id: "preview-skipped-heading", label: "Skipped rows", count: counts.skip, rows: skipped },
      ].map(({ id, label, count, rows }) => (
        <RowGroup key={id} id={id} heading={`${label} (${count})`} label={label} rows={rows}>
          {nameAndReason}
        </RowGroup>
      ))}
    </section>
  );
}

/** A link to the place in the directory an import row matched, when it matched one. */
export function MatchedPlaceLink({
  row,
}: {
  row: { matchSlug: string | null; matchCategory: string | null; matchName: string | null };
}) {
  if (!row.matchSlug) return null;
  return (
    <a href={placePath({ category: row.matchCategory, slug: row.matchSlug })} className="text-brand-700 underline">
      View {row.matchName}
    </a>
  );
}

/** What an import row changes on the place it matched, each field before and after. */
export function ImportChanges({
  changes,
  label,
  className,
}: {
  changes: ImportChange[];
  label: string;
  className: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {changes.map((c) => (
        <li key={c.field} className="text-slate-700">
          <span className="font-medium text-slate-900">{c.label}:</span> {c.before}{" "}
          <ArrowRight className="inline size-3.5" aria-hidden="true" />
          <span className="sr-only">becomes</span> {c.after}
        </li>
      ))}
    </ul>
  );
}

/** What an import row asks an administrator to check ("Check: …"), as a list named for its row. */
export function ImportWarnings({
  warnings,
  label,
  className,
}: {
  warnings: string[];
  label: string;
  className: string;
}) {
  if (!warnings.length) return null;
  return (
    <ul className={className} aria-label={label}>
      {warnings.map((warning) => (
        <li key={warning} className="flex items-start gap-1.5 text-amber-900">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            <span className="font-medium">Check:</span> {warning}
          </span>
        </li>
      ))}
    </ul>
  );
}
