import { CheckCircle2, ShieldAlert, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useErrorText } from "~/components/error-text";
import { cn } from "~/lib/utils";

export type Flash = { message: string; tone?: "success" | "warning"; id: string } | null;

/** A one-time notice under the header, shown on the page it arrived with until dismissed. */
export function FlashNotice({ flash }: { flash: Flash }) {
  const location = useLocation();
  const { t } = useTranslation();
  const text = useErrorText();
  const [arrival, setArrival] = useState<{ id: string; page: string } | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  // A new flash belongs to the page it arrived with; moving on hides it.
  if (flash && arrival?.id !== flash.id) setArrival({ id: flash.id, page: location.key });
  const visible = flash && arrival?.id === flash.id && arrival.page === location.key && dismissed !== flash.id;
  if (!visible) return null;
  const warning = flash.tone === "warning";
  const Icon = warning ? ShieldAlert : CheckCircle2;
  return (
    <div
      role="status"
      className={cn(
        "border-b",
        warning ? "border-amber-300 bg-amber-50 text-amber-950" : "border-green-200 bg-green-50 text-green-900",
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 text-sm">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <p className="flex-1">{text(flash.message)}</p>
        <button
          type="button"
          onClick={() => setDismissed(flash.id)}
          className={cn("rounded p-1", warning ? "hover:bg-amber-100" : "hover:bg-green-100")}
          aria-label={t("flash.dismiss")}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
