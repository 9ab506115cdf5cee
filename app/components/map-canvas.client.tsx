// The interactive map, drawn with MapLibre GL JS; imported by PlacesMap only when a map is shown.
// Places are buttons named after the place (clusters: "Cluster of 12 places, zoom in"), placed
// by MapLibre as DOM markers, so they are reached with Tab like any other button.
import {
  AttributionControl,
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
} from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import Supercluster from "supercluster";
import { CategoryIcon } from "~/components/category-icon";
import { fromListState } from "~/lib/back-to-list";
import { FLORIDA_BOUNDS } from "~/lib/florida-projection";
import { categoryColor, type MapPoint } from "~/lib/map";
import { useLocalePath } from "~/lib/i18n";
import { offlineStyle, type MapCredits } from "~/lib/map-style";
import { ROAD_PLATE_PREFIX, ROAD_TIERS, roadPlate, type RoadTier } from "~/lib/map-style-roads";
import { LEASH_POLICY_VALUES, placePath } from "~/lib/vocabulary";

setWorkerUrl(workerUrl);

declare global {
  /**
   * The maps drawn on this page, for the browser tests only: a test that sets it to an array before
   * the page's scripts run (tests/e2e/helpers/map.ts) can ask MapLibre what it drew. Unset otherwise.
   */
  var __MAPS__: MapLibreMap[] | undefined;
}

type Props = {
  points: MapPoint[];
  single: boolean;
  styleUrl: string | null;
  attribution: string | null;
  /** Called when the map cannot start after all (no WebGL context, a broken style). */
  onFailure: (reason: MapFailure) => void;
  /** Where a point's card links to, when not to the place's public page (the admin's candidates). */
  pointHref?: (point: MapPoint) => string;
};

/** Why a map is not drawn: it could not start here (no WebGL context, a broken style), or its code could not be fetched. */
export type MapFailure = "start" | "load";

type View = { bbox: [number, number, number, number]; zoom: number };

type Item =
  | { kind: "cluster"; key: string; id: number; count: number; lng: number; lat: number }
  | { kind: "place"; key: string; point: MapPoint };

/**
 * Zoom levels: a place's own page, the closest a list zooms to fit its places (closer on a street
 * basemap than on our own map, whose county shapes and 1 km lakes have nothing more to show; at 9 it
 * names the towns of 10,000 people around the place), the deepest cluster.
 */
const ZOOMS = {
  street: { place: 13, fit: 13, max: 19 },
  offline: { place: 9, fit: 10, max: 14 },
};
const CLUSTER_MAX_ZOOM = 13;

function viewOf(map: MapLibreMap): View {
  const b = map.getBounds();
  return {
    bbox: [
      Math.max(-180, b.getWest()),
      Math.max(-85, b.getSouth()),
      Math.min(180, b.getEast()),
      Math.min(85, b.getNorth()),
    ],
    zoom: Math.round(map.getZoom()),
  };
}

/** Moves the map to show every point (or Florida, without points). */
function fit(map: MapLibreMap, points: MapPoint[], single: boolean, zooms: (typeof ZOOMS)["street"]) {
  if (single && points[0]) {
    map.jumpTo({ center: [points[0].lng, points[0].lat], zoom: zooms.place });
    return;
  }
  const bounds = new LngLatBounds();
  for (const p of points) bounds.extend([p.lng, p.lat]);
  if (bounds.isEmpty())
    bounds.extend([FLORIDA_BOUNDS[0], FLORIDA_BOUNDS[1]]).extend([FLORIDA_BOUNDS[2], FLORIDA_BOUNDS[3]]);
  map.fitBounds(bounds, { padding: 48, maxZoom: zooms.fit, animate: false });
}

