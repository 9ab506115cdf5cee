// A native select named by its label, over a list of choices, after an optional first choice of the
// screen's own ("All", or a disabled "Choose a reason"); and the choices alone, for a select styled its own way.
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
  ...props
}: Omit<React.ComponentProps<"select">, "id" | "children"> & {
  id: string;
  label: React.ReactNode;
  options: readonly Choice[];
  first?: Choice & { disabled?: boolean };
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} {...props}>
        {first ? (
          <option value={first.value} disabled={first.disabled}>
            {first.label}
          </option>
        ) : null}
        <Choices options={options} />
      </NativeSelect>
    </div>
  );
}
