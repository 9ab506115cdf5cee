// The one answer every form action gives: Conform's result and what the person is told.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";

/** What the person is told after sending: a toast once JavaScript runs, a notice in the page before. */
export type Notice = { ok: boolean; message: string; detail?: string };

/**
 * An action's answer. `result` is Conform's (the values typed and the errors: one list of
 * messages per field name, the form's own under ""), absent for actions without a form.
 */
export type ActionReply = { notice?: Notice; result?: SubmissionResult<string[]> };

type ReplyOptions = {
  notice?: Notice;
  status?: number;
  /** Empties the form: the answer to a success when the form stays on the page. */
  resetForm?: boolean;
  /** Never sent back, e.g. a password. */
  hideFields?: string[];
  /** Errors of the whole form rather than of one field. */
  formErrors?: string[];
  /** Errors found after the check, e.g. a name already taken. */
  fieldErrors?: Record<string, string[]>;
  /** Headers of the answer, e.g. Retry-After with a 429. */
  headers?: HeadersInit;
};

/** Answers a form: status 400 when the check failed, else `status` (200 by default). */
export function replyTo(
  submission: Submission<unknown, string[], unknown>,
  { notice, status, resetForm, hideFields, formErrors, fieldErrors, headers }: ReplyOptions = {},
) {
  const result = resetForm
    ? submission.reply({ resetForm: true })
    : submission.reply({ hideFields, formErrors, fieldErrors });
  const code = status ?? (submission.status === "error" ? 400 : 200);
  const init = code === 200 && !headers ? undefined : { status: code, headers };
  return data<ActionReply>(notice ? { notice, result } : { result }, init);
}

/** Answers an action without a form (a delete, a toggle) with only a notice. */
export function notify(notice: Notice, status = 200) {
  return data<ActionReply>({ notice }, status === 200 ? undefined : { status });
}

export function isActionReply(value: unknown): value is ActionReply {
  return typeof value === "object" && value !== null && ("notice" in value || "result" in value);
}

/**
 * The answer to a delete button (`intent=delete`, `id`): removes the row with `remove`, runs
 * `afterDelete` with what it returned, and says "<Thing> deleted successfully" or "Failed to delete <thing>".
 */
export async function replyToDelete<Row>(
  id: string,
  thing: string,
  remove: (id: string) => Promise<Row | null>,
  afterDelete?: (row: Row) => Promise<void>,
) {
  const deleted = await remove(id);
  if (!deleted) {
    return notify({ ok: false, message: `Failed to delete ${thing}`, detail: `That ${thing} no longer exists.` }, 404);
  }
  await afterDelete?.(deleted);
  return notify({ ok: true, message: `${thing[0]!.toUpperCase()}${thing.slice(1)} deleted successfully` });
}
