// The heart that saves a place to the person's Favorites: a form that posts to /lists/save (so it
// works before the scripts run, and for a visitor who still has to sign in), sent in the background
// once they have, with the new state shown at once and announced.
import { Heart } from "lucide-react";
import { createContext, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import { Icon } from "~/components/icon";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

/** The slugs of the places on the page that the signed-in person has saved; empty for a visitor. */
export const SavedPlaces = createContext<ReadonlySet<string>>(new Set());

export const SAVE_ACTION = "/lists/save";

export function SaveButton({
  place,
  saved: savedProp,
  variant = "card",
}: {
  place: { slug: string; name: string };
  /** Whether the place is saved; by default what the page's SavedPlaces says. */
  saved?: boolean;
  variant?: "card" | "page";
}) {
  const { t } = useTranslation("place");
  const savedOnPage = useContext(SavedPlaces);
  const fetcher = useFetcher<{ saved: boolean; message: string }>();
  const hydrated = useHydrated();
  const location = useLocation();
  const sending = fetcher.formData?.get("intent");
  const saved = sending ? sending === "save" : (fetcher.data?.saved ?? savedProp ?? savedOnPage.has(place.slug));
  const label = saved ? t("actions.savedPlace", { name: place.name }) : t("actions.save", { name: place.name });

  return (
    <fetcher.Form method="post" action={SAVE_ACTION}>
      <input type="hidden" name="place" value={place.slug} />
      <input type="hidden" name="intent" value={saved ? "unsave" : "save"} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="background" value="1" /> : null}
      <button
        type="submit"
        aria-label={label}
        title={label}
        className={cn(
          "focus-visible:outline-brand-600 inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2",
          variant === "card"
            ? "size-10 bg-white/90 text-slate-800 shadow-sm hover:bg-white"
            : "h-10 border border-slate-300 bg-white px-4 text-sm text-slate-900 hover:bg-slate-50",
        )}
      >
        <Icon
          icon={Heart}
          className={cn("size-5", saved ? "fill-rose-600 text-rose-600" : "fill-none")}
          aria-hidden="true"
        />
        {variant === "page" ? (
          <span aria-hidden="true">{saved ? t("actions.saved") : t("actions.saveShort")}</span>
        ) : null}
      </button>
      <span role="status" className="sr-only">
        {fetcher.data?.message ?? ""}
      </span>
    </fetcher.Form>
  );
}

/** Gives the hearts inside the slugs of the places the signed-in person has saved. */
export function SavedPlacesProvider({ slugs, children }: { slugs: readonly string[]; children: React.ReactNode }) {
  const saved = useMemo(() => new Set(slugs), [slugs]);
  return <SavedPlaces.Provider value={saved}>{children}</SavedPlaces.Provider>;
}
