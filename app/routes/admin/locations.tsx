import { useState } from "react";
import { Form, useFetcher } from "react-router";
import { Languages, Pencil, Search } from "lucide-react";
import type { Route } from "./+types/locations";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { useNoticeToast } from "~/components/notice";
import { LocationDialog } from "~/components/location-dialog";
import { AddLocationButton, AddLocationPanel, useAddingInPage } from "~/components/add-location";
import { LocationForm } from "~/components/location-form";
import { PlaceHistory } from "~/components/place-history";
import { ConfirmDelete } from "~/components/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ListPages } from "~/components/admin-list";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { HeadingRow } from "~/components/ui/table";
import { notify, replyTo, replyToDelete, type ActionReply } from "~/lib/forms";
import { RestoreSchema, RowSchema } from "~/lib/schemas";
import { ADMIN_SORTS, FRESHNESS_FILTERS, parseAdminListParams } from "~/lib/admin-locations";
import { adminMeta } from "~/lib/seo";
import { formatCalendarDate, formatDate } from "~/lib/dates";
import { categoryLabel, leashLabel, placeStatusLabel, placePath, regionLabel, REGIONS } from "~/lib/vocabulary";
import { requireAdmin } from "~/server/domain/auth.server";
import { locationFormSchema } from "~/server/domain/location-form.server";
import { handleIntent, intent } from "~/server/domain/admin-intents.server";
import { deleteStoredPhotos } from "~/server/domain/photos.server";
import {
  createLocation,
  deleteLocation,
  listAdminLocations,
  restoreLocationField,
  updateLocation,
} from "~/server/queries/location-admin.server";
import type { AdminLocation } from "~/server/queries/location-columns.server";
import { listAmenities } from "~/server/queries/amenities.server";
import { requestDb } from "~/server/domain/request-context.server";
import {
  PlaceTranslationSchema,
  savePlaceTranslationForm,
  translationDrafts,
  type TranslationDraft,
} from "~/server/domain/place-texts.server";

export const meta: Route.MetaFunction = adminMeta(
  "Locations",
  "Add, edit and delete the places of the directory.",
  "/admin/locations",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = parseAdminListParams(new URL(request.url).searchParams);
  const db = requestDb(context);
  const [list, amenities] = await Promise.all([listAdminLocations(db, params), listAmenities(db)]);
  const spanish = await translationDrafts(
    db,
    list.items.map((item) => item.id),
    "es",
  );
  return {
    spanish,
    filters: {
      search: params.search,
      category: params.group ?? "all",
      region: params.region ?? "all",
      freshness: params.freshness ?? "all",
      sort: params.sort,
    },
    ...list,
    amenities: amenities.map((a) => ({ name: a.name, displayName: a.displayName })),
  };
}

const FAILED = { create: "Failed to create location", update: "Failed to update location" } as const;
const HIGHLIGHTED = "Please correct the highlighted fields.";

const LOCATION_INTENTS = {
  create: intent({
    schema: ({ db }) => locationFormSchema(db),
    failure: FAILED.create,
    invalid: HIGHLIGHTED,
    async handle(input, { db, admin, submission }) {
      await createLocation(db, input, admin);
      return replyTo(submission, { notice: { ok: true, message: "Location created successfully" } });
    },
  }),
  update: intent({
    schema: async ({ db }) => (await locationFormSchema(db)).safeExtend(RowSchema.shape),
    failure: FAILED.update,
    invalid: HIGHLIGHTED,
    async handle({ id, ...input }, { db, admin, submission }) {
      const updated = await updateLocation(db, id, input, admin);
      if (!updated) {
        const gone = "That location no longer exists.";
        return replyTo(submission, {
          notice: { ok: false, message: FAILED.update, detail: gone },
          formErrors: [gone],
          status: 404,
        });
      }
      await removePhotos(updated.previousPhotos.filter((url) => !input.photos.includes(url)));
      return replyTo(submission, { notice: { ok: true, message: "Location updated successfully" } });
    },
  }),
  delete: intent({
    schema: RowSchema,
    failure: "Failed to delete location",
    handle: ({ id }, { db, admin }) =>
      replyToDelete(
        id,
        "location",
        (row) => deleteLocation(db, row, admin),
        (row) => removePhotos(row.photos),
      ),
  }),
  translate: intent({
    schema: PlaceTranslationSchema,
    failure: "Failed to save the Spanish texts",
    async handle(input, { db, admin, submission }) {
      const changed = await savePlaceTranslationForm(db, input, admin);
      if (!changed) {
        const gone = "That location no longer exists.";
        return replyTo(submission, {
          notice: { ok: false, message: "Failed to save the Spanish texts", detail: gone },
          formErrors: [gone],
          status: 404,
        });
      }
      const message = changed.length ? "Spanish texts saved" : "No changes to save";
      return replyTo(submission, { notice: { ok: true, message } });
    },
  }),
  restore: intent({
    schema: RestoreSchema,
    failure: "Could not restore",
    async handle({ event, field }, { db, admin }) {
      const restored = event ? await restoreLocationField(db, event, field, admin) : null;
      if (!restored?.ok)
        return notify({ ok: false, message: "Could not restore", detail: "That change is not in the history." }, 404);
      return notify({ ok: true, message: `Restored ${restored.label}` });
    },
  }),
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return handleIntent(requestDb(context), request, admin, LOCATION_INTENTS);
}

