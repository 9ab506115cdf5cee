// What a form that publishes something of the person's (a review and its photos, a shared list) says
// about the name shown with it (decision 0032): the display name they chose, with a link to change it;
// or, while they have none, an empty field to choose one, saying which name is shown if it stays empty.
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/forms";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useLocalePath } from "~/lib/i18n";
import { DISPLAY_NAME_MAX } from "~/lib/schemas-account";

export type ShownAsProps = {
  /** The display name the person chose, or null. */
  displayName: string | null;
  /** What others see while there is none ("Member since 2026"). */
  neutral: string;
};

export function DisplayNameChoice({
  shownAs,
  purpose,
  errors,
  defaultValue,
}: {
  shownAs: ShownAsProps;
  purpose: "review" | "list";
  errors?: string[];
  /** What was typed, when the form comes back refused. */
  defaultValue?: string;
}) {
  const { t } = useTranslation("account");
  const lp = useLocalePath();
  if (shownAs.displayName) {
    return (
      <p className="text-sm text-slate-700">
        {t(purpose === "review" ? "shownAs.reviewNamed" : "shownAs.listNamed", { name: shownAs.displayName })}{" "}
        <Link to={lp("/account")} className="text-brand-700 font-medium underline">
          {t("shownAs.change")}
        </Link>
      </p>
    );
  }
  const id = `${purpose}-display-name`;
  const invalid = Boolean(errors?.length);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t("shownAs.label")}</Label>
      <Input
        id={id}
        name="displayName"
        maxLength={DISPLAY_NAME_MAX}
        autoComplete="nickname"
        defaultValue={defaultValue}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="max-w-sm"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t(purpose === "review" ? "shownAs.reviewHint" : "shownAs.listHint", { neutral: shownAs.neutral })}
      </p>
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}
