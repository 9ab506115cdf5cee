// A place's map: a picture drawn on the server from the map data we ship (its county, the
// neighbouring ones, the coast and its marker) and, once the visitor asks for it, the interactive
// map. The button is a <details> summary, so a tap before the page's scripts have run opens it
// too, and the interactive map loads as soon as they have.
import { Map as MapIcon } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlacesMap } from "~/components/places-map";
import { buttonVariants } from "~/components/ui/button";
import { categoryColor, type MapPoint } from "~/lib/map";
import { STATIC_MAP_HEIGHT, STATIC_MAP_WIDTH, type StaticMap } from "~/lib/static-map";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";

export function PlaceMap({ picture, point, label }: { picture: StaticMap; point: MapPoint; label: string }) {
  const { t } = useTranslation("place");
  const hydrated = useHydrated();
  const details = useRef<HTMLDetailsElement>(null);
  const [wanted, setWanted] = useState(false);
  // Opened before the scripts ran: the map loads now.
  useEffect(() => {
    if (details.current?.open) setWanted(true);
  }, []);
  const points = useMemo(() => [point], [point]);

  return (
    <div role="region" aria-label={label} className="group/map space-y-2">
      <details ref={details} onToggle={(event) => setWanted(event.currentTarget.open)} className="group/open">
        <summary
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
          )}
        >
          <MapIcon aria-hidden="true" />
          <span className="group-open/open:hidden">{t("map.show")}</span>
          <span className="hidden group-open/open:inline">{t("map.hide")}</span>
        </summary>
        <div className="mt-2">
          {hydrated && wanted ? (
            <PlacesMap
              single
              label={t("map.interactive", { name: point.name })}
              points={points}
              className="aspect-[4/3]"
            />
          ) : (
            <div className="flex aspect-[4/3] items-center justify-center rounded-xl border border-slate-200 bg-sky-100 p-6 text-center text-slate-800">
              <p role="status">
                {hydrated ? t("map.loading") : null}
                {hydrated ? null : <noscript>{t("map.needsScripts")}</noscript>}
              </p>
            </div>
          )}
        </div>
      </details>
      <figure className="group-has-[details[open]]/map:hidden">
        <StaticMapPicture
          picture={picture}
          color={categoryColor(point.category).hex}
          label={t("map.picture", { name: point.name })}
        />
        <figcaption className="mt-1 text-right text-xs text-slate-600">{t("map.credit")}</figcaption>
      </figure>
    </div>
  );
}

function StaticMapPicture({ picture, color, label }: { picture: StaticMap; color: string; label: string }) {
  const { x, y } = picture.marker;
  return (
    <svg
      viewBox={`0 0 ${STATIC_MAP_WIDTH} ${STATIC_MAP_HEIGHT}`}
      role="img"
      aria-label={label}
      className="block aspect-[4/3] w-full rounded-xl border border-slate-200 bg-[#c6e6f3]"
    >
      <path d={picture.neighbours} fill="#ebe8e1" stroke="#b8b2a7" strokeWidth="0.8" />
      <path d={picture.counties} fill="#f7f4ea" stroke="#cfc6ae" strokeWidth="1" strokeLinejoin="round" />
      <path d={picture.lakes} fill="#c6e6f3" stroke="#9cc8dc" strokeWidth="0.6" strokeLinejoin="round" />
      <path d={picture.coast} fill="none" stroke="#6b9bb3" strokeWidth="1.5" strokeLinejoin="round" />
      {picture.towns.map((town) => (
        <g key={`${town.name} ${town.x} ${town.y}`} fill="#334155">
          {town.dot ? <circle cx={town.dot.x} cy={town.dot.y} r="2.5" stroke="#fff" strokeWidth="1" /> : null}
          <text
            x={town.x}
            y={town.y}
            textAnchor={town.anchor}
            dominantBaseline="central"
            fontSize="12"
            stroke="#fff"
            strokeWidth="3"
            paintOrder="stroke"
            strokeLinejoin="round"
          >
            {town.name}
          </text>
        </g>
      ))}
      <circle cx={x} cy={y} r="11" fill={color} stroke="#fff" strokeWidth="3" />
      <circle cx={x} cy={y} r="3.5" fill="#fff" />
    </svg>
  );
}
