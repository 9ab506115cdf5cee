// The admin's location form (SPEC §2, §3): every field of a place, checked in the page
// with the same schema the server uses, saved without leaving the list.
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Field, focusFirstInvalid } from "~/components/admin-field";
import { useResultToast, type ActionResult } from "~/components/admin-feedback";
import { PhotoManager } from "~/components/photo-manager";
import { Button } from "~/components/ui/button";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import {
  LocationSchema,
  parseLocationForm,
  type LocationFieldErrors,
  type LocationFormValues,
} from "~/lib/location-schema";
import { slugify } from "~/lib/slug";
import { CATEGORIES, CROWD_LEVELS, FEES, LEASH_POLICY_CHOICES, LEASH_POLICIES, REGIONS } from "~/lib/vocabulary";

export type LocationFormResult = ActionResult & { errors?: LocationFieldErrors; values?: LocationFormValues };

type Props = {
  /** Present when editing. */
  locationId?: string;
  defaultValues: LocationFormValues;
  amenities: { name: string; displayName: string }[];
  submitLabel: string;
  onSaved?: () => void;
};

const FIELD_ORDER = Object.keys(LocationSchema.shape);

export function LocationForm({ locationId, defaultValues, amenities, submitLabel, onSaved }: Props) {
  const fetcher = useFetcher<LocationFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<LocationFieldErrors | null>(null);
  const [name, setName] = useState(defaultValues.name);
  useResultToast(fetcher, () => {
    fetcher.reset();
    onSaved?.();
  });

  const serverResult = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const errors: LocationFieldErrors = clientErrors ?? serverResult?.errors ?? {};
  const values = serverResult?.values ?? defaultValues;
  const busy = fetcher.state !== "idle";
  const prefix = locationId ? `edit-${locationId}` : "new-location";
  const fid = (field: string) => `${prefix}-${field}`;
  // The current leash policy may be one the forms no longer offer; keep it selectable.
  const leashChoices = LEASH_POLICY_CHOICES.some((l) => l.value === values.leash_policy)
    ? LEASH_POLICY_CHOICES
    : LEASH_POLICIES;

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = parseLocationForm(new FormData(event.currentTarget));
    if (result.errors) {
      event.preventDefault();
      setClientErrors(result.errors);
      focusFirstInvalid(
        event.currentTarget,
        FIELD_ORDER.filter((f) => result.errors[f as keyof LocationFieldErrors]),
      );
      return;
    }
    setClientErrors(null);
  }

  const text = (field: keyof LocationFormValues, label: string, extra: React.ComponentProps<"input"> = {}) => (
    <Field id={fid(field)} label={label} errors={errors[field]}>
      {(a11y) => <Input {...a11y} name={field} defaultValue={values[field] as string} {...extra} />}
    </Field>
  );
  const area = (field: keyof LocationFormValues, label: string, hint?: string) => (
    <Field id={fid(field)} label={label} errors={errors[field]} hint={hint}>
      {(a11y) => <Textarea {...a11y} name={field} defaultValue={values[field] as string} rows={3} />}
    </Field>
  );
  const select = (
    field: keyof LocationFormValues,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Field id={fid(field)} label={label} errors={errors[field]}>
      {(a11y) => (
        <NativeSelect {...a11y} name={field} defaultValue={values[field] as string}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );

  return (
    <fetcher.Form method="post" noValidate ref={formRef} onSubmit={handleSubmit} aria-label={submitLabel}>
      <input type="hidden" name="intent" value={locationId ? "update" : "create"} />
      {locationId ? <input type="hidden" name="id" value={locationId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field
            id={fid("name")}
            label="Name *"
            errors={errors.name}
            hint={name.trim() ? `Web address: /${slugify(name) || "place"}` : undefined}
          >
            {(a11y) => (
              <Input
                {...a11y}
                name="name"
                required
                defaultValue={values.name}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
        </div>
        {select("category", "Category", CATEGORIES)}
        {select("region", "Region", REGIONS)}
        {text("city", "City *", { required: true })}
        {text("county", "County *", { required: true })}
        <div className="sm:col-span-2">{text("address", "Address")}</div>
        {text("zip", "Zip Code", { inputMode: "numeric" })}
        {text("phone", "Phone", { type: "tel" })}
        {text("lat", "Latitude", { inputMode: "decimal" })}
        {text("lng", "Longitude", { inputMode: "decimal" })}
        {select("leash_policy", "Leash Policy", leashChoices)}
        {select("crowd_level", "Crowd Level", CROWD_LEVELS)}
        {select("fees", "Entry Fees", FEES)}
        {text("fee_details", "Fee Details")}
        {text("rating", "Rating (0-5)", { type: "number", min: 0, max: 5, step: 0.1 })}
        {text("review_count", "Review Count", { type: "number", min: 0, step: 1 })}
        {text("hours", "Hours")}
        {text("seasonality", "Seasonality")}
        <div className="sm:col-span-2">{area("description", "Description")}</div>
        <div className="sm:col-span-2">{area("rules", "Rules & Guidelines", "One rule per line.")}</div>
        {area("parking_details", "Parking Details")}
        {area("accessibility_notes", "Accessibility Notes")}
        <div className="sm:col-span-2">{area("safety_notes", "Safety Notes")}</div>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">Amenities</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {amenities.map((amenity) => (
              <label key={amenity.name} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="amenities"
                  value={amenity.name}
                  defaultChecked={values.amenities.includes(amenity.name)}
                  className="accent-brand-700 size-4"
                />
                {amenity.displayName}
              </label>
            ))}
          </div>
          {errors.amenities?.[0] ? <p className="mt-1 text-sm text-red-700">{errors.amenities[0]}</p> : null}
        </fieldset>
        <div className="sm:col-span-2">
          <PhotoManager name="photos" defaultValue={values.photos} slugHint={slugify(name)} />
        </div>
        {text("image_url", "Image URL", { type: "url" })}
        {text("map_url", "Google Maps Link", { type: "url" })}
        {text("external_official", "Official Website", { type: "url" })}
        {text("external_county", "County Website", { type: "url" })}
      </div>
      {serverResult && !serverResult.errors ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {serverResult.message}
          {serverResult.detail ? ` ${serverResult.detail}` : null}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}
