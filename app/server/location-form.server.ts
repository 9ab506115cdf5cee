// The admin's location form as the server reads it: LocationSchema, plus the checks only the server
// can make (amenity keys that exist, dog hours the library can read). Used by Locations (create,
// update) and by the submissions review (approve with the edited details).
import { LocationSchema } from "~/lib/schemas";
import type { Db } from "./db.server";
import { checkDogHours } from "./dog-hours.server";
import { listAmenities } from "./queries/amenities.server";

export async function locationFormSchema(db: Db) {
  const known = new Set((await listAmenities(db)).map((a) => a.name));
  return LocationSchema.safeExtend({
    amenities: LocationSchema.shape.amenities.superRefine((keys, ctx) => {
      const unknown = keys.filter((key) => !known.has(key));
      if (unknown.length) ctx.addIssue({ code: "custom", message: `Unknown amenity: ${unknown.join(", ")}` });
    }),
    dogHours: LocationSchema.shape.dogHours.superRefine((value, ctx) => {
      const check = value ? checkDogHours(value) : null;
      if (check && !check.ok) ctx.addIssue({ code: "custom", message: `Dog hours cannot be read: ${check.error}` });
    }),
  });
}
