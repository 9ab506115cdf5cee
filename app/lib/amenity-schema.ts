// The amenity form's rules (SPEC §5), checked in the page and again on the server.
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .max(500, "Too long")
  .transform((v) => (v === "" ? null : v));

export const AmenitySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(60, "Name is too long")
    .regex(/^[a-z_]+$/, "Name must be lowercase with underscores only"),
  display_name: z.string().trim().min(1, "Display name is required").max(100, "Display name is too long"),
  description: optionalText,
  icon: optionalText.refine((v) => v === null || /^[a-z0-9-]+$/.test(v), "Icon must be a lucide icon name, e.g. trees"),
});

export type AmenityInput = z.output<typeof AmenitySchema>;
export type AmenityField = keyof z.input<typeof AmenitySchema>;
export type AmenityFieldErrors = Partial<Record<AmenityField, string[]>>;
export type AmenityFormValues = Record<AmenityField, string>;

export function amenityFormValues(formData: FormData): AmenityFormValues {
  const get = (key: string) => {
    const value = formData.get(key);
    return typeof value === "string" ? value : "";
  };
  return { name: get("name"), display_name: get("display_name"), description: get("description"), icon: get("icon") };
}

export function parseAmenityForm(formData: FormData) {
  const values = amenityFormValues(formData);
  const result = AmenitySchema.safeParse(values);
  if (result.success) return { values, data: result.data, errors: null };
  return { values, data: null, errors: z.flattenError(result.error).fieldErrors as AmenityFieldErrors };
}
