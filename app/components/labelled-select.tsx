// A native select named by its label, over a list of choices, after an optional first choice of the
// screen's own ("All", or the disabled prompt of a required choice, "Choose a reason"); and the choices alone, for a select styled its own way.
import type * as React from "react";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { Choice } from "~/lib/vocabulary";

export function Choices({ options }: { options: readonly Choice[] }) {
  return (
    <>
      {options.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}

export function LabelledSelect({
  id,
  label,
  options,
  first,
  prompt,
  ...props
}: Omit<React.ComponentProps<"select">, "id" | "children"> & {
  id: string;
  label: React.ReactNode;
  options: readonly Choice[];
  first?: Choice & { disabled?: boolean };
  /** Makes the choice required: the select opens on this disabled prompt ("Choose a reason"). */
  prompt?: string;
}) {
  const opening = prompt ? { value: "", label: prompt, disabled: true } : first;
  const required = prompt ? { required: true, defaultValue: "" } : {};
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} {...props} {...required}>
        {opening ? (
          <option value={opening.value} disabled={opening.disabled}>
            {opening.label}
          </option>
        ) : null}
        <Choices options={options} />
      </NativeSelect>
    </div>
  );
}