export default function MapCanvas({ points, single, styleUrl, attribution, onFailure, pointHref }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const { t } = useTranslation("browse");
  const mapTitle = t("map.title");
  const credits = useMemo<MapCredits>(
    () => ({
      places: t("map.credits.places"),
      boundaries: t("map.credits.boundaries"),
      towns: t("map.credits.towns"),
      naturalEarth: t("map.credits.naturalEarth"),
      roads: t("map.credits.roads"),
    }),
    [t],
  );
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [view, setView] = useState<View | null>(null);
  const [selected, setSelected] = useState<MapPoint | null>(null);
  const failed = useEffectEvent(() => onFailure("start"));
  const firstPoints = useEffectEvent(() => points);
  const zooms = styleUrl ? ZOOMS.street : ZOOMS.offline;

  useEffect(() => {
    if (!container.current) return;
    let instance: MapLibreMap;
    try {
      instance = new MapLibreMap({
        container: container.current,
        style: styleUrl ?? offlineStyle(window.location.origin, credits),
        bounds: [...FLORIDA_BOUNDS],
        maxZoom: zooms.max,
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        renderWorldCopies: false,
        locale: { "Map.Title": mapTitle },
      });
    } catch {
      failed();
      return;
    }
    instance.touchZoomRotate.disableRotation();
    instance.keyboard.disableRotation();
    instance.addControl(new NavigationControl({ showCompass: false }), "top-right");
    instance.addControl(
      new AttributionControl({
        compact: false,
        // Every map credits OpenStreetMap, where the places come from.
        customAttribution: attribution ? [credits.places, attribution] : credits.places,
      }),
      "bottom-right",
    );
    fit(instance, firstPoints(), single, zooms);
    instance.on("webglcontextlost", () => failed());
    // The road numbers' plates of the default style, drawn the first time the style asks for them.
    instance.setMissingStyleImageResolver((id) => {
      const tier = id.startsWith(ROAD_PLATE_PREFIX) ? id.slice(ROAD_PLATE_PREFIX.length) : "";
      if (!(ROAD_TIERS as readonly string[]).includes(tier) || instance.hasImage(id)) return;
      const plate = roadPlate(tier as RoadTier);
      instance.addImage(id, plate.image, plate.options);
    });
    instance.once("load", () => {
      window.__MAPS__?.push(instance);
      setMap(instance);
      setView(viewOf(instance));
    });
    return () => instance.remove();
  }, [styleUrl, attribution, single, zooms, mapTitle, credits]);

  useEffect(() => {
    if (!map) return;
    const update = () => setView(viewOf(map));
    map.on("moveend", update);
    return () => {
      map.off("moveend", update);
    };
  }, [map]);

  // New filters, new places: show them all (the move redraws the markers).
  useEffect(() => {
    if (map) fit(map, points, single, zooms);
  }, [map, points, single, zooms]);

  const index = useMemo(() => {
    const cluster = new Supercluster<MapPoint>({ radius: 44, maxZoom: CLUSTER_MAX_ZOOM });
    return cluster.load(
      points.map((p) => ({ type: "Feature", geometry: { type: "Point", coordinates: [p.lng, p.lat] }, properties: p })),
    );
  }, [points]);

  const items = useMemo<Item[]>(() => {
    if (!view) return [];
    if (single) return points.map((point) => ({ kind: "place", key: point.id, point }));
    return index.getClusters(view.bbox, view.zoom).map((feature) => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties;
      if ("cluster" in properties && properties.cluster) {
        const id = properties.cluster_id;
        return { kind: "cluster", key: `cluster-${id}`, id, count: properties.point_count, lng, lat };
      }
      const point = properties as MapPoint;
      return { kind: "place", key: point.id, point };
    });
  }, [index, points, single, view]);

  const shown = selected && points.some((p) => p.id === selected.id) ? selected : null;

  function zoomInto(item: Extract<Item, { kind: "cluster" }>) {
    if (!map) return;
    const zoom = Math.min(index.getClusterExpansionZoom(item.id), CLUSTER_MAX_ZOOM + 1);
    setSelected(null);
    // The cluster's button is gone after the move: keyboard users go on from the map itself.
    map.once("moveend", () => map.getCanvas().focus());
    map.easeTo({ center: [item.lng, item.lat], zoom });
  }

  function closeCard(point: MapPoint) {
    setSelected(null);
    container.current?.querySelector<HTMLElement>(`[data-place="${point.id}"]`)?.focus();
  }

  return (
    <>
      <div ref={container} className="h-full w-full" />
      {map
        ? items.map((item) =>
            item.kind === "cluster" ? (
              <MapMarker key={item.key} map={map} lng={item.lng} lat={item.lat}>
                <button
                  type="button"
                  aria-label={t("map.cluster", { count: item.count })}
                  onClick={() => zoomInto(item)}
                  className="bg-brand-700 hover:bg-brand-800 flex size-10 items-center justify-center rounded-full border-2 border-white text-sm font-bold text-white shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
                >
                  <span aria-hidden="true">{item.count}</span>
                </button>
              </MapMarker>
            ) : (
              <MapMarker key={item.key} map={map} lng={item.point.lng} lat={item.point.lat}>
                <PlaceMarker
                  point={item.point}
                  interactive={!single}
                  selected={shown?.id === item.point.id}
                  onChoose={() => setSelected(item.point)}
                />
              </MapMarker>
            ),
          )
        : null}
      {map && shown && !single ? (
        <MapPopup key={shown.id} map={map} lng={shown.lng} lat={shown.lat} onClose={() => setSelected(null)}>
          <PlaceCard point={shown} href={pointHref?.(shown)} onEscape={() => closeCard(shown)} />
        </MapPopup>
      ) : null}
    </>
  );
}

