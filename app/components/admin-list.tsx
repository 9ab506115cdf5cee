// The lists of the admin tabs (submissions, reports, messages): the tab's heading and notice, a card
// for each row, named by its heading, or the dashed box that says there is nothing to show; the
// links to a list's other pages; the badge of a row's status.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { NoticeAlert } from "~/components/notice";
import { Pagination } from "~/components/pagination";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { listHref, withPage } from "~/lib/list-addresses";
import { cn, humanize } from "~/lib/utils";

/** A tab: its heading (for screen readers only where the tab bar says it), and the answer of a form posted without JavaScript. */
export function AdminTab({
  id,
  title,
  hideTitle = false,
  reply,
  children,
}: {
  id: string;
  title: string;
  hideTitle?: boolean;
  reply: unknown;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={hideTitle ? "sr-only" : "text-xl font-semibold"}>
        {title}
      </h2>
      <NoticeAlert reply={reply} className={hideTitle ? "mb-4" : "mt-4"} />
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-700">{children}</p>
  );
}

/** Links to the other pages of an admin list, keeping the filters of the address. */
export function ListPages({ page, pageCount }: { page: number; pageCount: number }) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return <Pagination page={page} pageCount={pageCount} href={(n) => listHref(pathname, withPage(params, n))} />;
}

/** One card per row, or `empty` when there is none. */
export function CardList<Row extends { id: string }>({
  rows,
  empty,
  children,
}: {
  rows: readonly Row[];
  empty: ReactNode;
  children: (row: Row) => ReactNode;
}) {
  if (!rows.length) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className="mt-4 grid gap-4">
      {rows.map((row) => (
        <li key={row.id}>{children(row)}</li>
      ))}
    </ul>
  );
}

/** A row's card: an article named by its heading, with what stands under the heading and, beside it, `aside`. */
export function AdminCard({
  id,
  title,
  titleClassName = "text-lg font-semibold",
  meta,
  aside,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  titleClassName?: string;
  meta?: ReactNode;
  aside?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Card className={cn("p-5", className)} role="article" aria-labelledby={id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={id} className={titleClassName}>
            {title}
          </h3>
          {meta}
        </div>
        {aside}
      </div>
      {children}
    </Card>
  );
}

type Status = { value: string; label: string; tone: NonNullable<BadgeProps["tone"]> };

/** The badge of a status among `statuses` (SUBMISSION_STATUSES, REPORT_STATUSES). */
export function StatusBadge({ statuses, value }: { statuses: readonly Status[]; value: string }) {
  const found = statuses.find((s) => s.value === value);
  return <Badge tone={found?.tone ?? "neutral"}>{found?.label ?? humanize(value)}</Badge>;
}

/** A note kept with a decided row: the admin's notes, a report's resolution. */
export function DecisionNote({ title, text }: { title: string; text: string }) {
  return (
    <div className="mt-4 rounded-md bg-slate-50 p-3 text-sm">
      <p className="font-medium">{title}</p>
      <p className="mt-1 whitespace-pre-line text-slate-800">{text}</p>
    </div>
  );
}
