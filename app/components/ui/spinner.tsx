import { Loader2 } from "lucide-react";
import { cn } from "~/lib/utils";

export function Spinner({ label = "Loading...", className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn("flex flex-col items-center justify-center gap-3 py-16 text-slate-600", className)}
    >
      <Loader2 className="text-brand-700 size-8 animate-spin" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
