// Checks dog hours as an administrator types them: the library's error or warnings, and the next
// seven days in plain words, worked out on the server so the library never ships to the browser.
import { data } from "react-router";
import type { Route } from "./+types/dog-hours";
import { dogHoursWeek, type DogHoursPreview } from "~/lib/dog-hours";
import { adminApiUser } from "~/server/domain/admin-api.server";
import { checkDogHours, dogHoursTimeline } from "~/server/reference/dog-hours.server";

export type { DogHoursPreview };

const MAX_LENGTH = 1000;

function coordinate(raw: string | null, limit: number) {
  if (!raw?.trim()) return null;
  const n = Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { denied } = await adminApiUser(request, context);
  if (denied) return denied;
  const params = new URL(request.url).searchParams;
  const value = (params.get("value") ?? "").trim();
  if (!value) throw data({ error: "Enter dog hours to check" }, { status: 400 });
  if (value.length > MAX_LENGTH) throw data({ error: "Dog hours are too long" }, { status: 413 });

  const check = checkDogHours(value);
  if (!check.ok) return { ok: false, value, error: check.error } satisfies DogHoursPreview;

  const place = {
    county: params.get("county")?.trim() || null,
    lat: coordinate(params.get("lat"), 90),
    lng: coordinate(params.get("lng"), 180),
  };
  const sun =
    place.lat !== null && place.lng !== null
      ? { lat: place.lat, lng: place.lng, area: null }
      : { lat: 27.8, lng: -81.7, area: "the middle of Florida" };
  const now = new Date();
  const timeline = dogHoursTimeline(value, place, sun, now, 8);
  return {
    ok: true,
    value,
    warnings: check.warnings,
    timeZone: timeline?.timeZone ?? "America/New_York",
    week: timeline ? dogHoursWeek(timeline, now.getTime()) : [],
    sunNote: timeline?.sunNote ?? null,
  } satisfies DogHoursPreview;
}
