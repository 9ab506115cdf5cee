// One candidate (issue 37): what its source says (facts, every upstream tag, flags, the upstream
// page), what changed upstream since a person decided, the places it may already be, and the
// decisions: accept through the location form, link to a place, reject with a reason.
import { Form, Link, useActionData, useNavigation } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/detail";
import { AdminTab } from "~/components/admin-list";
import { HeadingRow } from "~/components/ui/table";
import { LabelledSelect } from "~/components/labelled-select";
import { LocationForm } from "~/components/location-form";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { formatDate } from "~/lib/dates";
import { CANDIDATE_REJECT_REASONS, openDataSource, upstreamName, upstreamUrl } from "~/lib/open-data";
import { adminMeta } from "~/lib/seo";
import { cn, isUuid } from "~/lib/utils";
import { categoryLabel, placePath } from "~/lib/vocabulary";
import { handleIntent } from "~/server/domain/intents.server";
import { requireAdmin } from "~/server/domain/auth.server";
import { candidateFormValues } from "~/server/domain/open-data/publish.server";
import { requestDb } from "~/server/domain/request-context.server";
import { listAmenities } from "~/server/queries/amenities.server";
import { locationsById } from "~/server/queries/location-import.server";
import { getCandidate, possibleDuplicates } from "~/server/queries/open-data.server";
import { CANDIDATE_INTENTS } from "./intents.server";
import { data } from "react-router";

export const meta: Route.MetaFunction = adminMeta(
  "Candidate",
  "An open-data place waiting to be published, linked or rejected.",
  "/admin/candidates",
);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = requestDb(context);
  const candidate = isUuid(params.id) ? await getCandidate(db, params.id) : null;
  if (!candidate) throw data({ message: "That candidate does not exist." }, { status: 404 });
  const [duplicates, amenities, [place]] = await Promise.all([
    possibleDuplicates(db, candidate),
    listAmenities(db),
    candidate.locationId ? locationsById(db, [candidate.locationId]) : Promise.resolve([]),
  ]);
  return {
    candidate,
    upstream: {
      name: upstreamName(candidate.source, candidate.upstreamId, candidate.upstreamType),
      url: upstreamUrl(candidate.source, candidate.upstreamId, candidate.upstreamType, candidate),
    },
    formValues: startingValues(candidate),
    duplicates,
    place: place ? { name: place.name, slug: place.slug, category: place.category } : null,
    amenities: amenities.map((a) => ({ name: a.name, displayName: a.displayName })),
  };
}

/** The location form's starting values: what the source says; the rules stay for a person to write. */
function startingValues(candidate: Parameters<typeof candidateFormValues>[0]) {
  const { rules: _none, ...values } = candidateFormValues(candidate);
  return { ...values, status: "open" as const };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return handleIntent({ request, context }, { admin }, CANDIDATE_INTENTS);
}

const STATUS_TONES = { pending: "yellow", accepted: "green", linked: "blue", rejected: "red" } as const;

