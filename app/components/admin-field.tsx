// A labelled form field with its error message, for the admin forms.
import * as React from "react";
import { Label } from "~/components/ui/label";

export function Field({
  id,
  label,
  errors,
  hint,
  children,
}: {
  id: string;
  label: string;
  errors?: string[];
  hint?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode;
}) {
  const error = errors?.[0];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Moves focus to the first field the check refused, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null, fields: string[]) {
  if (!form) return;
  for (const name of fields) {
    const el = form.querySelector<HTMLElement>(`[name="${name}"]`);
    if (el) {
      el.focus();
      return;
    }
  }
}
