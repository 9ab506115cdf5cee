import { Car, Clock, Heart, MapPin, Sparkles, Star, Users } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { CATEGORY_ICONS, CategoryIcon } from "~/components/category-icon";
import { Icon, IconSprite, useSpriteSymbol } from "~/components/icon";
import { CrowdBadge } from "~/components/crowd-badge";
import { Rating } from "~/components/rating";
import { SaveButton } from "~/components/save-button";
import { DogStatusBadge } from "~/components/dog-status";
import { CardVerdict } from "~/components/fits/card-verdict";
import type { DogHoursTimeline } from "~/lib/dog-hours";
import { FLORIDA_OUTLINE_PATH } from "~/lib/florida-outline";
import { insideFlorida, OUTLINE_HEIGHT, OUTLINE_WIDTH, projectOntoOutline } from "~/lib/florida-projection";
import { useLocalePath } from "~/lib/i18n";
import { useCountWords } from "~/lib/browse-i18n";
import { categoryColor } from "~/lib/map";
import { cn } from "~/lib/utils";
import { fromListState } from "~/lib/back-to-list";
import { PHOTO_SIZES, photoSrcSet } from "~/lib/photos";
import { categoryPrefix, placePath } from "~/lib/vocabulary";
import type { Location } from "~/lib/models";

export type CardPlace = Pick<
  Location,
  | "slug"
  | "name"
  | "category"
  | "city"
  | "county"
  | "fees"
  | "crowdLevel"
  | "amenities"
  | "photos"
  | "reviewAverage"
  | "reviewCount"
> &
  Partial<Pick<Location, "imageUrl" | "status" | "statusNote" | "lat" | "lng" | "dogLimits">> & {
    /** When dogs are allowed around the time the list was served; null or absent without dog hours. */
    dogTimeline?: DogHoursTimeline | null;
    /** Miles from where the list measures (near me, a ZIP code); null or absent when unknown. */
    distanceMiles?: number | null;
    /** The distance is to the centre of the place's town (it has no map position). */
    distanceApproximate?: boolean;
  };

export function LocationCard({ place, placeQuery = "" }: { place: CardPlace; placeQuery?: string }) {
  const photo = place.photos[0] ?? place.imageUrl ?? null;
  const [photoFailed, setPhotoFailed] = useState(false);
  const { t } = useTranslation(["browse", "facts"]);
  const lp = useLocalePath();
  const { n, miles } = useCountWords();
  const fee = place.fees === "free" || place.fees === "paid" ? t(`facts:fee.${place.fees}`) : null;
  const hasParking = place.amenities.includes("parking");
  const location = useLocation();
  const approximateNote = t("card.approximateNote");

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <div className="relative aspect-[16/10]">
        {photo && !photoFailed ? (
          <img
            src={photo}
            srcSet={photoSrcSet(photo)}
            sizes={PHOTO_SIZES}
            alt={t("card.photoOf", { name: place.name })}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
            data-fallback={categoryPrefix(place.category)}
            onError={() => setPhotoFailed(true)}
          />
        ) : (
          <NoPhoto place={place} />
        )}
        <div className="absolute top-3 left-3 flex gap-2">
          <CrowdBadge level={place.crowdLevel} />
        </div>
        <div className="absolute top-2 right-2 z-10">
          <SaveButton place={place} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-brand-700 flex items-center gap-1.5 text-xs font-medium tracking-wide uppercase">
          <CategoryIcon category={place.category} className="size-3.5" />
          {t(`facts:category.${place.category}`)}
        </p>
        <h3 className="text-lg leading-snug font-semibold">
          <Link
            to={lp(`${placePath(place)}${placeQuery}`)}
            state={fromListState(location)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {place.name}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <Icon icon={MapPin} className="size-4 shrink-0" />
          {[place.city, place.county ? t("card.county", { county: place.county }) : null].filter(Boolean).join(", ") ||
            t("card.florida")}
          {place.distanceMiles != null && place.distanceApproximate ? (
            <span className="ml-auto shrink-0 pl-2 font-semibold text-slate-800" title={approximateNote}>
              {t("card.approximateMiles", {
                miles: n(
                  place.distanceMiles < 10
                    ? Math.max(1, Math.round(place.distanceMiles))
                    : Math.round(place.distanceMiles),
                ),
              })}
              <span className="sr-only">. {approximateNote}</span>
            </span>
          ) : place.distanceMiles != null ? (
            <span className="ml-auto shrink-0 pl-2 font-semibold text-slate-800">
              {t("card.miles", { miles: miles(place.distanceMiles) })}
              <span className="sr-only">{t("card.away")}</span>
            </span>
          ) : null}
        </p>
        {place.status === "temporarily-closed" ? (
          <p className="text-sm text-slate-700">
            <Badge tone="red">{t("facts:placeStatus.temporarily-closed")}</Badge>
            {place.statusNote ? <span className="mt-1 block">{place.statusNote}</span> : null}
          </p>
        ) : place.dogTimeline ? (
          <p>
            <DogStatusBadge timeline={place.dogTimeline} />
          </p>
        ) : null}
        <CardVerdict limits={place.dogLimits} />
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          {fee ? <Badge tone={place.fees === "free" ? "green" : "blue"}>{fee}</Badge> : null}
          {hasParking ? (
            <Badge tone="outline">
              <Icon icon={Car} className="size-3" /> {t("facts:amenity.parking")}
            </Badge>
          ) : null}
          {place.amenities.length > 0 ? (
            <Badge tone="outline">
              <Icon icon={Sparkles} className="size-3" />
              {t("card.amenities", { count: place.amenities.length })}
            </Badge>
          ) : null}
          <Rating average={place.reviewAverage} count={place.reviewCount} className="ml-auto text-sm font-medium" />
        </div>
      </div>
    </article>
  );
}

