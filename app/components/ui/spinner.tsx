import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/utils";

export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={cn("flex flex-col items-center justify-center gap-3 py-16 text-slate-600", className)}
    >
      <Loader2 className="text-brand-700 size-8 animate-spin" aria-hidden="true" />
      <span>{label ?? t("loading.generic")}</span>
    </div>
  );
}
