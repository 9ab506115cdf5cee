// The "Dogs' limits" part of the location form: whether the place's sources were read for its
// limits, and each limit with its source and rule. Plain fields inside a <details>, so it works
// before scripts run; the server reads them with app/lib/fits/limits-form.ts.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorList, InputField, SelectField } from "~/components/forms";
import { DOCUMENT_KINDS } from "~/lib/fits/limits";
import type { LimitsFormFields } from "~/lib/fits/limits-form";

type Props = {
  meta: FieldMetadata<LimitsFormFields | undefined, Record<string, unknown>, string[]>;
  /** The place's own sources, offered in each source field. */
  sources: string[];
};

type Sourced = { source?: string; rule?: string };
type SourcedMeta = FieldMetadata<Sourced, Record<string, unknown>, string[]>;

const box = "grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2";
const legendClass = "px-1 text-sm font-medium text-slate-900";

export function LimitsFields({ meta, sources }: Props) {
  const { t } = useTranslation("account");
  const fields = meta.getFieldset();
  const listId = sources.length ? `${meta.id}-sources` : undefined;
  const hasErrors = Object.keys(meta.allErrors ?? {}).length > 0;
  // Opened by the person, or by a refusal inside it; a fixed field never closes it under them.
  const [opened, setOpened] = useState(false);
  const maxDogs = fields.maxDogs.getFieldset();
  const minAge = fields.minAge.getFieldset();
  const leash = fields.leash.getFieldset();

  return (
    <details
      className="rounded-md border border-slate-200 p-4 sm:col-span-2"
      open={opened || hasErrors}
      onToggle={(event) => setOpened(event.currentTarget.open)}
    >
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">{t("limitsForm.legend")}</summary>
      <div className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-slate-700">{t("limitsForm.intro")}</p>
        {listId ? (
          <datalist id={listId}>
            {sources.map((url) => (
              <option key={url} value={url} />
            ))}
          </datalist>
        ) : null}
        <fieldset aria-describedby={fields.state.errors?.length ? fields.state.errorId : undefined}>
          <legend className={legendClass}>{t("limitsForm.stateLegend")}</legend>
          {(["unread", "read"] as const).map((state) => {
            const { key: _key, ...props } = getInputProps(fields.state, {
              type: "radio",
              value: state,
              ariaAttributes: false,
            });
            return (
              <label key={state} className="mt-2 flex items-start gap-2 text-sm text-slate-800">
                <input {...props} id={`${fields.state.id}-${state}`} className="accent-brand-700 mt-0.5 size-4" />
                <span>
                  {t(`limitsForm.${state}`)}
                  <span className="block text-xs text-slate-600">{t(`limitsForm.${state}Hint`)}</span>
                </span>
              </label>
            );
          })}
          <ErrorList id={fields.state.errorId} errors={fields.state.errors} className="mt-1" />
        </fieldset>

        <fieldset className={box}>
          <legend className={legendClass}>{t("limitsForm.maxDogs")}</legend>
          <InputField meta={maxDogs.count} label={t("limitsForm.count")} inputMode="numeric" />
          <SourceAndRule listId={listId} of={fields.maxDogs as SourcedMeta} />
        </fieldset>

        <fieldset className={box}>
          <legend className={legendClass}>{t("limitsForm.minAge")}</legend>
          <InputField meta={minAge.months} label={t("limitsForm.months")} inputMode="numeric" />
          <SourceAndRule listId={listId} of={fields.minAge as SourcedMeta} />
        </fieldset>

        {fields.areas.getFieldList().map((area, index) => {
          const row = area.getFieldset();
          return (
            <fieldset key={area.key} className={box}>
              <legend className={legendClass}>{t("limitsForm.area", { number: index + 1 })}</legend>
              <SelectField
                meta={row.word}
                label={t("limitsForm.word")}
                options={[
                  { value: "area", label: t("limitsForm.areaWord") },
                  { value: "yard", label: t("limitsForm.yard") },
                ]}
              />
              <InputField meta={row.maxLb} label={t("limitsForm.maxLb")} inputMode="decimal" />
              <SelectField
                meta={row.bound}
                label={t("limitsForm.bound")}
                options={[
                  { value: "upTo", label: t("limitsForm.upTo") },
                  { value: "under", label: t("limitsForm.under") },
                ]}
              />
              <SourceAndRule listId={listId} of={area as SourcedMeta} />
            </fieldset>
          );
        })}

        <fieldset className={box}>
          <legend className={legendClass}>{t("limitsForm.spayNeuter")}</legend>
          <SourceAndRule listId={listId} of={fields.spayNeuter as SourcedMeta} />
        </fieldset>

        <fieldset className={box}>
          <legend className={legendClass}>{t("limitsForm.heat")}</legend>
          <SourceAndRule listId={listId} of={fields.heat as SourcedMeta} />
        </fieldset>

        {fields.documents.getFieldList().map((document, index) => {
          const row = document.getFieldset();
          return (
            <fieldset key={document.key} className={box}>
              <legend className={legendClass}>{t("limitsForm.document", { number: index + 1 })}</legend>
              <SelectField
                meta={row.kind}
                label={t("limitsForm.kind")}
                placeholder={t("limitsForm.noDocument")}
                options={DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`limitsForm.${kind}`) }))}
              />
              <InputField meta={row.issuer} label={t("limitsForm.issuer")} />
              <InputField meta={row.name} label={t("limitsForm.permitName")} />
              <InputField meta={row.price} label={t("limitsForm.price")} />
              <InputField meta={row.link} label={t("limitsForm.link")} type="url" />
              <Checkbox meta={row.perDog} label={t("limitsForm.perDog")} />
              <SourceAndRule listId={listId} of={document as SourcedMeta} />
            </fieldset>
          );
        })}

        <fieldset className={box}>
          <legend className={legendClass}>{t("limitsForm.leash")}</legend>
          <InputField meta={leash.feet} label={t("limitsForm.feet")} inputMode="decimal" />
          <Checkbox meta={leash.handHeld} label={t("limitsForm.handHeld")} />
          <SourceAndRule listId={listId} of={fields.leash as SourcedMeta} />
        </fieldset>
      </div>
    </details>
  );
}

/** A limit's source and rule, the two every limit carries. */
function SourceAndRule({ of, listId }: { of: SourcedMeta; listId?: string }) {
  const { t } = useTranslation("account");
  const row = of.getFieldset();
  return (
    <>
      <InputField meta={row.source} label={t("limitsForm.source")} type="url" list={listId} />
      <InputField meta={row.rule} label={t("limitsForm.rule")} />
    </>
  );
}

function Checkbox({ meta, label }: { meta: FieldMetadata<string | undefined>; label: string }) {
  const { key: _key, ...props } = getInputProps(meta, { type: "checkbox", ariaAttributes: false });
  return (
    <div className="flex flex-col justify-end gap-1">
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input {...props} className="accent-brand-700 size-4" />
        {label}
      </label>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
