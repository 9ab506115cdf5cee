// The fields of an owner's review, for a plain form post (multipart, so photos go with it): a star
// rating made of radio buttons (arrow keys move between them), the month of the visit, the dogs that
// came, condition tags, the text, and up to five photos with captions. Scripts add photo previews.
import { getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Star } from "lucide-react";
import * as React from "react";
import { useTranslation } from "react-i18next";
import { CheckboxGroupField, ErrorList, FormErrors, TextareaField } from "~/components/forms";
import { Icon } from "~/components/icon";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PHOTO_ACCEPT } from "~/lib/photos";
import { REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX } from "~/lib/reviews";
import { cn } from "~/lib/utils";
import { DOG_SIZE_VALUES, REVIEW_TAG_VALUES } from "~/lib/vocabulary-reviews";

type Meta = FieldMetadata<unknown, Record<string, unknown>, string[]>;

export type ReviewFields = { rating: Meta; visitMonth: Meta; dogSizes: Meta; tags: Meta; text: Meta };

/**
 * The stars' drawing comes from the radio buttons alone (CSS `:has(:checked)`), so a star tapped
 * before the page's scripts run is drawn at once: the checked one and those before it are filled.
 */
const STAR_DRAWING = cn(
  "size-8 text-slate-400",
  "[label:has(:checked)_&]:fill-amber-400 [label:has(:checked)_&]:text-amber-500",
  "[label:has(~label_:checked)_&]:fill-amber-400 [label:has(~label_:checked)_&]:text-amber-500",
);

/** Five radio buttons drawn as stars. */
function StarInput({ meta }: { meta: Meta }) {
  const { t } = useTranslation("place");
  const invalid = Boolean(meta.errors?.length);
  return (
    <fieldset aria-describedby={invalid ? meta.errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{t("reviewForm.ratingLegend")}</legend>
      <div className="mt-2 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => {
          const { key: _key, ...props } = getInputProps(meta, {
            type: "radio",
            value: String(n),
            ariaAttributes: false,
          });
          return (
            <label
              key={n}
              className="has-[:focus-visible]:ring-brand-600 cursor-pointer rounded p-1 has-[:focus-visible]:ring-2"
            >
              <input {...props} id={`${meta.id}-${n}`} aria-invalid={invalid || undefined} className="sr-only" />
              <Icon icon={Star} className={STAR_DRAWING} />
              <span className="sr-only">{t("reviews.stars", { count: n })}</span>
            </label>
          );
        })}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} className="mt-1" />
    </fieldset>
  );
}

/** One photo and its caption; once scripts run, the chosen picture shows beside them. */
function PhotoSlot({ n }: { n: number }) {
  const { t } = useTranslation("place");
  const [preview, setPreview] = React.useState<string | null>(null);
  React.useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  return (
    <div className="flex flex-col gap-2 rounded border border-slate-200 p-3 sm:flex-row sm:items-start">
      {preview ? <img src={preview} alt="" className="h-20 w-28 shrink-0 rounded object-cover" /> : null}
      <div className="flex flex-1 flex-col gap-2">
        <Input
          type="file"
          name="photo"
          accept={PHOTO_ACCEPT}
          aria-label={t("reviewForm.photoInput", { n })}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : null);
          }}
        />
        <Label htmlFor={`caption-${n}`} className="text-xs text-slate-700">
          {t("reviewForm.caption", { n })}
        </Label>
        <Input id={`caption-${n}`} name="caption" maxLength={200} />
      </div>
    </div>
  );
}

export type KeptPhoto = { id: string; url: string; caption: string | null };

export function ReviewFormFields({
  form,
  fields,
  latestMonth,
  photos = [],
  photoErrors,
}: {
  form: Pick<FormMetadata<Record<string, unknown>, string[]>, "errors" | "errorId">;
  fields: ReviewFields;
  /** The latest month a visit can be in ("2026-11"). */
  latestMonth: string;
  /** The review's photos so far, when it is being edited. */
  photos?: KeptPhoto[];
  photoErrors?: string[];
}) {
  const { t } = useTranslation(["place", "facts"]);
  const { key: _key, ...month } = getInputProps(fields.visitMonth, { type: "month" });
  const free = Math.max(0, REVIEW_PHOTOS_MAX - photos.length);
  return (
    <div className="relative flex flex-col gap-6">
      <StarInput meta={fields.rating} />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fields.visitMonth.id}>{t("reviewForm.visitMonth")}</Label>
        <Input {...month} max={latestMonth} min="2000-01" placeholder="2026-03" className="max-w-48" />
        <ErrorList id={fields.visitMonth.errorId} errors={fields.visitMonth.errors} />
      </div>
      <CheckboxGroupField
        meta={fields.dogSizes}
        legend={t("reviewForm.dogSizesLegend")}
        options={DOG_SIZE_VALUES.map((value) => ({ value, label: t(`facts:dogSize.${value}`) }))}
      />
      <CheckboxGroupField
        meta={fields.tags}
        legend={t("reviewForm.tagsLegend")}
        options={REVIEW_TAG_VALUES.map((value) => ({ value, label: t(`facts:reviewTag.${value}`) }))}
      />
      <TextareaField
        meta={fields.text}
        label={t("reviewForm.text")}
        hint={t("reviewForm.textHint")}
        rows={6}
        maxLength={REVIEW_TEXT_MAX}
      />
      {photos.length ? (
        <ul className="flex flex-wrap gap-3">
          {photos.map((photo) => (
            <li key={photo.id} className="flex flex-col gap-1">
              <img src={photo.url} alt={photo.caption ?? ""} className="h-20 w-28 rounded object-cover" />
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" name="removePhoto" value={photo.id} className="accent-brand-700 size-4" />
                {t("reviewForm.removePhoto")}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {free > 0 ? (
        <details className="rounded-lg border border-slate-200 p-4" open={Boolean(photoErrors?.length)}>
          <summary className="cursor-pointer font-medium text-slate-800">{t("reviewForm.photos")}</summary>
          <p className="mt-2 text-xs text-slate-600">{t("reviewForm.photosHint")}</p>
          <div className="mt-3 flex flex-col gap-3">
            {Array.from({ length: free }, (_, i) => (
              <PhotoSlot key={i} n={photos.length + i + 1} />
            ))}
          </div>
        </details>
      ) : null}
      <ErrorList errors={photoErrors} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="review-website">{t("reviewForm.honeypot")}</label>
        <input id="review-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <FormErrors form={form} />
    </div>
  );
}
