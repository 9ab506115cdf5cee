// The map of a list (or of one place) and the List / Map switch. The map's code (MapLibre GL JS)
// is fetched only once a map is on screen: the server and the first render show a placeholder,
// then the browser imports it. Without WebGL the map says so and the list stays the way in.
import { List, Map as MapIcon } from "lucide-react";
import {
  lazy,
  Suspense,
  type ComponentProps,
  type ComponentType,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { listHref, withView } from "~/lib/list-addresses";
import { type MapData, type MapPoint } from "~/lib/map";
import { useCountWords } from "~/lib/browse-i18n";
import { cn } from "~/lib/utils";
import type { MapFailure } from "./map-canvas.client";
import { useRootData } from "~/lib/root-data";

/**
 * The map's code, fetched once a map is on screen. When it cannot be fetched (offline, before any map
 * was drawn or kept on this device) the map says so and the page stays as it is.
 */
const MapCanvas = lazy<ComponentType<ComponentProps<typeof import("./map-canvas.client").default>>>(() =>
  import("./map-canvas.client").catch(() => ({ default: MapCodeMissing })),
);

function MapCodeMissing({ onFailure }: { onFailure: (reason: MapFailure) => void }) {
  useEffect(() => onFailure("load"), [onFailure]);
  return null;
}

const noSubscription = () => () => {};

let webGL: boolean | undefined;
/** Whether this browser can draw WebGL (asked once, from a canvas that is then dropped). */
function supportsWebGL() {
  if (webGL === undefined) {
    try {
      const canvas = document.createElement("canvas");
      webGL = Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
    } catch {
      webGL = false;
    }
  }
  return webGL;
}

/**
 * Whether the element has come within a screen's height of the viewport (and stays so once it
 * has): a map further down a page costs nothing until the visitor scrolls towards it.
 */
function useNearViewport(element: HTMLElement | null, enabled: boolean) {
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/** "idle" on the server and while hydrating; then whether the map can be drawn here. */
function useMapSupport(): "idle" | "ready" | "unsupported" {
  return useSyncExternalStore(
    noSubscription,
    () => (supportsWebGL() ? "ready" : "unsupported"),
    () => "idle",
  );
}

type PlacesMapProps = {
  points: MapPoint[];
  /** A place's own page: its point only, without clusters or a card. */
  single?: boolean;
  className?: string;
  /** The name of the map region, for screen readers and tests. */
  label?: string;
  /** Where a point's card links to, when not to the place's public page. */
  pointHref?: (point: MapPoint) => string;
};

export function PlacesMap({ points, single = false, className, label, pointHref }: PlacesMapProps) {
  const { t } = useTranslation("browse");
  const support = useMapSupport();
  const style = useRootData()?.map ?? { styleUrl: null, attribution: null };
  const [failed, setFailed] = useState<MapFailure | null>(null);
  // A place's small map lies below its facts: it loads when scrolled near, not with the page.
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(region, single);
  // A place's own map has no list beside it to point to.
  const message =
    failed === "load"
      ? t(single ? "map.notLoadedOne" : "map.notLoaded")
      : support === "unsupported" || failed
        ? t(single ? "map.unsupportedOne" : "map.unsupported")
        : t("map.loading");

  return (
    <div
      ref={setRegion}
      role="region"
      aria-label={label ?? t("map.label")}
      className={cn("relative overflow-hidden rounded-xl border border-slate-200 bg-sky-100", className)}
    >
      {support === "ready" && !failed && near ? (
        <Suspense fallback={<MapMessage>{message}</MapMessage>}>
          <MapCanvas
            points={points}
            single={single}
            styleUrl={style.styleUrl}
            attribution={style.attribution}
            onFailure={setFailed}
            pointHref={pointHref}
          />
        </Suspense>
      ) : (
        <MapMessage>
          {support === "idle" ? <noscript>{t("map.noScript")}</noscript> : null}
          {support === "ready" && !near ? null : support === "idle" ? (
            <span className="sr-only">{message}</span>
          ) : (
            message
          )}
        </MapMessage>
      )}
    </div>
  );
}

function MapMessage({ children }: { children: React.ReactNode }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center p-6 text-center text-slate-800">
      <p role="status">{children}</p>
    </div>
  );
}

/** The map beside a list: every place the filters match, and how many it cannot draw. */
export function ListMap({ map, className }: { map: MapData; className?: string }) {
  const { t } = useTranslation("browse");
  const { n } = useCountWords();
  const beyond = map.withCoordinates - map.points.length;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <PlacesMap points={map.points} className="h-[70vh] min-h-80 lg:h-[calc(100vh-6rem)]" />
      {map.withoutCoordinates > 0 ? (
        <p className="text-sm text-slate-700">{t("map.notOnMap", { count: map.withoutCoordinates })}</p>
      ) : null}
      {beyond > 0 ? (
        <p className="text-sm text-slate-700">{t("map.beyond", { shown: n(map.points.length), beyond: n(beyond) })}</p>
      ) : null}
    </div>
  );
}

/**
 * A list and, with `map`, its map: side by side on wide screens; on a phone the map takes the
 * list's place (the List / Map switch goes back).
 */
export function ListWithMap({ map, children }: { map: MapData | null; children: React.ReactNode }) {
  if (!map) return <>{children}</>;
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:gap-6">
      <div className="hidden lg:block">{children}</div>
      <ListMap map={map} className="lg:sticky lg:top-4" />
    </div>
  );
}

/** The List / Map switch: two links to the same list, keeping its filters. */
export function ListMapToggle({
  pathname,
  params,
  mapView,
}: {
  pathname: string;
  params: URLSearchParams;
  mapView: boolean;
}) {
  const { t } = useTranslation("browse");
  const item = (active: boolean) =>
    cn(
      "inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium",
      active ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:text-slate-900",
    );
  return (
    <nav aria-label={t("map.showAs")} className="inline-flex rounded-lg bg-slate-100 p-1">
      <Link
        to={listHref(pathname, withView(params, false))}
        preventScrollReset
        aria-current={mapView ? undefined : "page"}
        className={item(!mapView)}
      >
        <List className="size-4" aria-hidden="true" /> {t("map.list")}
      </Link>
      <Link
        to={listHref(pathname, withView(params, true))}
        preventScrollReset
        aria-current={mapView ? "page" : undefined}
        className={item(mapView)}
      >
        <MapIcon className="size-4" aria-hidden="true" /> {t("map.map")}
      </Link>
    </nav>
  );
}
