// The amenity form (SPEC §5): the same schema in the page and on the server; the name is fixed once created.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { FormErrors, InputField, TextareaField } from "~/components/forms";
import { useNoticeToast } from "~/components/notice";
import { Button } from "~/components/ui/button";
import type { ActionReply } from "~/lib/forms";
import { AmenitySchema, type AmenityInput } from "~/lib/schemas";

export type AmenityFormRow = {
  id: string;
  name: string;
  displayName: string;
  description: string | null;
  icon: string | null;
};

export function AmenityForm({ amenity, onSaved }: { amenity?: AmenityFormRow; onSaved?: () => void }) {
  const fetcher = useFetcher<ActionReply>();
  useNoticeToast(fetcher, () => {
    fetcher.reset();
    onSaved?.();
  });
  const [form, fields] = useForm<z.input<typeof AmenitySchema>, AmenityInput>({
    id: amenity ? `amenity-${amenity.id}` : "new-amenity",
    constraint: getZodConstraint(AmenitySchema),
    defaultValue: amenity,
    lastResult: fetcher.data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AmenitySchema }),
    shouldRevalidate: "onBlur",
  });
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={amenity ? "update" : "create"} />
      {amenity ? <input type="hidden" name="id" value={amenity.id} /> : null}
      <InputField
        meta={fields.name}
        label="Name *"
        hint={
          amenity
            ? "The name cannot be changed: places refer to it."
            : "Lowercase letters and underscores, e.g. dog_wash."
        }
        readOnly={Boolean(amenity)}
        autoComplete="off"
      />
      <InputField meta={fields.displayName} label="Display Name *" />
      <TextareaField meta={fields.description} label="Description" rows={3} />
      <InputField meta={fields.icon} label="Icon" hint="A lucide icon name, e.g. trees." autoComplete="off" />
      <FormErrors form={form} />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : amenity ? "Update Amenity" : "Create Amenity"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
