// The dog hours of a place as an administrator types them: the opening_hours text, checked on the
// server as it changes (the library stays off the browser), with its warnings and the next seven days.
import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { WeekTable } from "~/components/dog-status";
import { ErrorList } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { DogHoursPreview } from "~/lib/dog-hours";

/** How long typing pauses before the value is checked. */
const CHECK_DELAY_MS = 400;

type Props = {
  meta: FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;
  className?: string;
};

/** The check of `value`, with the place's coordinates and county as the form holds them now (sun times, time zone). */
function previewUrl(textarea: HTMLTextAreaElement | null, value: string) {
  const params = new URLSearchParams();
  for (const name of ["lat", "lng", "county"]) {
    const field = textarea?.form?.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.value.trim()) params.set(name, field.value.trim());
  }
  params.set("value", value.trim());
  return `/admin/dog-hours?${params}`;
}

export function DogHoursField({ meta, className }: Props) {
  const { t } = useTranslation("facts");
  const preview = useFetcher<DogHoursPreview>();
  const ref = useRef<HTMLTextAreaElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const previewId = `${meta.id}-preview`;
  const [typed, setTyped] = useState(meta.initialValue ?? "");

  const { load } = preview;
  const check = (value: string) => {
    window.clearTimeout(timer.current);
    setTyped(value);
    if (!value.trim()) return;
    timer.current = window.setTimeout(() => void load(previewUrl(ref.current, value)), CHECK_DELAY_MS);
  };

  // The stored hours are previewed as soon as the form opens.
  useEffect(() => {
    const opened = ref.current?.value ?? "";
    if (opened.trim()) void load(previewUrl(ref.current, opened));
    return () => window.clearTimeout(timer.current);
  }, [load]);

  const shown = typed.trim() ? preview.data : undefined;
  const { key: _key, ...props } = getTextareaProps(meta, {
    ariaDescribedBy: `${meta.descriptionId} ${previewId}`,
  });

  return (
    <div className={className}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={meta.id}>{t("hoursField.label")}</Label>
        <Textarea
          {...props}
          key={meta.key}
          ref={ref}
          rows={2}
          className="font-mono text-sm"
          onChange={(event) => check(event.target.value)}
        />
        <p id={meta.descriptionId} className="text-xs text-slate-600">
          {t("hoursField.hint")}
        </p>
        <ErrorList id={meta.errorId} errors={meta.errors} />
      </div>
      <div id={previewId} className="mt-2">
        {shown?.ok === false ? (
          <Alert tone="error">{t("hoursField.unreadable", { error: shown.error })}</Alert>
        ) : shown?.ok ? (
          <div className="rounded-md border border-slate-200 p-3">
            {shown.warnings.length ? (
              <Alert tone="info" title={t("hoursField.warnings")} className="mb-3">
                <ul className="list-disc pl-5">
                  {shown.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}
            <p className="mb-1 text-sm font-medium text-slate-800">{t("hoursField.nextDays")}</p>
            <WeekTable week={shown.week} timeZone={shown.timeZone} sunNote={shown.sunNote} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
