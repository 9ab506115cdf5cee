// The outcome of a CSV import: a summary and one line per row with its file line, name and message.
import { CheckCircle2, CircleAlert, CirclePause, CircleX } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import type { ImportResult, RowStatus } from "~/lib/csv-changes";

const STATUS: Record<RowStatus, { label: string; tone: "green" | "yellow" | "red"; Icon: typeof CheckCircle2 }> = {
  imported: { label: "Imported", tone: "green", Icon: CheckCircle2 },
  updated: { label: "Updated", tone: "green", Icon: CheckCircle2 },
  skipped: { label: "Unchanged", tone: "yellow", Icon: CircleAlert },
  failed: { label: "Refused", tone: "red", Icon: CircleX },
  held: { label: "Held for review", tone: "yellow", Icon: CirclePause },
};

/** The headline of a finished import: what was written, how many rows were refused ("errors") and held back. */
export function importSummary(result: ImportResult) {
  const held = result.held > 0 ? `; ${result.held} held back for review` : "";
  return `${writtenSummary(result)}${held}`;
}

function writtenSummary(result: ImportResult) {
  const errors = result.refused > 0 ? ` with ${result.refused} errors` : "";
  if (result.imported === 0 && result.updated === 0) {
    if (result.refused > 0) return "No locations were imported successfully";
    return result.held > 0 ? "Nothing written yet" : "Nothing to import: no row had anything new";
  }
  if (result.imported === 0) return `Successfully updated ${result.updated} locations${errors}`;
  const and = result.updated > 0 ? ` and updated ${result.updated}` : "";
  return `Successfully imported ${result.imported} locations${and}${errors}`;
}

/** Each row counted once: created, updated, unchanged (nothing to write), refused or held for review. */
export function ImportCounts({ result }: { result: ImportResult }) {
  const counts = [
    { label: "created", n: result.imported, tone: "green" },
    { label: "updated", n: result.updated, tone: "green" },
    { label: "unchanged", n: result.unchanged, tone: "neutral" },
    { label: "refused", n: result.refused, tone: result.refused ? "red" : "neutral" },
    ...(result.held ? [{ label: "held for review", n: result.held, tone: "yellow" } as const] : []),
  ] as const;
  return (
    <ul className="flex flex-wrap gap-2 text-sm" aria-label="Rows by outcome">
      {counts.map((c) => (
        <li key={c.label}>
          <Badge tone={c.tone}>
            {c.n} {c.label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export function ImportResults({ result }: { result: ImportResult }) {
  return (
    <section aria-labelledby="import-results-heading" className="space-y-3">
      <h3 id="import-results-heading" className="text-lg font-semibold">
        Results
      </h3>
      <p className="text-sm text-slate-700">
        {importSummary(result)}. {result.total} rows read.
      </p>
      <ImportCounts result={result} />
      <ol
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        aria-label="Import results by row"
      >
        {result.rows.map((row) => {
          const status = STATUS[row.status];
          return (
            <li key={`${row.line}-${row.status}`} className="flex flex-wrap items-start gap-x-3 gap-y-1 p-3 text-sm">
              <span className="w-16 shrink-0 font-medium text-slate-900">Row {row.line}</span>
              <Badge tone={status.tone}>
                <status.Icon className="size-3.5" aria-hidden="true" />
                {status.label}
              </Badge>
              <span className="min-w-0 flex-1">
                <span className="font-medium text-slate-900">{row.name ?? "(no name)"}</span>
                <span className="text-slate-700">: {row.message}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
