// The form fields, wired to Conform: a label, the control, an optional hint and the field's errors,
// tied together by id, aria-invalid and aria-describedby. One family for every form of the site.
// The rules' messages (app/lib/validation-messages.ts) show in the page's language; useSchemaForm
// checks a form in the browser with the schema the server checks it with.
import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import * as React from "react";
import type { z } from "zod";
import { useErrorText } from "~/components/error-text";
import { Choices } from "~/components/labelled-select";
import { Alert } from "~/components/ui/alert";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";
import type { Choice } from "~/lib/vocabulary";

// Any field of any form; the field's own value type does not matter to its markup.
type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

type FieldFrame = {
  meta: Meta;
  label: React.ReactNode;
  /** A line under the control, read with it by screen readers. */
  hint?: React.ReactNode;
  className?: string;
};

export { useErrorText };

/** The messages of a field (or of the whole form), first one first. */
type CheckMoment = "onSubmit" | "onBlur" | "onInput";

/**
 * A form checked in the browser with the zod schema the server checks it with: the schema's
 * constraints on its fields, the server's last answer shown, and when a field is checked first and again.
 */
export function useSchemaForm<Schema extends z.ZodObject>(
  schema: Schema,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Partial<z.input<Schema>>;
    shouldValidate?: CheckMoment;
    shouldRevalidate: CheckMoment;
  },
) {
  return useForm({
    ...options,
    defaultValue: options.defaultValue as DefaultValue<z.input<Schema>>,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

export function ErrorList({ id, errors, className }: { id?: string; errors?: string[] | null; className?: string }) {
  const text = useErrorText();
  const shown = errors?.filter(Boolean);
  if (!shown?.length) return null;
  return (
    <ul id={id} className={cn("flex flex-col gap-0.5 text-sm text-red-700", className)}>
      {shown.map((message) => (
        <li key={message}>{text(message)}</li>
      ))}
    </ul>
  );
}

/** The errors of the whole form (not of one field), in an alert box above the button. */
export function FormErrors({
  form,
  className,
}: {
  form: Pick<FormMetadata<Record<string, unknown>, string[]>, "errors" | "errorId">;
  className?: string;
}) {
  const text = useErrorText();
  if (!form.errors?.length) return null;
  return (
    <Alert tone="error" id={form.errorId} className={className}>
      {form.errors.map(text).join(" ")}
    </Alert>
  );
}

function Frame({ meta, label, hint, className, children }: FieldFrame & { children: React.ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={meta.id}>{label}</Label>
      {children}
      {hint ? (
        <p id={meta.descriptionId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

const aria = (meta: Meta, hint: React.ReactNode) => ({ ariaDescribedBy: hint ? meta.descriptionId : undefined });

export function InputField({
  meta,
  label,
  hint,
  className,
  type = "text",
  ...props
}: FieldFrame &
  Omit<React.ComponentProps<"input">, "name" | "id" | "defaultValue" | "className" | "type"> & {
    type?: "text" | "email" | "password" | "tel" | "url" | "number" | "search";
  }) {
  return (
    <Frame meta={meta} label={label} hint={hint} className={className}>
      <Input {...getInputProps(meta, { type, ...aria(meta, hint) })} key={meta.key} {...props} />
    </Frame>
  );
}

/** A person's e-mail address: the browser checks its form and offers the address it knows. */
export function EmailField(props: Omit<React.ComponentProps<typeof InputField>, "type" | "autoComplete">) {
  return <InputField {...props} type="email" autoComplete="email" />;
}

export function TextareaField({
  meta,
  label,
  hint,
  className,
  ...props
}: FieldFrame & Omit<React.ComponentProps<"textarea">, "name" | "id" | "defaultValue" | "className">) {
  // With `value` the page holds what is typed (e.g. a note kept while its dialog is closed): no default then.
  const { defaultValue, ...wired } = getTextareaProps(meta, aria(meta, hint));
  return (
    <Frame meta={meta} label={label} hint={hint} className={className}>
      <Textarea
        {...wired}
        defaultValue={props.value === undefined ? defaultValue : undefined}
        key={meta.key}
        {...props}
      />
    </Frame>
  );
}

export function SelectField({
  meta,
  label,
  hint,
  className,
  options,
  placeholder,
  ...props
}: FieldFrame &
  Omit<React.ComponentProps<"select">, "name" | "id" | "defaultValue" | "className" | "children"> & {
    options: readonly Choice[];
    /** A first, empty choice such as 'Select a category'. */
    placeholder?: string;
  }) {
  return (
    <Frame meta={meta} label={label} hint={hint} className={className}>
      <NativeSelect {...getSelectProps(meta, aria(meta, hint))} key={meta.key} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        <Choices options={options} />
      </NativeSelect>
    </Frame>
  );
}

/** Checkboxes sending one list (e.g. amenities): a fieldset named by its legend. */
export function CheckboxGroupField({
  meta,
  legend,
  options,
  className,
}: {
  meta: Meta;
  legend: React.ReactNode;
  options: readonly Choice[];
  className?: string;
}) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset className={className} aria-describedby={invalid ? meta.errorId : undefined} key={meta.key}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((o) => {
          const { key: _key, ...props } = getInputProps(meta, {
            type: "checkbox",
            value: o.value,
            ariaAttributes: false,
          });
          return (
            <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                {...props}
                id={`${meta.id}-${o.value}`}
                aria-invalid={invalid || undefined}
                className="accent-brand-700 size-4"
              />
              {o.label}
            </label>
          );
        })}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} className="mt-1" />
    </fieldset>
  );
}
