import { useState } from "react";
import { Form, useFetcher } from "react-router";
import { Pencil, Plus, Search } from "lucide-react";
import type { Route } from "./+types/locations";
import { GeneralErrorBoundary } from "~/root";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNoticeToast } from "~/components/notice";
import { LocationForm } from "~/components/location-form";
import { ConfirmDelete } from "~/components/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input, NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { notify, replyTo, replyToDelete, sentId, type ActionReply } from "~/lib/forms";
import { LocationSchema } from "~/lib/schemas";
import { BRAND } from "~/lib/site";
import { seoMeta } from "~/lib/seo";
import { formatDate } from "~/lib/utils";
import {
  amenityLabel,
  categoryLabel,
  crowdLabel,
  feesLabel,
  isRegion,
  leashLabel,
  placePath,
  regionLabel,
  REGIONS,
} from "~/lib/vocabulary";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { checkDogHours } from "~/server/dog-hours.server";
import { deleteStoredPhotos } from "~/server/photos.server";
import {
  ADMIN_CATEGORY_GROUPS,
  createLocation,
  deleteLocation,
  listAdminLocations,
  updateLocation,
  type AdminCategoryGroup,
  type AdminLocation,
} from "~/server/queries/locations.server";
import { listAmenities } from "~/server/queries/amenities.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Locations - Admin Panel | ${BRAND}`,
    description: "Add, edit and delete the places of the directory.",
    path: "/admin/locations",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const search = (params.get("search") ?? "").trim().slice(0, 100);
  const categoryParam = params.get("category") ?? "";
  const group = (ADMIN_CATEGORY_GROUPS as readonly string[]).includes(categoryParam)
    ? (categoryParam as AdminCategoryGroup)
    : undefined;
  const regionParam = params.get("region");
  const region = isRegion(regionParam) ? regionParam : undefined;
  const db = await getDb();
  const [{ items, total }, amenities] = await Promise.all([
    listAdminLocations(db, { search: search || undefined, group, region }),
    listAmenities(db),
  ]);
  return {
    filters: { search, category: group ?? "all", region: region ?? "all" },
    items,
    total,
    amenities: amenities.map((a) => ({ name: a.name, displayName: a.displayName })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const db = await getDb();

  if (intent === "delete") {
    return replyToDelete(
      formData,
      "location",
      (id) => deleteLocation(db, id),
      (row) => removePhotos(row.photos),
    );
  }

  if (intent !== "create" && intent !== "update") return notify({ ok: false, message: "Unknown action" }, 400);
  const failure = intent === "create" ? "Failed to create location" : "Failed to update location";
  const known = new Set((await listAmenities(db)).map((a) => a.name));
  const submission = parseWithZod(formData, {
    schema: LocationSchema.extend({
      amenities: LocationSchema.shape.amenities.superRefine((keys, ctx) => {
        const unknown = keys.filter((key) => !known.has(key));
        if (unknown.length) ctx.addIssue({ code: "custom", message: `Unknown amenity: ${unknown.join(", ")}` });
      }),
      dogHours: LocationSchema.shape.dogHours.superRefine((value, ctx) => {
        const check = value ? checkDogHours(value) : null;
        if (check && !check.ok) ctx.addIssue({ code: "custom", message: `Dog hours cannot be read: ${check.error}` });
      }),
    }),
  });
  if (submission.status !== "success") {
    return replyTo(submission, {
      notice: { ok: false, message: failure, detail: "Please correct the highlighted fields." },
    });
  }
  const input = submission.value;
  if (intent === "create") {
    await createLocation(db, input);
    return replyTo(submission, { notice: { ok: true, message: "Location created successfully" } });
  }
  const id = sentId(formData);
  const updated = id ? await updateLocation(db, id, input) : null;
  if (!updated) {
    const gone = "That location no longer exists.";
    return replyTo(submission, {
      notice: { ok: false, message: failure, detail: gone },
      formErrors: [gone],
      status: 404,
    });
  }
  await removePhotos(updated.previousPhotos.filter((url) => !input.photos.includes(url)));
  return replyTo(submission, { notice: { ok: true, message: "Location updated successfully" } });
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

// Rows share one delete fetcher, read here too: a deleted row is gone before it could say so.
const DELETE_FETCHER = "delete-location";

export default function AdminLocations({ loaderData }: Route.ComponentProps) {
  useNoticeToast(useFetcher<ActionReply>({ key: DELETE_FETCHER }));
  const { filters, items, total, amenities } = loaderData;
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="locations-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="locations-heading" className="text-xl font-semibold">
          Locations
        </h2>
        <Dialog open={adding} onOpenChange={setAdding}>
          <DialogTrigger asChild>
            <Button>
              <Plus aria-hidden="true" />
              Add Location
            </Button>
          </DialogTrigger>
          <DialogContent className="max-w-3xl">
            <DialogHeader>
              <DialogTitle>Add New Location</DialogTitle>
              <DialogDescription>Fields marked * are required.</DialogDescription>
            </DialogHeader>
            <LocationForm amenities={amenities} submitLabel="Create Location" onSaved={() => setAdding(false)} />
          </DialogContent>
        </Dialog>
      </div>

      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end" role="search">
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
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="location-category">Category</Label>
          <NativeSelect id="location-category" name="category" defaultValue={filters.category} key={filters.category}>
            <option value="all">All</option>
            <option value="beach">Beach</option>
            <option value="park">Park</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="location-region">Region</Label>
          <NativeSelect id="location-region" name="region" defaultValue={filters.region} key={filters.region}>
            <option value="all">All</option>
            {REGIONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
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
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((location) => (
            <li key={location.id}>
              <LocationAdminCard location={location} amenities={amenities} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LocationAdminCard({ location, amenities }: { location: AdminLocation; amenities: AmenityOption[] }) {
  const [editing, setEditing] = useState(false);
  const extra = location.amenities.length - 3;
  const headingId = `location-${location.id}`;
  return (
    <Card className="flex h-full flex-col p-5" role="article" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-semibold">
        <a href={placePath(location)} className="hover:underline">
          {location.name}
        </a>
      </h3>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <Badge tone="brand">{categoryLabel(location.category)}</Badge>
        <Badge tone="outline">{regionLabel(location.region)}</Badge>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {[location.city, location.county ? `${location.county} County` : null].filter(Boolean).join(", ")}
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-600">Leash</dt>
          <dd>{leashLabel(location.leashPolicy) ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Fees</dt>
          <dd>{feesLabel(location.fees) ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">Crowd</dt>
          <dd>{crowdLabel(location.crowdLevel) ?? "—"}</dd>
        </div>
      </dl>
      {location.amenities.length ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Amenities">
          {location.amenities.slice(0, 3).map((a) => (
            <li key={a}>
              <Badge>{amenityLabel(a)}</Badge>
            </li>
          ))}
          {extra > 0 ? (
            <li>
              <Badge tone="outline">+{extra} more</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p className="mt-3 text-xs text-slate-600">Created {formatDate(location.createdAt)}</p>
      <div className="mt-auto flex gap-2 pt-4">
        <Dialog open={editing} onOpenChange={setEditing}>
          <DialogTrigger asChild>
            <Button variant="outline" size="sm" aria-label={`Edit ${location.name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </DialogTrigger>
          <DialogContent className="max-w-3xl">
            <DialogHeader>
              <DialogTitle>Edit Location</DialogTitle>
              <DialogDescription>{location.name}</DialogDescription>
            </DialogHeader>
            <LocationForm
              location={location}
              amenities={amenities}
              submitLabel="Update Location"
              onSaved={() => setEditing(false)}
            />
          </DialogContent>
        </Dialog>
        <ConfirmDelete
          fetcherKey={DELETE_FETCHER}
          id={location.id}
          name={location.name}
          question="Are you sure you want to delete this location?"
        />
      </div>
    </Card>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
