// The admin's location form as the browser checks it: a place's fields (LocationSchema) and its
// dogs' limits (app/lib/fits/limits-form.ts). The server adds its own checks to the same fields
// (app/server/domain/location-form.server.ts).
import type { z } from "zod";
import { LimitsFormSchema } from "./fits/limits-form";
import { LocationSchema } from "./schemas";

export const LocationFormSchema = LocationSchema.safeExtend({ dogLimits: LimitsFormSchema.optional() });

export type LocationFormInput = z.output<typeof LocationFormSchema>;
