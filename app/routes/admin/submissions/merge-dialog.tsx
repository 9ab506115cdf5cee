// Places already listed that a pending submission may name again, each with its links and a merge:
// the submission's facts fill what the place does not have yet, and what differs stays as listed.
import { Merge, TriangleAlert } from "lucide-react";
import { DecisionDialog, useDecision } from "~/components/admin-decision";
import { Button } from "~/components/ui/button";
import { HeadingRow } from "~/components/ui/table";
import { fieldLabel, formatFieldValue } from "~/lib/audit";
import { formatMiles } from "~/lib/geo";
import { MergeSchema } from "~/lib/schemas";
import { mergePlan } from "~/lib/submission-merge";
import { placePath } from "~/lib/vocabulary";
import type { PossibleDuplicate } from "~/server/queries/submission-duplicates.server";
import { OPTIONAL_NOTES } from "./edit-and-approve";
import type { ListedSubmission } from "./listed-submission";

export function PossibleDuplicates({ submission }: { submission: ListedSubmission }) {
  const headingId = `duplicates-${submission.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <h4 id={headingId} className="flex items-center gap-2 font-semibold text-amber-950">
        <TriangleAlert className="size-4" aria-hidden="true" />
        Possible duplicate
      </h4>
      <ul className="mt-2 grid gap-2">
        {submission.duplicates.map((place) => (
          <li key={place.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-900">
            <a href={placePath(place)} className="font-medium underline">
              {place.name}
            </a>
            <span className="text-slate-700">
              {[
                place.city,
                place.miles !== null ? `${formatMiles(place.miles)} away` : null,
                place.sameCity ? "same city" : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
            <a
              href={`/admin/locations?search=${encodeURIComponent(place.name)}`}
              className="underline"
              aria-label={`${place.name} in Locations`}
            >
              In Locations
            </a>
            <MergeDialog submission={submission} place={place} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MergeDialog({ submission, place }: { submission: ListedSubmission; place: PossibleDuplicate }) {
  const merge = useDecision({ id: `merge-${submission.id}-${place.id}`, schema: MergeSchema });
  const plan = mergePlan(place, submission);
  return (
    <DecisionDialog
      decision={merge}
      trigger={
        <Button variant="outline" size="sm">
          <Merge aria-hidden="true" />
          Merge into {place.name}
        </Button>
      }
      title={`Merge into ${place.name}`}
      description={`${submission.name} is approved as ${place.name}: its facts fill what the place does not have yet. The submitter is told it is listed.`}
      hidden={{ id: submission.id, locationId: place.id }}
      note={{ name: "adminNotes", label: OPTIONAL_NOTES }}
      actions={[{ value: "merge", label: "Merge and approve" }]}
    >
      <div className="grid gap-3 text-sm">
        <MergeTable
          caption="Filled from the submission"
          empty="The place already has every fact the submission gives."
          rows={plan.fills.map((f) => ({ field: f.field, values: [formatFieldValue(f.field, f.value)] }))}
          columns={["New value"]}
        />
        {plan.conflicts.length ? (
          <>
            <MergeTable
              caption="Different, kept as listed"
              empty=""
              rows={plan.conflicts.map((c) => ({
                field: c.field,
                values: [formatFieldValue(c.field, c.place), formatFieldValue(c.field, c.submission)],
              }))}
              columns={["Listed", "Submission"]}
            />
            <p className="text-slate-700">To use a different value, edit the place under Locations after merging.</p>
          </>
        ) : null}
      </div>
    </DecisionDialog>
  );
}

function MergeTable({
  caption,
  empty,
  rows,
  columns,
}: {
  caption: string;
  empty: string;
  rows: { field: string; values: string[] }[];
  columns: string[];
}) {
  if (!rows.length) return <p className="text-slate-700">{empty}</p>;
  return (
    <table className="w-full text-left">
      <caption className="text-left font-semibold text-slate-900">{caption}</caption>
      <thead className="text-xs text-slate-600 uppercase">
        <HeadingRow columns={["Field", ...columns]} cellClassName="py-1 pr-2" />
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className="border-t border-slate-100 align-top">
            <th scope="row" className="py-1 pr-2 font-medium">
              {fieldLabel(row.field)}
            </th>
            {row.values.map((v, i) => (
              <td key={i} className="py-1 pr-2 break-words">
                {v}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
