// The dialog around the admin's location form: closing it (Esc, a click outside, the close button or
// Cancel) asks first when the form holds changes that were not saved.
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";

/** Everything the form would send, as one text: two equal snapshots mean nothing was changed. */
function snapshot(container: HTMLElement | null) {
  const form = container?.querySelector("form");
  if (!form) return null;
  return [...new FormData(form)]
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : value.name}`)
    .join("&");
}

export function LocationDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: React.ReactNode;
  title: string;
  description: React.ReactNode;
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
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        <DialogTrigger asChild>{trigger}</DialogTrigger>
        <DialogContent
          ref={setContent}
          className="max-w-3xl"
          onOpenAutoFocus={(event) => setOpened(snapshot(event.currentTarget as HTMLElement))}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children(requestClose)}
        </DialogContent>
      </Dialog>
      <AlertDialog open={asking} onOpenChange={setAsking}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Discard unsaved changes?</AlertDialogTitle>
            <AlertDialogDescription>The changes you made in this form have not been saved.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep editing</AlertDialogCancel>
            <AlertDialogAction onClick={() => onOpenChange(false)}>Discard changes</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
