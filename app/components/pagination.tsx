import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { pageOfLine } from "~/lib/filters";

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
  if (pageCount <= 1) return null;
  const link = buttonVariants({ variant: "outline" });
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link} rel="prev">
          <ChevronLeft aria-hidden="true" /> Previous page
        </Link>
      ) : null}
      <p className="text-sm text-slate-700">{pageOfLine(page, pageCount, more)}</p>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={link} rel="next">
          Next page <ChevronRight aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
