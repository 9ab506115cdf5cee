// The link back to where a page belongs (a place, a list), above its heading.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> {children}
    </Link>
  );
}
