// An admin tab's heading with, beside it, what the tab offers to do (e.g. its Add button).
import type { ReactNode } from "react";

export function TabHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </div>
  );
}