function PlaceMarker({
  point,
  interactive,
  selected,
  onChoose,
}: {
  point: MapPoint;
  interactive: boolean;
  selected: boolean;
  onChoose: () => void;
}) {
  const className =
    "flex size-8 items-center justify-center rounded-full border-2 border-white text-white shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900";
  const style = { backgroundColor: categoryColor(point.category).hex };
  const icon = <CategoryIcon category={point.category} className="size-4" />;
  if (!interactive) {
    return (
      <span role="img" aria-label={point.name} className={className} style={style}>
        {icon}
      </span>
    );
  }
  return (
    <button
      type="button"
      data-place={point.id}
      aria-label={point.name}
      aria-expanded={selected}
      onClick={(event) => {
        // The map closes an open card on a click on the map; this click chooses another.
        event.stopPropagation();
        onChoose();
      }}
      className={className + (selected ? " ring-4 ring-amber-300" : "")}
      style={style}
    >
      {icon}
    </button>
  );
}

/** A DOM element that MapLibre keeps at a place on the map; React draws into it. */
function MapMarker({
  map,
  lng,
  lat,
  children,
}: {
  map: MapLibreMap;
  lng: number;
  lat: number;
  children: React.ReactNode;
}) {
  const [element] = useState(() => document.createElement("div"));
  useEffect(() => {
    const marker = new Marker({ element, anchor: "center" }).setLngLat([lng, lat]).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, element, lng, lat]);
  return createPortal(children, element);
}

/** MapLibre's popup, holding React content; closes on a click on the map or its close button. */
function MapPopup({
  map,
  lng,
  lat,
  onClose,
  children,
}: {
  map: MapLibreMap;
  lng: number;
  lat: number;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const [element] = useState(() => document.createElement("div"));
  const closed = useEffectEvent(onClose);
  useEffect(() => {
    const popup = new Popup({ offset: 20, maxWidth: "260px", focusAfterOpen: true })
      .setDOMContent(element)
      .setLngLat([lng, lat]);
    const handleClose = () => closed();
    popup.on("close", handleClose);
    popup.addTo(map);
    return () => {
      popup.off("close", handleClose);
      popup.remove();
    };
  }, [map, element, lng, lat]);
  return createPortal(children, element);
}

function PlaceCard({ point, href, onEscape }: { point: MapPoint; href?: string; onEscape: () => void }) {
  const { t } = useTranslation("facts");
  const lp = useLocalePath();
  const leash = (LEASH_POLICY_VALUES as readonly string[]).includes(point.leashPolicy ?? "")
    ? t(`leash.${point.leashPolicy as (typeof LEASH_POLICY_VALUES)[number]}`)
    : null;
  const location = useLocation();
  return (
    <div
      role="dialog"
      aria-label={point.name}
      className="pr-5 text-slate-800"
      onKeyDown={(event) => {
        if (event.key === "Escape") onEscape();
      }}
    >
      <p
        className="flex items-center gap-1.5 text-xs font-medium tracking-wide uppercase"
        style={{ color: categoryColor(point.category).hex }}
      >
        <CategoryIcon category={point.category} className="size-3.5" />
        {t(`category.${point.category}`)}
      </p>
      <p className="mt-1 text-base leading-snug font-semibold">
        <Link
          to={href ?? lp(placePath(point))}
          state={href ? undefined : fromListState(location)}
          className="text-brand-800 underline"
        >
          {point.name}
        </Link>
      </p>
      {leash ? <p className="mt-1 text-sm">{leash}</p> : null}
    </div>
  );
}