export default function CandidatePage({ loaderData }: Route.ComponentProps) {
  const { candidate: c, upstream, formValues, duplicates, place, amenities } = loaderData;
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const name = c.name ?? "Unnamed";
  const pending = c.status === "pending";
  const source = openDataSource(c.source);
  const facts: [string, React.ReactNode][] = [
    ["Source", `${source.label} (${source.licence})`],
    [
      "Upstream",
      upstream.url ? (
        <a href={upstream.url} className="text-brand-800 underline" rel="noreferrer" target="_blank">
          {upstream.name}
        </a>
      ) : (
        upstream.name
      ),
    ],
    ["Category", categoryLabel(c.category)],
    ["Position", c.lat !== null && c.lng !== null ? `${c.lat}, ${c.lng}` : "Unknown"],
    ["County", c.county ?? "Unknown"],
    ["City", c.city ?? "Unknown"],
    ["Address", c.address ?? "Unknown"],
    ["ZIP", c.zip ?? "Unknown"],
    ["Phone", c.phone ?? "Unknown"],
    ["Website", c.website ?? "Unknown"],
    ["First seen", formatDate(c.firstSeenAt)],
    ["Last seen upstream", formatDate(c.lastSeenAt)],
  ];

  return (
    <AdminTab id="candidate-heading" title={name} reply={actionData}>
      <Link to="/admin/candidates" className="text-brand-800 mt-2 inline-flex items-center gap-1 text-sm underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Candidates
      </Link>
      <div className="mt-3 flex flex-wrap gap-1" aria-label="Status and flags">
        <Badge tone={STATUS_TONES[c.status]}>{c.status}</Badge>
        {c.flags.map((flag) => (
          <Badge key={flag} tone="yellow">
            {flag}
          </Badge>
        ))}
        {c.goneUpstream ? <Badge tone="red">gone upstream</Badge> : null}
      </div>

      {c.goneUpstream ? (
        <Alert tone="info" className="mt-4" title="Gone upstream">
          The source&apos;s latest file no longer holds this row. Check whether the place still exists; nothing was
          deleted.
        </Alert>
      ) : null}
      {!pending ? <Decided candidate={c} place={place} /> : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="facts-heading">
          <h3 id="facts-heading" className="text-lg font-semibold">
            Facts
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="font-medium text-slate-700">{term}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="tags-heading">
          <h3 id="tags-heading" className="text-lg font-semibold">
            Upstream tags
          </h3>
          <KeyValues caption="Upstream tags" rows={Object.entries(c.tags).map(([k, v]) => [k, v])} />
        </section>
      </div>

      {c.changes ? (
        <section aria-labelledby="changes-heading" className="mt-8">
          <h3 id="changes-heading" className="text-lg font-semibold">
            Changed upstream
          </h3>
          <p className="text-sm text-slate-700">
            What the source changed since a person last decided on it. A published place is not changed by an import:
            edit it under Locations if the change is right.
          </p>
          <KeyValues
            caption="Changes upstream"
            heads={["Tag", "Before", "After"]}
            rows={Object.entries(c.changes).map(([k, v]) => [k, v.before ?? "(none)", v.after ?? "(none)"])}
          />
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="dismiss" />
            <input type="hidden" name="id" value={c.id} />
            <Button type="submit" variant="outline" size="sm" disabled={busy}>
              Mark seen
            </Button>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="duplicates-heading" className="mt-8">
        <h3 id="duplicates-heading" className="text-lg font-semibold">
          Possible duplicates
        </h3>
        {duplicates.length ? (
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {duplicates.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
                <span>
                  <a href={placePath(d)} className="text-brand-800 font-medium underline">
                    {d.name}
                  </a>{" "}
                  ({categoryLabel(d.category)}
                  {d.city ? `, ${d.city}` : ""}){" "}
                  {d.meters !== null && d.meters <= 250 ? `${d.meters} m away` : "similar name"}
                </span>
                {pending ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="link" />
                    <input type="hidden" name="id" value={c.id} />
                    <input type="hidden" name="locationId" value={d.id} />
                    <Button type="submit" size="sm" variant="outline" disabled={busy}>
                      Link to {d.name}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-700">No place within 250 m and none with a similar name.</p>
        )}
      </section>

      {pending ? (
        <section aria-labelledby="decide-heading" className="mt-8 space-y-4">
          <h3 id="decide-heading" className="text-lg font-semibold">
            Decide
          </h3>
          <details className="group rounded-lg border border-slate-200 p-4">
            <summary className={cn(buttonVariants(), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
              Accept and publish…
            </summary>
            <div className="mt-4 space-y-4">
              <p className="text-sm text-slate-700">
                The form holds only what the source says; complete it (fields marked * are required). The place is
                published crediting its source, not verified by an editor unless you say so.
              </p>
              {c.category === "farmers-market" ? (
                <Alert tone="info" title="A farmers market needs its dog policy">
                  The USDA directory says nothing about dogs. Choose the leash rule and add the page that states the
                  market&apos;s dog policy under Sources: without both the market is not published.
                </Alert>
              ) : null}
              <LocationForm
                amenities={amenities}
                submitLabel="Publish"
                intent="accept"
                leashPlaceholder="Not stated: choose one"
                startWith={{ formId: `accept-${c.id}`, values: formValues }}
              >
                <input type="hidden" name="id" value={c.id} />
              </LocationForm>
            </div>
          </details>
          <Form method="post" className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-4">
            <input type="hidden" name="intent" value="reject" />
            <input type="hidden" name="id" value={c.id} />
            <LabelledSelect
              id="reject-reason"
              label="Reason to reject"
              name="reason"
              options={CANDIDATE_REJECT_REASONS}
              prompt="Choose a reason"
            />
            <Button type="submit" variant="destructive" disabled={busy}>
              Reject
            </Button>
          </Form>
        </section>
      ) : null}
    </AdminTab>
  );
}

type Loaded = Route.ComponentProps["loaderData"];

function Decided({ candidate: c, place }: { candidate: Loaded["candidate"]; place: Loaded["place"] }) {
  const when = c.decidedAt ? ` on ${formatDate(c.decidedAt)}` : "";
  const link = place ? (
    <a href={placePath(place)} className="underline">
      {place.name}
    </a>
  ) : (
    "a place no longer in the directory"
  );
  const reason = CANDIDATE_REJECT_REASONS.find((r) => r.value === c.rejectReason)?.label;
  return (
    <Alert tone="info" className="mt-4" title={`This candidate is ${c.status}`}>
      {c.status === "accepted" ? (
        <>
          Published{when} as {link}.
        </>
      ) : null}
      {c.status === "linked" ? (
        <>
          Linked{when} to {link}.
        </>
      ) : null}
      {c.status === "rejected" ? (
        <>
          Rejected{when}: {reason ?? "no reason recorded"}.
        </>
      ) : null}
    </Alert>
  );
}

function KeyValues({
  caption,
  heads = ["Key", "Value"],
  rows,
}: {
  caption: string;
  heads?: string[];
  rows: string[][];
}) {
  if (!rows.length) return <p className="mt-2 text-sm text-slate-700">None.</p>;
  return (
    <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-600">
          <HeadingRow cellClassName="px-3 py-2" columns={heads} />
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map(([key, ...values]) => (
            <tr key={key}>
              <th scope="row" className="px-3 py-1.5 font-mono text-xs font-medium">
                {key}
              </th>
              {values.map((v, i) => (
                <td key={i} className="px-3 py-1.5 break-all">
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
