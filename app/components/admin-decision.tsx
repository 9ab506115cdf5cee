// The decisions of the admin tabs (review, merge or reopen a submission; resolve a report; mark a
// message read): one fetcher, one note, the intent's schema run in the page as the server runs it
// (Conform), and the answer's toast. `useDecision` holds the state, outside the dialog so that a note
// survives closing it; `DecisionForm` is the form, in a card; `DecisionDialog` the same in a dialog;
// `DecisionAnnouncer` shows the answers from outside the cards.
import { getFormProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import { FormErrors, TextareaField } from "~/components/forms";
import { useNoticeToast } from "~/components/notice";
import { Button, type ButtonProps } from "~/components/ui/button";
import { DialogFooter, TitledDialog } from "~/components/ui/dialog";
import type { ActionReply } from "~/lib/forms";
import { cn } from "~/lib/utils";

type Fields = Record<string, FieldMetadata<unknown, Record<string, unknown>, string[]>>;

/** Tells the DecisionAnnouncer around a card of the decision's fetcher key. */
const AnnouncedDecisions = createContext<((key: string) => void) | null>(null);

/**
 * Shows the answer of every decision made under it. A decided row leaves its list when the page
 * reloads, and when the reload arrives before the card has drawn its answer (a slow device), React
 * draws only the page without the card: a toast shown by the card itself would be lost. Each card's
 * fetcher has a key, and an announcer for that key stays here, out of the list.
 */
export function DecisionAnnouncer({ children }: { children: ReactNode }) {
  const [keys, setKeys] = useState<string[]>([]);
  const announce = useCallback(
    (key: string) => setKeys((known) => (known.includes(key) ? known : [...known, key])),
    [],
  );
  return (
    <AnnouncedDecisions.Provider value={announce}>
      {children}
      {keys.map((key) => (
        <AnswerToast key={key} fetcherKey={key} />
      ))}
    </AnnouncedDecisions.Provider>
  );
}

function AnswerToast({ fetcherKey }: { fetcherKey: string }) {
  useNoticeToast(useFetcher<ActionReply>({ key: fetcherKey }));
  return null;
}

/**
 * The state of one decision: its fetcher, whether its dialog is open, the note typed and the form.
 * A decision that succeeds empties the note and closes the dialog once the page has reloaded. Under a
 * DecisionAnnouncer the answer's toast is the announcer's; elsewhere the card shows it.
 */
export function useDecision({
  id,
  schema,
  defaultValue,
}: {
  /** The form's id, unique on the page (e.g. `review-<submission id>`). */
  id: string;
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  defaultValue?: Record<string, string>;
}) {
  const announcer = useContext(AnnouncedDecisions);
  const fetcher = useFetcher<ActionReply>({ key: `decision-${id}` });
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  useEffect(() => announcer?.(`decision-${id}`), [announcer, id]);
  useNoticeToast(
    fetcher,
    () => {
      setNote("");
      setOpen(false);
    },
    announcer === null,
  );
  const [form, fields] = useForm<Record<string, unknown>>({
    id,
    constraint: getZodConstraint(schema),
    defaultValue,
    lastResult: fetcher.data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: "onInput",
  });
  return { fetcher, open, setOpen, note, setNote, form, fields: fields as Fields, busy: fetcher.state !== "idle" };
}

export type Decision = ReturnType<typeof useDecision>;

/** A submit button of a decision: it sends `name` (the intent by default) with `value`. */
export type DecisionAction = {
  value: string;
  label: ReactNode;
  name?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
};

export type DecisionFormProps = {
  decision: Decision;
  /** Hidden fields: the row the decision is about, and anything else it names. */
  hidden: Record<string, string>;
  /** The note, when the decision takes one: its field name and label. */
  note?: { name: string; label: ReactNode; rows?: number };
  /** Fields before the note. */
  fields?: (fields: Fields) => ReactNode;
  actions: DecisionAction[];
  /** The buttons stand in the dialog's footer rather than in a row of the card. */
  inDialog?: boolean;
  className?: string;
};

export function DecisionForm({
  decision,
  hidden,
  note,
  fields,
  actions,
  inDialog = false,
  className,
}: DecisionFormProps) {
  const { fetcher, form, busy } = decision;
  const buttons = actions.map((action) => (
    <Button
      key={action.value}
      type="submit"
      name={action.name ?? "intent"}
      value={action.value}
      variant={action.variant}
      size={action.size}
      disabled={busy}
    >
      {action.label}
    </Button>
  ));
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className={cn("flex flex-col gap-4", className)}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields?.(decision.fields)}
      {note ? (
        <TextareaField
          meta={decision.fields[note.name]!}
          label={note.label}
          rows={note.rows}
          value={decision.note}
          onChange={(event) => decision.setNote(event.target.value)}
        />
      ) : null}
      <FormErrors form={form} />
      {inDialog ? (
        <DialogFooter className="mt-2">{buttons}</DialogFooter>
      ) : (
        <div className="flex flex-wrap gap-2">{buttons}</div>
      )}
    </fetcher.Form>
  );
}

/** A decision in a dialog, opened by `trigger`; `children` stand between the description and the form. */
export function DecisionDialog({
  trigger,
  title,
  description,
  children,
  ...form
}: Omit<DecisionFormProps, "inDialog"> & {
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
}) {
  const { open, setOpen } = form.decision;
  return (
    <TitledDialog open={open} onOpenChange={setOpen} trigger={trigger} title={title} description={description}>
      {children}
      <DecisionForm {...form} inDialog className={children ? "mt-4" : undefined} />
    </TitledDialog>
  );
}
