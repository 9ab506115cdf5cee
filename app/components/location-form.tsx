// The admin's location form (SPEC §2, §3): every field of a place, checked in the page with the
// schema the server uses, saved without leaving the list.
import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { DogHoursField } from "~/components/dog-hours-field";
import { LimitsFields } from "~/components/fits/limits-fields";
import { CheckboxGroupField, ErrorList, FormErrors, InputField, SelectField, TextareaField } from "~/components/forms";
import { useNoticeToast } from "~/components/notice";
import { PhotoManager } from "~/components/photo-manager";
import { Button } from "~/components/ui/button";
import type { ActionReply } from "~/lib/forms";
import { fieldLabel, PLACE_FIELD_LABELS, type PlaceField } from "~/lib/audit";
import { locationFormTexts, type PlaceFieldDeclaration } from "~/lib/place-fields";
import { todayInFlorida } from "~/lib/dates";
import { ruleLines } from "~/lib/rules";
import { LocationSchema } from "~/lib/schemas";
import { LocationFormSchema, type LocationFormInput } from "~/lib/location-form-schema";
import { limitsFormValues } from "~/lib/fits/limits-form";
import { slugify } from "~/lib/slug";
import {
  CATEGORIES,
  CROWD_LEVELS,
  FEES,
  LEASH_POLICY_CHOICES,
  LEASH_POLICIES,
  PLACE_DEFAULTS,
  PLACE_STATUSES,
  REGIONS,
  YES_NO,
} from "~/lib/vocabulary";
import type { Location } from "~/lib/models";

/** A place as the form edits it: the columns the form fills, named as they are. */
export type LocationFormRow = Pick<Location, "id" | keyof LocationFormInput>;

type LocationFields = z.input<typeof LocationFormSchema>;

type Props = {
  /** The place being edited; none for a new one. */
  location?: LocationFormRow;
  amenities: { name: string; displayName: string }[];
  submitLabel: string;
  onSaved?: () => void;
  /**
   * A fetcher key the page also reads, so that the page announces the result even when saving
   * removes this form's row from the list (a rename while the list is filtered by the old name).
   */
  fetcherKey?: string;
  /** Shows a Cancel button that calls this. */
  onCancel?: () => void;
  /** A new place's starting values other than SPEC §4's defaults, e.g. a submission's facts. */
  startWith?: { formId: string; values: DefaultValue<LocationFields> };
  /** The action's intent, when it is not "create" or "update". */
  intent?: string;
  /** An empty first choice of the leash rule, for a place whose rule no source has stated yet. */
  leashPlaceholder?: string;
  /** More fields sent with the form (hidden ids, notes), shown after the place's own. */
  children?: React.ReactNode;
};

/** The form's starting values: SPEC §4 defaults for a new place, the stored row for an edit. */
function startingValues(row?: LocationFormRow): DefaultValue<LocationFields> {
  if (!row) return { ...PLACE_DEFAULTS, status: "open", dogLimits: limitsFormValues(null) };
  // A stored value outside today's vocabulary is shown as it is; the check on sending refuses it.
  return {
    ...row,
    rules: ruleLines(row.rules),
    dogLimits: limitsFormValues(row.dogLimits),
  } as DefaultValue<LocationFields>;
}

