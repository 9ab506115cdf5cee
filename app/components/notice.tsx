// What an action answered, told by a toast (SPEC §8) and, before JavaScript loads, in the page.
import { useEffect, useRef } from "react";
import { toast } from "~/components/toasts";
import { Alert } from "~/components/ui/alert";
import { useErrorText } from "~/components/error-text";
import { isActionReply } from "~/lib/forms";

/**
 * Shows a toast once for each new notice a fetcher (or the page's own form) receives, as soon as
 * it arrives (a deleted row may be gone after the reload), and calls `onSuccess` only once the page
 * data has been reloaded: resetting a fetcher while it reloads would cancel that reload. With
 * `announce` false only `onSuccess` is called: a page that shares the fetcher's key announces it.
 */
export function useNoticeToast(fetcher: { state: string; data?: unknown }, onSuccess?: () => void, announce = true) {
  const shown = useRef<unknown>(null);
  const text = useErrorText();
  const say = useRef(text);
  useEffect(() => {
    say.current = text;
  });
  const succeeded = useRef(false);
  const success = useRef(onSuccess);
  useEffect(() => {
    success.current = onSuccess;
  });
  const notice = isActionReply(fetcher.data) ? fetcher.data.notice : undefined;
  const idle = fetcher.state === "idle";
  useEffect(() => {
    if (!notice || shown.current === notice) return;
    shown.current = notice;
    if (notice.ok) succeeded.current = true;
    if (!announce) return;
    const options = notice.detail ? { description: say.current(notice.detail) } : undefined;
    if (notice.ok) {
      toast.success(say.current(notice.message), options);
    } else {
      toast.error(say.current(notice.message), options);
    }
  }, [notice, announce]);
  useEffect(() => {
    if (!idle || !succeeded.current) return;
    succeeded.current = false;
    success.current?.();
  }, [idle, notice]);
}

/** The notice of an action's answer as a box in the page, e.g. after a form posted without JavaScript. */
export function NoticeAlert({ reply, className }: { reply: unknown; className?: string }) {
  const text = useErrorText();
  const notice = isActionReply(reply) ? reply.notice : undefined;
  if (!notice) return null;
  return (
    <Alert tone={notice.ok ? "success" : "error"} title={text(notice.message)} className={className}>
      {notice.detail === undefined ? undefined : text(notice.detail)}
    </Alert>
  );
}
