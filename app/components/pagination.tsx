import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useTranslation } from "react-i18next";

/** Previous / next links between pages of a list; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  more = false,
  href,
}: {
  page: number;
  pageCount: number;
  /** The list has more pages than `pageCount`: it was counted only so far. */
  more?: boolean;
  /** The address of a page of the list. */
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const link = buttonVariants({ variant: "outline" });
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} rel="prev">
          <ChevronLeft aria-hidden="true" /> {t("pagination.previous")}
        </Link>
      ) : null}
      <p className="text-sm text-slate-700">
        {t(more ? "pagination.pageOfMore" : "pagination.pageOf", { page, pages: pageCount })}
      </p>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={link} rel="next">
          {t("pagination.next")} <ChevronRight aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