export function LocationForm({
  location,
  amenities,
  submitLabel,
  onSaved,
  fetcherKey,
  onCancel,
  startWith,
  intent,
  leashPlaceholder,
  children,
}: Props) {
  const fetcher = useFetcher<ActionReply>({ key: fetcherKey });
  // The form speaks the page's language: English on the admin pages, which have no other.
  const { t } = useTranslation("account");
  const [name, setName] = useState(location?.name ?? String(startWith?.values?.name ?? ""));
  useNoticeToast(
    fetcher,
    () => {
      if (!fetcherKey) fetcher.reset();
      onSaved?.();
    },
    !fetcherKey,
  );
  // A shared fetcher outlives the form: a refused save must not greet the next form opened with it.
  const idle = useRef(true);
  const { reset, state } = fetcher;
  useEffect(() => {
    idle.current = state === "idle";
  }, [state]);
  useEffect(() => () => void (fetcherKey && idle.current && reset()), [fetcherKey, reset]);
  const [form, fields] = useForm<LocationFields, LocationFormInput>({
    id: location ? `edit-${location.id}` : (startWith?.formId ?? "new-location"),
    constraint: getZodConstraint(LocationSchema),
    defaultValue: startWith ? { dogLimits: limitsFormValues(null), ...startWith.values } : startingValues(location),
    lastResult: fetcher.data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LocationFormSchema }),
    shouldRevalidate: "onBlur",
  });
  const links = fields.externalLinks.getFieldset();
  const sources = fields.sources.getFieldList();
  const busy = fetcher.state !== "idle";
  // The current leash policy may be one the forms no longer offer; keep it selectable.
  const leashChoices = LEASH_POLICY_CHOICES.some((l) => l.value === location?.leashPolicy)
    ? LEASH_POLICY_CHOICES
    : LEASH_POLICIES;
  const wide = "sm:col-span-2";
  // A field the form labels with the name the history gives it (audit.ts).
  const named = <K extends PlaceField & keyof typeof fields>(key: K) => ({
    meta: fields[key],
    label: PLACE_FIELD_LABELS[key],
  });
  const notListed = t("locationForm.notListed");
  const unknown = t("locationForm.unknown");
  // The free-text fields, as place-fields.ts declares them: an input or a text area, with the label
  // the form gives it or else the name the history gives the field.
  const texts = locationFormTexts();
  const textField = (field: PlaceFieldDeclaration) => {
    const meta = (fields as unknown as Record<string, (typeof fields)["hours"]>)[field.key]!;
    const label = field.form.label ? t(field.form.label) : fieldLabel(field.key);
    const hint = field.form.hint ? t(field.form.hint) : undefined;
    const className = field.form.wide ? wide : undefined;
    return field.control === "textarea" ? (
      <TextareaField
        key={field.key}
        meta={meta}
        label={label}
        hint={hint}
        rows={field.form.rows}
        className={className}
      />
    ) : (
      <InputField key={field.key} meta={meta} label={label} hint={hint} className={className} />
    );
  };

  return (
    <fetcher.Form method="post" {...getFormProps(form)} aria-label={submitLabel}>
      <input type="hidden" name="intent" value={intent ?? (location ? "update" : "create")} />
      {location ? <input type="hidden" name="id" value={location.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          meta={fields.name}
          label={t("locationForm.name")}
          className={wide}
          hint={name.trim() ? t("locationForm.webAddress", { slug: slugify(name) || "place" }) : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <SelectField {...named("category")} options={CATEGORIES} />
        <SelectField {...named("region")} options={REGIONS} />
        <InputField meta={fields.city} label={t("locationForm.city")} />
        <InputField meta={fields.county} label={t("locationForm.county")} />
        <InputField {...named("address")} className={wide} />
        <InputField {...named("zip")} inputMode="numeric" />
        <InputField {...named("phone")} type="tel" />
        <InputField {...named("lat")} inputMode="decimal" />
        <InputField {...named("lng")} inputMode="decimal" />
        <SelectField {...named("leashPolicy")} options={leashChoices} placeholder={leashPlaceholder} />
        <SelectField {...named("crowdLevel")} options={CROWD_LEVELS} placeholder={notListed} />
        <SelectField {...named("fees")} options={FEES} placeholder={notListed} />
        {texts.fees.map(textField)}
        <TextareaField {...named("rules")} hint={t("locationForm.oneRulePerLine")} rows={3} className={wide} />
        {texts.rules.map(textField)}
        <fieldset className={`${wide} grid gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-2`}>
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("locationForm.dogHoursLegend")}</legend>
          <DogHoursField meta={fields.dogHours} className={wide} />
          <SelectField {...named("fenced")} options={YES_NO} placeholder={unknown} />
          <SelectField
            meta={fields.smallDogArea}
            label={t("locationForm.smallDogArea")}
            options={YES_NO}
            placeholder={unknown}
          />
          <SelectField {...named("status")} options={PLACE_STATUSES} />
          {texts.status.map(textField)}
        </fieldset>
        <fieldset className={`${wide} flex flex-col gap-4 rounded-md border border-slate-200 p-4`}>
          <legend className="px-1 text-sm font-semibold text-slate-900">{t("locationForm.sources")}</legend>
          {sources.map((source, index) => {
            const fact = source.getFieldset();
            return (
              <div
                key={source.key}
                className="grid gap-3 border-b border-slate-100 pb-4 sm:grid-cols-[2fr_2fr_1fr_auto]"
              >
                <InputField meta={fact.url} label={t("locationForm.sourceUrl", { number: index + 1 })} type="url" />
                <InputField meta={fact.supports} label={t("locationForm.supports")} />
                <InputField meta={fact.date} label={t("locationForm.date")} placeholder="2025-03-31" />
                <Button
                  variant="outline"
                  className="self-end"
                  {...form.remove.getButtonProps({ name: fields.sources.name, index })}
                >
                  {t("locationForm.removeSource", { number: index + 1 })}
                </Button>
              </div>
            );
          })}
          {sources.length === 0 ? <p className="text-sm text-slate-600">{t("locationForm.noSources")}</p> : null}
          <ErrorList id={fields.sources.errorId} errors={fields.sources.errors} />
          <div className="flex flex-wrap items-end gap-4">
            <Button variant="outline" {...form.insert.getButtonProps({ name: fields.sources.name })}>
              {t("locationForm.addSource")}
            </Button>
            <InputField {...named("verifiedOn")} placeholder="2025-03-31" />
            <Button
              variant="outline"
              {...form.update.getButtonProps({ name: fields.verifiedOn.name, value: todayInFlorida() })}
            >
              {t("locationForm.markVerified")}
            </Button>
          </div>
        </fieldset>
        <LimitsFields meta={fields.dogLimits} sources={placeSources(fields.sources.value)} />
        <CheckboxGroupField
          meta={fields.amenities}
          legend={t("locationForm.amenities")}
          options={amenities.map((a) => ({ value: a.name, label: a.displayName }))}
          className={wide}
        />
        <div className={wide}>
          <PhotoManager name={fields.photos.name} defaultValue={location?.photos} slugHint={slugify(name)} />
          <ErrorList id={fields.photos.errorId} errors={fields.photos.errors} className="mt-2" />
        </div>
        <InputField {...named("imageUrl")} type="url" />
        <InputField meta={fields.mapUrl} label={t("locationForm.mapUrl")} type="url" />
        <InputField meta={links.official} label={t("locationForm.official")} type="url" />
        <InputField meta={links.county} label={t("locationForm.countyWebsite")} type="url" />
      </div>
      {children}
      <FormErrors form={form} className="mt-4" />
      <div className="mt-6 flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("locationForm.cancel")}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? t("locationForm.saving") : submitLabel}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** The web addresses of the sources the form holds now, offered in the limits' source fields. */
function placeSources(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((source: unknown) => {
    const url = source && typeof source === "object" && "url" in source ? source.url : null;
    return typeof url === "string" && url.trim() ? [url.trim()] : [];
  });
}
