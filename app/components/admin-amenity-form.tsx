// The amenity form (SPEC §5): the same schema in the page and on the server; the name is fixed once created.
import { useState } from "react";
import { useFetcher } from "react-router";
import { Field, focusFirstInvalid } from "~/components/admin-field";
import { useResultToast, type ActionResult } from "~/components/admin-feedback";
import { Button } from "~/components/ui/button";
import { Input, Textarea } from "~/components/ui/input";
import { AmenitySchema, parseAmenityForm, type AmenityFieldErrors, type AmenityFormValues } from "~/lib/amenity-schema";

export type AmenityFormResult = ActionResult & { errors?: AmenityFieldErrors; values?: AmenityFormValues };

const FIELD_ORDER = Object.keys(AmenitySchema.shape);

export function AmenityForm({
  amenityId,
  defaultValues,
  onSaved,
}: {
  amenityId?: string;
  defaultValues: AmenityFormValues;
  onSaved?: () => void;
}) {
  const fetcher = useFetcher<AmenityFormResult>();
  const [clientErrors, setClientErrors] = useState<AmenityFieldErrors | null>(null);
  useResultToast(fetcher, () => {
    fetcher.reset();
    onSaved?.();
  });
  const serverResult = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const errors = clientErrors ?? serverResult?.errors ?? {};
  const values = serverResult?.values ?? defaultValues;
  const prefix = amenityId ? `amenity-${amenityId}` : "new-amenity";
  const busy = fetcher.state !== "idle";

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = parseAmenityForm(new FormData(event.currentTarget));
    if (result.errors) {
      event.preventDefault();
      setClientErrors(result.errors);
      focusFirstInvalid(
        event.currentTarget,
        FIELD_ORDER.filter((f) => result.errors[f as keyof AmenityFieldErrors]),
      );
      return;
    }
    setClientErrors(null);
  }

  return (
    <fetcher.Form method="post" noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={amenityId ? "update" : "create"} />
      {amenityId ? <input type="hidden" name="id" value={amenityId} /> : null}
      <Field
        id={`${prefix}-name`}
        label="Name *"
        errors={errors.name}
        hint={
          amenityId
            ? "The name cannot be changed: places refer to it."
            : "Lowercase letters and underscores, e.g. dog_wash."
        }
      >
        {(a11y) => (
          <Input
            {...a11y}
            name="name"
            defaultValue={values.name}
            readOnly={Boolean(amenityId)}
            required
            autoComplete="off"
          />
        )}
      </Field>
      <Field id={`${prefix}-display_name`} label="Display Name *" errors={errors.display_name}>
        {(a11y) => <Input {...a11y} name="display_name" defaultValue={values.display_name} required />}
      </Field>
      <Field id={`${prefix}-description`} label="Description" errors={errors.description}>
        {(a11y) => <Textarea {...a11y} name="description" defaultValue={values.description} rows={3} />}
      </Field>
      <Field id={`${prefix}-icon`} label="Icon" errors={errors.icon} hint="A lucide icon name, e.g. trees.">
        {(a11y) => <Input {...a11y} name="icon" defaultValue={values.icon} autoComplete="off" />}
      </Field>
      {serverResult && !serverResult.errors ? (
        <p role="alert" className="text-sm text-red-700">
          {serverResult.message}
          {serverResult.detail ? ` ${serverResult.detail}` : null}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : amenityId ? "Update Amenity" : "Create Amenity"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