/** Stored files of removed photos go too; a failure here is logged, the place is already saved. */
async function removePhotos(urls: string[]) {
  if (!urls.length) return;
  try {
    await deleteStoredPhotos(urls);
  } catch (error) {
    console.warn("[admin] could not remove stored photos", error);
  }
}

type AmenityOption = { name: string; displayName: string };

// Rows share one delete fetcher and one edit fetcher, read here too: a deleted row is gone before
// it could say so, and so is a renamed one when the list is filtered by its old name.
const DELETE_FETCHER = "delete-location";
const EDIT_FETCHER = "edit-location";

export default function AdminLocations({ loaderData, actionData }: Route.ComponentProps) {
  useNoticeToast(useFetcher<ActionReply>({ key: DELETE_FETCHER }));
  const edits = useFetcher<ActionReply>({ key: EDIT_FETCHER });
  useNoticeToast(edits, edits.reset);
  const { filters, items, total, page, pageCount, amenities, spanish } = loaderData;
  const addingInPage = useAddingInPage();
  return (
    <section aria-labelledby="locations-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="locations-heading" className="text-xl font-semibold">
          Locations
        </h2>
        {addingInPage ? null : <AddLocationButton amenities={amenities} />}
      </div>
      {addingInPage ? <AddLocationPanel amenities={amenities} reply={actionData} /> : null}

      <Form
        method="get"
        className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.5fr_1.5fr_auto] lg:items-end"
        role="search"
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="location-search">Search locations</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500" aria-hidden="true" />
            <Input
              id="location-search"
              name="search"
              type="search"
              defaultValue={filters.search}
              key={filters.search}
              placeholder="Search by name, city, or county..."
              className="pl-9"
            />
          </div>
        </div>
        <FilterSelect
          id="location-category"
          label="Category"
          name="category"
          value={filters.category}
          options={[
            { value: "beach", label: "Beach" },
            { value: "park", label: "Park" },
          ]}
        />
        <FilterSelect id="location-region" label="Region" name="region" value={filters.region} options={REGIONS} />
        <FilterSelect
          id="location-freshness"
          label="Needs a look"
          name="freshness"
          value={filters.freshness}
          options={FRESHNESS_FILTERS}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="location-sort">Sort by</Label>
          <NativeSelect id="location-sort" name="sort" defaultValue={filters.sort} key={filters.sort}>
            {ADMIN_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </Form>

      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        Showing {items.length} of {total} locations
      </p>
      {items.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-700">
          No locations found matching your criteria.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Locations, page {page} of {pageCount}
            </caption>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
              <HeadingRow
                cellClassName="px-3 py-2"
                columns={["Name", "Where", "Leash", "Updated", "Verified", { hidden: "Actions" }]}
              />
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((location) => (
                <LocationRow
                  key={location.id}
                  location={location}
                  amenities={amenities}
                  spanish={spanish[location.id] ?? EMPTY_SPANISH}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPages page={page} pageCount={pageCount} />
    </section>
  );
}

function FilterSelect({
  id,
  label,
  name,
  value,
  options,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value} key={value}>
        <option value="all">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

type SpanishDrafts = { description: TranslationDraft | null; rules: TranslationDraft | null };
const EMPTY_SPANISH: SpanishDrafts = { description: null, rules: null };

function LocationRow({
  location,
  amenities,
  spanish,
}: {
  location: AdminLocation;
  amenities: AmenityOption[];
  spanish: SpanishDrafts;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <tr aria-label={location.name}>
      <th scope="row" className="px-3 py-2 align-top font-medium">
        <a href={placePath(location)} className="hover:underline">
          {location.name}
        </a>
        <span className="mt-1 flex flex-wrap gap-1">
          <Badge tone="brand">{categoryLabel(location.category)}</Badge>
          {location.status !== "open" ? <Badge tone="yellow">{placeStatusLabel(location.status)}</Badge> : null}
        </span>
      </th>
      <td className="px-3 py-2 align-top text-slate-700">
        {[location.city, location.county ? `${location.county} County` : null].filter(Boolean).join(", ")}
        <span className="block text-xs text-slate-600">{regionLabel(location.region)}</span>
      </td>
      <td className="px-3 py-2 align-top">{leashLabel(location.leashPolicy) ?? "—"}</td>
      <td className="px-3 py-2 align-top whitespace-nowrap">{formatDate(location.updatedAt)}</td>
      <td className="px-3 py-2 align-top whitespace-nowrap">
        {location.verifiedOn ? formatCalendarDate(location.verifiedOn) : "Never"}
        {location.verifiedOn && location.verifiedByEmail ? (
          <span className="block text-xs text-slate-600">by {location.verifiedByEmail}</span>
        ) : null}
      </td>
      <td className="px-3 py-2 align-top">
        <div className="flex justify-end gap-2">
          <LocationDialog
            open={editing}
            onOpenChange={setEditing}
            title="Edit Location"
            description={location.name}
            trigger={
              <Button variant="outline" size="sm" aria-label={`Edit ${location.name}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            }
          >
            {(requestClose) => (
              <LocationForm
                location={location}
                amenities={amenities}
                submitLabel="Update Location"
                fetcherKey={EDIT_FETCHER}
                onSaved={() => setEditing(false)}
                onCancel={requestClose}
              />
            )}
          </LocationDialog>
          <SpanishTexts location={location} spanish={spanish} />
          <PlaceHistory id={location.id} name={location.name} />
          <ConfirmDelete
            fetcherKey={DELETE_FETCHER}
            id={location.id}
            name={location.name}
            question="Are you sure you want to delete this location?"
          />
        </div>
      </td>
    </tr>
  );
}

const TRANSLATE_FETCHER = "translate-location";

/**
 * The Spanish description and rules of a place (issue 27), beside the English they translate, with
 * "checked by a person": a machine-written text waits unchecked. Saved with the place's history.
 */
function SpanishTexts({ location, spanish }: { location: AdminLocation; spanish: SpanishDrafts }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ActionReply>({ key: `${TRANSLATE_FETCHER}-${location.id}` });
  useNoticeToast(fetcher, () => setOpen(false));
  const errors = fetcher.data?.result?.error ?? {};
  const checked = [spanish.description, spanish.rules].some((draft) => draft?.humanChecked);
  const outdated = [spanish.description, spanish.rules].some((draft) => draft?.outdated);
  const id = (name: string) => `spanish-${name}-${location.id}`;
  return (
    <LocationDialog
      open={open}
      onOpenChange={setOpen}
      title="Spanish Texts"
      description={location.name}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Spanish texts of ${location.name}`}>
          <Languages aria-hidden="true" />
          Spanish
        </Button>
      }
    >
      {(requestClose) => (
        <fetcher.Form method="post" className="grid gap-4" noValidate>
          <input type="hidden" name="intent" value="translate" />
          <input type="hidden" name="id" value={location.id} />
          <input type="hidden" name="locale" value="es" />
          {outdated ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status">
              The English has changed since this was translated: Spanish pages show the English until the Spanish is
              saved again.
            </p>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor={id("description")}>Description (Spanish)</Label>
            <Textarea
              id={id("description")}
              name="description"
              lang="es"
              rows={5}
              defaultValue={spanish.description?.text ?? ""}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? id("description-error") : undefined}
            />
            {location.description ? (
              <p className="text-xs text-slate-600" lang="en">
                English: {location.description}
              </p>
            ) : null}
            {errors.description ? (
              <p id={id("description-error")} className="text-sm text-red-700">
                {errors.description.join(" ")}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={id("rules")}>Rules &amp; Guidelines (Spanish, one per line)</Label>
            <Textarea
              id={id("rules")}
              name="rules"
              lang="es"
              rows={5}
              defaultValue={spanish.rules?.text ?? ""}
              aria-invalid={errors.rules ? true : undefined}
              aria-describedby={errors.rules ? id("rules-error") : undefined}
            />
            {location.rules.length ? (
              <p className="text-xs whitespace-pre-line text-slate-600" lang="en">
                English: {location.rules.join("\n")}
              </p>
            ) : null}
            {errors.rules ? (
              <p id={id("rules-error")} className="text-sm text-red-700">
                {errors.rules.join(" ")}
              </p>
            ) : null}
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="humanChecked" defaultChecked={checked} className="size-4" />
            Checked by a person
          </label>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              Save Spanish Texts
            </Button>
          </div>
        </fetcher.Form>
      )}
    </LocationDialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
