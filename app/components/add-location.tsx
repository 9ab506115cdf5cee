// "Add Location" on the admin's Locations tab. It is a link to the tab with the form open in the page
// (`?add=1`), so a click before the page's scripts run opens the form too; once they have run, the
// same link opens the form in a dialog over the list instead.
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { LocationDialog } from "~/components/location-dialog";
import { LocationForm } from "~/components/location-form";
import { NoticeAlert } from "~/components/notice";
import { Button } from "~/components/ui/button";

type Amenities = { name: string; displayName: string }[];

const PARAM = "add";
const TITLE = "Add New Location";
const DESCRIPTION = "Fields marked * are required.";

/** The tab's address with the form open (`open`) or closed, keeping the list's filters. */
function addressWith(search: string, open: boolean) {
  const params = new URLSearchParams(search);
  if (open) params.set(PARAM, "1");
  else params.delete(PARAM);
  const query = params.toString();
  return `/admin/locations${query ? `?${query}` : ""}`;
}

/** Whether the address asks for the form in the page. */
export function useAddingInPage() {
  return new URLSearchParams(useLocation().search).get(PARAM) === "1";
}

/** The "Add Location" link, which opens the form in a dialog once the page's scripts run. */
export function AddLocationButton({ amenities }: { amenities: Amenities }) {
  const [open, setOpen] = useState(false);
  const { search } = useLocation();
  return (
    <LocationDialog
      open={open}
      onOpenChange={setOpen}
      title={TITLE}
      description={DESCRIPTION}
      trigger={
        <Button asChild>
          <Link
            to={addressWith(search, true)}
            onClick={(event) => {
              // With scripts, the dialog instead of the page with the form.
              event.preventDefault();
              setOpen(true);
            }}
          >
            <Plus aria-hidden="true" />
            Add Location
          </Link>
        </Button>
      }
    >
      {(requestClose) => (
        <LocationForm
          amenities={amenities}
          submitLabel="Create Location"
          onSaved={() => setOpen(false)}
          onCancel={requestClose}
        />
      )}
    </LocationDialog>
  );
}

/**
 * The form in the page, opened by the link before the scripts ran (or by its address). Saving or
 * Cancel goes back to the list. `reply` is the page's own answer: a form sent without scripts.
 */
export function AddLocationPanel({ amenities, reply }: { amenities: Amenities; reply: unknown }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = addressWith(search, false);
  return (
    <section aria-labelledby="add-location-heading" className="mt-6 rounded-lg border border-slate-200 p-5">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="add-location-heading" className="text-lg font-semibold">
          {TITLE}
        </h3>
        <Link to={list} className="text-brand-700 text-sm underline">
          Back to the list
        </Link>
      </div>
      <p className="mb-4 text-sm text-slate-600">{DESCRIPTION}</p>
      <NoticeAlert reply={reply} className="mb-4" />
      <LocationForm
        amenities={amenities}
        submitLabel="Create Location"
        onSaved={() => void navigate(list)}
        onCancel={() => void navigate(list)}
      />
    </section>
  );
}
