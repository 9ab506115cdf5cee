// A place page's actions: save it (the heart), put it on one of the person's lists, get directions
// in the phone's maps app, and share it. Directions is a plain link first (Google Maps, which works
// everywhere) and points at the platform's own maps app once the page runs; it leads to the place's
// position, or to its street address when it has no position, and says which. Share appears only
// once the page runs, since it needs the browser.
import { Navigation, Share2 } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { SaveButton } from "~/components/save-button";
import { Button } from "~/components/ui/button";
import {
  destinationOf,
  directionsHref,
  platformOf,
  type Destination,
  type DirectionsPlace,
  type Platform,
} from "~/lib/directions";
import { useHydrated } from "~/lib/use-hydrated";

export type PlaceListsState = {
  /** Whether the place is on the person's Favorites. */
  saved: boolean;
  /** The person's named lists and whether each holds the place. */
  lists: { id: string; name: string; holds: boolean }[];
};

export function PlaceActions({
  place,
  mine,
}: {
  place: DirectionsPlace & { slug: string };
  /** The signed-in person's lists; null for a visitor. */
  mine: PlaceListsState | null;
}) {
  const destination = destinationOf(place);
  return (
    <div className="mt-6 flex flex-wrap items-start gap-3">
      <SaveButton place={place} saved={mine?.saved ?? false} variant="page" />
      {destination ? <Directions to={destination} /> : null}
      <ShareButton name={place.name} />
      {mine ? <AddToList place={place} lists={mine.lists} /> : null}
    </div>
  );
}

const actionClass =
  "inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

const noSubscription = () => () => {};

/** The platform the page runs on; "other" on the server and while hydrating. */
function usePlatform(): Platform {
  return useSyncExternalStore(
    noSubscription,
    () => platformOf(navigator.userAgent),
    () => "other",
  );
}

function Directions({ to }: { to: Destination }) {
  const { t } = useTranslation("place");
  const href = directionsHref(to, usePlatform());
  const byAddress = "address" in to;
  const label = byAddress
    ? t("actions.directionsByAddressTo", { name: to.name, address: to.address })
    : t("actions.directionsTo", { name: to.name });
  return (
    <a href={href} className={actionClass} aria-label={label}>
      <Navigation className="size-4" aria-hidden="true" />{" "}
      {byAddress ? t("actions.directionsByAddress") : t("actions.directions")}
    </a>
  );
}

function ShareButton({ name }: { name: string }) {
  const { t } = useTranslation("place");
  const hydrated = useHydrated();
  const [said, setSaid] = useState("");
  if (!hydrated) return null;
  async function share() {
    const url = window.location.href.split("#")[0]!;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: name, text: t("actions.shareText", { name }), url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setSaid(t("actions.linkCopied"));
    } catch {
      setSaid(t("actions.copyFailed"));
    }
  }
  return (
    <span className="inline-flex flex-col">
      <button type="button" className={actionClass} onClick={() => void share()}>
        <Share2 className="size-4" aria-hidden="true" /> {t("actions.share")}
      </button>
      <span role="status" className="mt-1 text-sm">
        {said}
      </span>
    </span>
  );
}

function AddToList({ place, lists }: { place: { slug: string; name: string }; lists: PlaceListsState["lists"] }) {
  const { t } = useTranslation("place");
  const location = useLocation();
  const open = lists.filter((l) => !l.holds);
  const holding = lists.filter((l) => l.holds).map((l) => l.name);
  return (
    <div className="flex flex-col gap-1">
      {open.length ? (
        <Form method="post" action="/lists/add" className="flex items-center gap-2">
          <input type="hidden" name="place" value={place.slug} />
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <label htmlFor="add-to-list" className="sr-only">
            {t("actions.addToListFor", { name: place.name })}
          </label>
          <select
            id="add-to-list"
            name="list"
            className="h-10 rounded-full border border-slate-300 bg-white px-3 text-sm text-slate-900"
          >
            {open.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
          <Button type="submit" variant="outline" className="rounded-full">
            {t("actions.addToList")}
          </Button>
        </Form>
      ) : null}
      {holding.length ? (
        <p className="text-brand-50 text-sm">{t("actions.onLists", { names: holding.join(", ") })}</p>
      ) : null}
    </div>
  );
}
