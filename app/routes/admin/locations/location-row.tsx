// One place in the Locations table: its name, category and status, where it is, its leash rule,
// when it was updated and verified, and its actions (edit, Spanish texts, history, delete).
import { useState } from "react";
import { Pencil } from "lucide-react";
import { LocationDialog } from "~/components/location-dialog";
import { LocationForm } from "~/components/location-form";
import { PlaceHistory } from "~/components/place-history";
import { ConfirmDelete } from "~/components/confirm-delete";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatCalendarDate, formatDate } from "~/lib/dates";
import { categoryLabel, leashLabel, placeStatusLabel, placePath, regionLabel } from "~/lib/vocabulary";
import type { AdminLocation } from "~/server/queries/location-columns.server";
import { SpanishTexts, type SpanishDrafts } from "./spanish-texts";

type AmenityOption = { name: string; displayName: string };

// Rows share one delete fetcher and one edit fetcher, read by the page too: a deleted row is gone before
// it could say so, and so is a renamed one when the list is filtered by its old name.
export const DELETE_FETCHER = "delete-location";
export const EDIT_FETCHER = "edit-location";

export function LocationRow({
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
