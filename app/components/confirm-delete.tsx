// A delete button that asks first: the dialog names what goes, and the shared fetcher sends
// `intent=delete` with the row's id to the page's action.
import { Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";

export function ConfirmDelete({
  fetcherKey,
  id,
  name,
  question,
  compact = false,
}: {
  /** Every row of a list shares one fetcher, read by the list too: a deleted row is gone before it could say so. */
  fetcherKey: string;
  id: string;
  /** What is deleted, as the person knows it. */
  name: string;
  /** e.g. 'Are you sure you want to delete this location?' */
  question: string;
  /** An icon button (in a table row) rather than a labelled one. */
  compact?: boolean;
}) {
  const deleter = useFetcher({ key: fetcherKey });
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size={compact ? "icon" : "sm"}
          className="text-red-700"
          aria-label={`Delete ${name}`}
          title={compact ? "Delete" : undefined}
          disabled={deleter.state !== "idle"}
        >
          <Trash2 aria-hidden="true" />
          {compact ? null : "Delete"}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {name}?</AlertDialogTitle>
          <AlertDialogDescription>{question}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => deleter.submit({ intent: "delete", id }, { method: "post" })}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