/** Cards a row: one to three, or to two when the grid is `narrow` (half the page, beside a map). */
function gridColumns(narrow: boolean) {
  return narrow
    ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
    : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
}

/** The icons every card may show, and Florida's outline for cards without a photo: written once a list. */
const CARD_ICONS = [MapPin, Car, Sparkles, Star, Users, Clock, Heart, ...Object.values(CATEGORY_ICONS)];
const OUTLINE_SYMBOL = "florida";
const CARD_SYMBOLS = {
  [OUTLINE_SYMBOL]: {
    viewBox: `-2 -2 ${OUTLINE_WIDTH + 4} ${OUTLINE_HEIGHT + 4}`,
    content: <path d={FLORIDA_OUTLINE_PATH} />,
  },
};

/** A card without a photo: the category's colour and icon, and where the place lies in Florida. */
function NoPhoto({ place }: { place: CardPlace }) {
  const color = categoryColor(place.category);
  const outline = useSpriteSymbol(OUTLINE_SYMBOL);
  const spot =
    place.lat != null && place.lng != null && insideFlorida(place.lat, place.lng)
      ? projectOntoOutline(place.lat, place.lng)
      : null;
  // A tenth of a unit is finer than the outline is drawn; longer numbers only weigh on every list.
  const x = spot ? Math.round(spot.x * 10) / 10 : 0;
  const y = spot ? Math.round(spot.y * 10) / 10 : 0;
  return (
    <div className={cn("flex h-full w-full items-center justify-center gap-6 bg-gradient-to-br", color.card)}>
      <span className="flex size-20 items-center justify-center rounded-full bg-white/70 shadow-sm">
        <CategoryIcon category={place.category} className="size-10" />
      </span>
      {spot ? (
        <svg
          viewBox={`-2 -2 ${OUTLINE_WIDTH + 4} ${OUTLINE_HEIGHT + 4}`}
          className="h-28 w-auto drop-shadow-sm"
          aria-hidden="true"
        >
          {outline ? (
            <use href={outline} className="fill-white stroke-current" strokeWidth={1.5} strokeLinejoin="round" />
          ) : (
            <path
              d={FLORIDA_OUTLINE_PATH}
              className="fill-white stroke-current"
              strokeWidth={1.5}
              strokeLinejoin="round"
            />
          )}
          <circle cx={x} cy={y} r={9} className={cn(color.dot, "opacity-25")} />
          <circle cx={x} cy={y} r={5} className={cn(color.dot, "stroke-white")} strokeWidth={1.5} />
        </svg>
      ) : null}
    </div>
  );
}

export function LocationGrid({
  places,
  narrow = false,
  placeQuery,
}: {
  places: CardPlace[];
  narrow?: boolean;
  placeQuery?: string;
}) {
  return (
    <CardSprite>
      <ul className={gridColumns(narrow)}>
        {places.map((p) => (
          <li key={p.slug} className="flex">
            <div className="w-full">
              <LocationCard place={p} placeQuery={placeQuery} />
            </div>
          </li>
        ))}
      </ul>
    </CardSprite>
  );
}

/** The icons and shapes of cards, written once for every card inside. */
export function CardSprite({ children }: { children: React.ReactNode }) {
  return (
    <IconSprite icons={CARD_ICONS} symbols={CARD_SYMBOLS}>
      {children}
    </IconSprite>
  );
}

export function LocationGridSkeleton({ count = 6, narrow = false }: { count?: number; narrow?: boolean }) {
  return (
    <ul className={gridColumns(narrow)} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="animate-pulse overflow-hidden rounded-xl border border-slate-200">
          <div className="aspect-[16/10] bg-slate-200" />
          <div className="space-y-3 p-4">
            <div className="h-3 w-24 rounded bg-slate-200" />
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-4 w-1/2 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
