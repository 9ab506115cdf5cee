// A place's rating from its owners' published reviews, as a star, one decimal and the number of
// reviews ("4.6 (12)"); nothing when it has none (unknown shows as unknown).
import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/icon";
import { cn } from "~/lib/utils";
import { INTL_LOCALE, useLocale } from "~/lib/i18n";
import { formatNumber } from "~/lib/browse-i18n";

export function Rating({
  average,
  count,
  className,
}: {
  average: number | null | undefined;
  count: number;
  className?: string;
}) {
  const { t } = useTranslation("browse");
  const locale = useLocale();
  if (!average || count <= 0) return null;
  const stars = average.toLocaleString(INTL_LOCALE[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className={cn("flex items-center gap-1", className)}>
      <Icon icon={Star} className="size-4 fill-amber-400 text-amber-500" />
      <span className="sr-only">{t("card.ratedFrom")}</span>
      {t("card.rating", { count, average: stars, n: formatNumber(count, locale) })}
    </span>
  );
}
