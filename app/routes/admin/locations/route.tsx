// The Locations tab: the places of the directory, searched and filtered, each with its edit,
// Spanish texts, history and delete; "Add Location" above. Its action: intents.server.ts.
import { Form, useFetcher } from "react-router";
import { Search } from "lucide-react";
import type { Route } from "./+types/route";
import { tabMeta } from "../tabs";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { useNoticeToast } from "~/components/notice";
import { AddLocationButton, AddLocationPanel, useAddingInPage } from "~/components/add-location";
import { Button } from "~/components/ui/button";
import { EmptyState, ListPages } from "~/components/admin-list";
import { AdminTable } from "~/components/admin-table";
import { TabHeading } from "~/components/tab-heading";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ActionReply } from "~/lib/forms";
import { ADMIN_SORTS, FRESHNESS_FILTERS, parseAdminListParams } from "~/lib/admin-locations";
import { REGIONS } from "~/lib/vocabulary";
import { requireAdmin } from "~/server/domain/auth.server";
import { handleIntent } from "~/server/domain/intents.server";
import { listAdminLocations } from "~/server/queries/location-admin.server";
import { listAmenities } from "~/server/queries/amenities.server";
import { requestDb } from "~/server/domain/request-context.server";
import { translationDrafts } from "~/server/domain/place-texts.server";
import { FilterSelect } from "./filter-select";
import { DELETE_FETCHER, EDIT_FETCHER, LocationRow } from "./location-row";
import { EMPTY_SPANISH } from "./spanish-texts";
import { LOCATION_INTENTS } from "./intents.server";

export const meta: Route.MetaFunction = tabMeta("/admin/locations");

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

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  return handleIntent({ request, context }, { admin }, LOCATION_INTENTS);
}

export default function AdminLocations({ loaderData, actionData }: Route.ComponentProps) {
  useNoticeToast(useFetcher<ActionReply>({ key: DELETE_FETCHER }));
  const edits = useFetcher<ActionReply>({ key: EDIT_FETCHER });
  useNoticeToast(edits, edits.reset);
  const { filters, items, total, page, pageCount, amenities, spanish } = loaderData;
  const addingInPage = useAddingInPage();
  return (
    <section aria-labelledby="locations-heading">
      <TabHeading id="locations-heading" title="Locations">
        {addingInPage ? null : <AddLocationButton amenities={amenities} />}
      </TabHeading>
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
        <FilterSelect
          id="location-sort"
          label="Sort by"
          name="sort"
          value={filters.sort}
          options={ADMIN_SORTS}
          all={false}
        />
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </Form>

      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        Showing {items.length} of {total} locations
      </p>
      {items.length === 0 ? (
        <EmptyState>No locations found matching your criteria.</EmptyState>
      ) : (
        <AdminTable
          className="mt-4"
          caption={
            <>
              Locations, page {page} of {pageCount}
            </>
          }
          columns={["Name", "Where", "Leash", "Updated", "Verified", { hidden: "Actions" }]}
        >
          {items.map((location) => (
            <LocationRow
              key={location.id}
              location={location}
              amenities={amenities}
              spanish={spanish[location.id] ?? EMPTY_SPANISH}
            />
          ))}
        </AdminTable>
      )}
      <ListPages page={page} pageCount={pageCount} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
