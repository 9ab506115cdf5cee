// A row of a CSV import held back for review (decision 0038): where it comes from, what the preview
// flagged, what it would write, and its two decisions, Publish and Discard. Plain forms: they work
// before the page's scripts run.
import { Form, useNavigation } from "react-router";
import { Check, Trash2 } from "lucide-react";
import { AdminCard } from "~/components/admin-list";
import { ImportChanges, ImportWarnings, MatchedPlaceLink } from "~/components/import-preview";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/dates";
import type { ImportChange } from "~/lib/models";
import { humanize } from "~/lib/utils";

export type HeldRowView = {
  id: string;
  jobId: string;
  position: number;
  line: number;
  name: string | null;
  plan: string;
  message: string;
  warnings: string[];
  changes: ImportChange[];
  fileName: string;
  importedAt: Date | string;
  matchName: string | null;
  matchSlug: string | null;
  matchCategory: string | null;
  facts: { term: string; value: string }[];
};

export function HeldRowCard({ row }: { row: HeldRowView }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === row.id;
  const name = row.name ?? "(no name)";
  const update = row.plan === "present";
  return (
    <AdminCard
      id={`held-${row.id}`}
      title={name}
      meta={
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Badge tone="yellow">Held from an import</Badge>
          <Badge tone={update ? "blue" : "green"}>{update ? "Update" : "New place"}</Badge>
          <span>
            Row {row.line} of {row.fileName}, {formatDate(row.importedAt)}
          </span>
        </div>
      }
      aside={
        <Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="id" value={row.id} />
          <Button type="submit" name="intent" value="publish-held" disabled={busy} aria-label={`Publish ${name}`}>
            <Check aria-hidden="true" />
            Publish
          </Button>
          <Button
            type="submit"
            name="intent"
            value="discard-held"
            variant="outline"
            disabled={busy}
            aria-label={`Discard ${name}`}
          >
            <Trash2 aria-hidden="true" />
            Discard
          </Button>
        </Form>
      }
    >
      <ImportWarnings warnings={row.warnings} label={`To check on ${name}`} className="mt-4 space-y-1 text-sm" />
      {row.message ? <p className="mt-3 text-sm text-slate-700">{row.message}</p> : null}
      {update ? (
        <div className="mt-3 space-y-1 text-sm">
          <MatchedPlaceLink row={row} />
          <ImportChanges changes={row.changes} label={`Changes to ${row.matchName ?? name}`} className="space-y-0.5" />
        </div>
      ) : (
        <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {row.facts.map((fact) => (
            <div key={fact.term}>
              <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{fact.term}</dt>
              <dd className="text-sm text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </AdminCard>
  );
}

/** What a held new place would say, as the card lists it: unknown facts are shown as unknown. */
export function heldFacts(place: Record<string, unknown> | null): HeldRowView["facts"] {
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  const lat = typeof place?.lat === "number" ? place.lat : null;
  const lng = typeof place?.lng === "number" ? place.lng : null;
  return [
    { term: "Category", value: text(place?.category) ? humanize(String(place!.category)) : "Not listed" },
    { term: "City", value: text(place?.city) ?? "Not listed" },
    { term: "County", value: text(place?.county) ?? "Not listed" },
    { term: "Address", value: text(place?.address) ?? "Not listed" },
    { term: "Coordinates", value: lat !== null && lng !== null ? `${lat}, ${lng}` : "Not listed" },
  ];
}
