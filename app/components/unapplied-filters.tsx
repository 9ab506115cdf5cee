import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Says which parts of the address the list could not apply, so a broader list never passes for the one asked for. */
export function UnappliedFilters({ unapplied }: { unapplied: string[] }) {
  const { t } = useTranslation("browse");
  if (unapplied.length === 0) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {t("filters.unapplied", { count: unapplied.length })}{" "}
        {unapplied.map((item, i) => (
          <span key={item}>
            {i > 0 ? ", " : null}
            <code className="font-semibold">{item}</code>
          </span>
        ))}
        .
      </span>
    </p>
  );
}
