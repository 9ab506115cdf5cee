// The site's toasts. The page's toaster shows only the toasts made once it listens: a toast asked for
// before then (an answer that came back while the toaster was still loading, on a slow device) waits
// for it instead of being lost.
import { toast as sonner, type ExternalToast } from "sonner";
import { toasterListens } from "~/components/toaster-listening";

type Message = Parameters<typeof sonner.success>[0];

/** Shows a toast as soon as the page's toaster listens. */
export const toast = {
  success: (message: Message, options?: ExternalToast) =>
    void toasterListens.then(() => sonner.success(message, options)),
  error: (message: Message, options?: ExternalToast) => void toasterListens.then(() => sonner.error(message, options)),
};
