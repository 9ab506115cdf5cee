// An admin list's table: it scrolls sideways on a narrow screen, a caption names it to screen readers,
// and a row of column headings stands above the rows it is given.
import type { ReactNode } from "react";
import { HeadingRow, type ColumnHeading } from "~/components/ui/table";
import { cn } from "~/lib/utils";

export function AdminTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: ReactNode;
  columns: ColumnHeading[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("overflow-x-auto rounded-lg border border-slate-200", className)}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <HeadingRow cellClassName="px-3 py-2" columns={columns} />
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
