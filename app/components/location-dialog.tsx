// The dialog around the admin's location form: closing it (Esc, a click outside, the close button or
// Cancel) asks first when the form holds changes that were not saved.
import { useState } from "react";
import { ConfirmAction } from "~/components/confirm-delete";
import { TitledDialog, type TitledDialogProps } from "~/components/ui/dialog";

/** Everything the form would send, as one text: two equal snapshots mean nothing was changed. */
function snapshot(container: HTMLElement | null) {
  const form = container?.querySelector("form");
  if (!form) return null;
  return [...new FormData(form)]
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : value.name}`)
    .join("&");
}

export function LocationDialog({
  onOpenChange,
  children,
  ...dialog
}: Omit<TitledDialogProps, "children"> & {
  /** The form; `requestClose` is its Cancel: it closes at once, or asks when there are unsaved changes. */
  children: (requestClose: () => void) => React.ReactNode;
}) {
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  /** The form as it was when the dialog opened. */
  const [opened, setOpened] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const requestClose = () => {
    const now = snapshot(content);
    if (opened !== null && now !== null && now !== opened) setAsking(true);
    else onOpenChange(false);
  };

  return (
    <>
      <TitledDialog
        {...dialog}
        onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}
        ref={setContent}
        className="max-w-3xl"
        onOpenAutoFocus={(event) => setOpened(snapshot(event.currentTarget as HTMLElement))}
      >
        {children(requestClose)}
      </TitledDialog>
      <ConfirmAction
        open={asking}
        onOpenChange={setAsking}
        title="Discard unsaved changes?"
        question="The changes you made in this form have not been saved."
        cancel="Keep editing"
        action="Discard changes"
        onConfirm={() => onOpenChange(false)}
      />
    </>
  );
}
