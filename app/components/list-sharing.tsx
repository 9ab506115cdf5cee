// Who can see one of the person's lists, and its link once shared: a plain form with the three
// choices, the display name the shared page names its owner by (asked for while they have none,
// decision 0032), and the link to copy, open or replace.
import { Copy, ExternalLink } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { DisplayNameChoice, type ShownAsProps } from "~/components/display-name-choice";
import { ErrorList } from "~/components/forms";
import { TitledCard } from "~/components/titled-card";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useHydrated } from "~/lib/use-hydrated";
import { LIST_VISIBILITY_VALUES, type ListVisibility } from "~/lib/vocabulary";

export function ListSharing({
  list,
  shareUrl,
  shownAs,
  errors,
  typedName,
}: {
  list: { visibility: ListVisibility };
  shareUrl: string | null;
  shownAs: ShownAsProps;
  errors: { visibility?: string; displayName?: string };
  /** The display name typed, when the form comes back refused. */
  typedName?: string;
}) {
  const { t } = useTranslation(["lists", "facts"]);
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <TitledCard title={t("who")} contentClassName="space-y-4">
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="visibility" />
        <fieldset className="space-y-2" aria-describedby={errors.visibility ? "visibility-error" : undefined}>
          <legend className="sr-only">{t("who")}</legend>
          {LIST_VISIBILITY_VALUES.map((value) => (
            <label key={value} className="flex items-start gap-2">
              <input
                type="radio"
                name="visibility"
                value={value}
                defaultChecked={list.visibility === value}
                className="mt-1"
              />
              <span>
                <span className="font-medium">{t(`facts:listVisibility.${value}`)}</span>
                <span className="block text-sm text-slate-600">{t(`visibilityHint.${value}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <ErrorList id="visibility-error" errors={errors.visibility ? [errors.visibility] : undefined} />
        <DisplayNameChoice
          shownAs={shownAs}
          purpose="list"
          errors={errors.displayName ? [errors.displayName] : undefined}
          defaultValue={typedName}
        />
        <Button type="submit" variant="secondary">
          {t("saveSharing")}
        </Button>
      </Form>
      {shareUrl ? (
        <div className="space-y-2 border-t border-slate-200 pt-4">
          <Label htmlFor="share-url">{t("shareLink")}</Label>
          <div className="flex gap-2">
            <Input id="share-url" readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
            {hydrated ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  void navigator.clipboard?.writeText(shareUrl).then(() => setCopied(true));
                }}
              >
                <Copy aria-hidden="true" /> {t("copyLink")}
              </Button>
            ) : null}
          </div>
          <p role="status" className="text-sm text-green-800">
            {copied ? t("copied") : ""}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <a href={shareUrl} className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium underline">
              <ExternalLink className="size-4" aria-hidden="true" /> {t("viewShared")}
            </a>
            <Form method="post">
              <input type="hidden" name="intent" value="new-link" />
              <Button type="submit" variant="outline" size="sm" aria-describedby="new-link-hint">
                {t("newLink")}
              </Button>
            </Form>
            <p id="new-link-hint" className="text-xs text-slate-600">
              {t("newLinkHint")}
            </p>
          </div>
        </div>
      ) : null}
    </TitledCard>
  );
}
