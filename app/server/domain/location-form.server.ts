// The admin's location form as the server reads it: LocationFormSchema (a place and its dogs'
// limits), plus the checks only the server
// can make (amenity keys that exist, photos our storage made or on https:, dog hours the library can read). Used by Locations (create,
// update) and by the submissions review (approve with the edited details).
import { LocationSchema } from "~/lib/schemas";
import { LocationFormSchema } from "~/lib/location-form-schema";
import type { Db } from "../infra/db.server";
import { PHOTO_MESSAGES } from "~/lib/photos";
import { checkDogHours } from "../reference/dog-hours.server";
import { isAllowedPhotoUrl } from "./photos.server";
import { listAmenities } from "../queries/amenities.server";

export async function locationFormSchema(db: Db) {
  const known = new Set((await listAmenities(db)).map((a) => a.name));
  return LocationFormSchema.safeExtend({
    amenities: LocationSchema.shape.amenities.superRefine((keys, ctx) => {
      const unknown = keys.filter((key) => !known.has(key));
      if (unknown.length) ctx.addIssue({ code: "custom", message: `Unknown amenity: ${unknown.join(", ")}` });
    }),
    photos: LocationSchema.shape.photos.superRefine((urls, ctx) => {
      const refused = urls.filter((url) => !isAllowedPhotoUrl(url));
      if (refused.length) {
        const shown = refused.map((url) => (url.length > 80 ? `${url.slice(0, 80)}…` : url));
        ctx.addIssue({ code: "custom", message: `${PHOTO_MESSAGES.notOurs}: ${shown.join(", ")}` });
      }
    }),
    dogHours: LocationSchema.shape.dogHours.superRefine((value, ctx) => {
      const check = value ? checkDogHours(value) : null;
      if (check && !check.ok) ctx.addIssue({ code: "custom", message: `Dog hours cannot be read: ${check.error}` });
    }),
  });
}
