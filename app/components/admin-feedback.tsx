// What an admin action answered, told by a toast (SPEC §8) and, before JavaScript loads, in the page.
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { cn } from "~/lib/utils";

export type ActionResult = { ok: boolean; message: string; detail?: string };

export function isActionResult(value: unknown): value is ActionResult {
  return typeof value === "object" && value !== null && "ok" in value && "message" in value;
}

/** Shows a toast once for each new answer of an action. */
export function useResultToast(result: unknown, onSuccess?: () => void) {
  const shown = useRef<unknown>(null);
  const success = useRef(onSuccess);
  useEffect(() => {
    success.current = onSuccess;
  });
  useEffect(() => {
    if (!isActionResult(result) || shown.current === result) return;
    shown.current = result;
    if (result.ok) {
      toast.success(result.message, result.detail ? { description: result.detail } : undefined);
      success.current?.();
    } else {
      toast.error(result.message, result.detail ? { description: result.detail } : undefined);
    }
  }, [result]);
}

/** The answer of a plain form post, for when the page was sent without JavaScript. */
export function ResultNotice({ result }: { result: unknown }) {
  if (!isActionResult(result)) return null;
  return (
    <p
      role="status"
      className={cn(
        "mb-4 rounded-md border px-4 py-3 text-sm",
        result.ok ? "border-green-200 bg-green-50 text-green-900" : "border-red-200 bg-red-50 text-red-900",
      )}
    >
      {result.message}
      {result.detail ? ` ${result.detail}` : null}
    </p>
  );
}
