// What an admin action answered, told by a toast (SPEC §8) and, before JavaScript loads, in the page.
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { cn } from "~/lib/utils";

export type ActionResult = { ok: boolean; message: string; detail?: string };

export function isActionResult(value: unknown): value is ActionResult {
  return typeof value === "object" && value !== null && "ok" in value && "message" in value;
}

/**
 * Shows a toast once for each new answer of a fetcher's action, as soon as it arrives (a deleted
 * row may be gone after the reload), and calls `onSuccess` only once the page data has been
 * reloaded: resetting a fetcher while it reloads would cancel that reload.
 */
export function useResultToast(fetcher: { state: string; data?: unknown }, onSuccess?: () => void) {
  const shown = useRef<unknown>(null);
  const succeeded = useRef(false);
  const success = useRef(onSuccess);
  useEffect(() => {
    success.current = onSuccess;
  });
  const result = fetcher.data;
  const idle = fetcher.state === "idle";
  useEffect(() => {
    if (!isActionResult(result) || shown.current === result) return;
    shown.current = result;
    if (result.ok) {
      toast.success(result.message, result.detail ? { description: result.detail } : undefined);
      succeeded.current = true;
    } else {
      toast.error(result.message, result.detail ? { description: result.detail } : undefined);
    }
  }, [result]);
  useEffect(() => {
    if (!idle || !succeeded.current) return;
    succeeded.current = false;
    success.current?.();
  }, [idle, result]);
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
