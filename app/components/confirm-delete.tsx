// Buttons that ask first. ConfirmAction: any step that cannot be taken back (a quick approval
// mails the submitter and publishes the place; closing a form drops its unsaved changes). ConfirmDelete: the dialog names what goes, and the
// shared fetcher sends `intent=delete` with the row's id to the page's action.
import type { ReactNode } from "react";
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
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

/**
 * A dialog asking `title` with `question`, opened by `trigger` (or, without one, by `open`); its
 * `action` button calls `onConfirm`, its `cancel` button (Cancel unless named) only closes it.
 */
export function ConfirmAction({
  trigger,
  open,
  onOpenChange,
  title,
  question,
  cancel,
  action,
  onConfirm,
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  question: ReactNode;
  cancel?: ReactNode;
  action: ReactNode;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{question}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancel ?? t("confirm.cancel")}</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>{action}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

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
  const { t } = useTranslation();
  return (
    <ConfirmAction
      trigger={
        <Button
          variant="outline"
          size={compact ? "icon" : "sm"}
          className="text-red-700"
          aria-label={t("confirm.deleteName", { name })}
          title={compact ? t("confirm.delete") : undefined}
          disabled={deleter.state !== "idle"}
        >
          <Trash2 aria-hidden="true" />
          {compact ? null : t("confirm.delete")}
        </Button>
      }
      title={t("confirm.deleteQuestion", { name })}
      question={question}
      action={t("confirm.delete")}
      onConfirm={() => deleter.submit({ intent: "delete", id }, { method: "post" })}
    />
  );
}
