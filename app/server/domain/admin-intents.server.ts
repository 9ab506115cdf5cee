// The one shape of every admin action: the form names its intent, each intent has its zod schema and
// one handler. The form is checked with Conform's parseWithZod before the handler runs, so bad input
// is answered 400 with its field errors (and the values typed); an intent the page does not know is a
// 400 too, never a 500. The route's action calls requireAdmin before anything is read, and every
// handler is handed the administrator that check returned (decision 0004).
import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission } from "@conform-to/react";
import type { z } from "zod";
import { notify, replyTo } from "~/lib/forms";
import type { SessionUser } from "./auth.server";
import type { Db } from "../infra/db.server";
import { formOf } from "./uploaded-form.server";

/** What every handler is handed besides the checked values. */
export type IntentContext = {
  admin: SessionUser;
  db: Db;
  request: Request;
  formData: FormData;
};

type Answer = ReturnType<typeof notify>;
type Checked<Value> = Submission<unknown, string[], Value>;

export type IntentHandler<Schema extends z.ZodType = z.ZodType> = {
  /** The intent's form, or how to build it when it depends on the database (e.g. the amenities it holds). */
  schema: Schema | ((context: IntentContext) => Promise<Schema>);
  /** The notice's headline when the check fails, e.g. "Failed to reopen submission". */
  failure: string;
  /** The notice's line under it when the check fails; by default the first message of the check. */
  invalid?: string;
  handle: (
    value: z.output<Schema>,
    context: IntentContext & { submission: Checked<z.output<Schema>> },
  ) => Promise<Answer>;
};

/** One intent's handler, typed by its schema (the map of a route holds intents of different schemas). */
export function intent<Schema extends z.ZodType>(handler: IntentHandler<Schema>): IntentHandler {
  return handler as unknown as IntentHandler;
}

export const UNKNOWN_INTENT = "Unknown action";

/**
 * Runs the handler of the intent the form names. `fallback` is the intent of a form that names none:
 * the one form of a tab that had a single action before it had intents (reports, messages).
 */
export async function handleIntent(
  db: Db,
  request: Request,
  admin: SessionUser,
  handlers: Record<string, IntentHandler>,
  { fallback }: { fallback?: string } = {},
) {
  const formData = await formOf(request);
  const sent = formData.get("intent") ?? fallback;
  const handler = typeof sent === "string" && Object.hasOwn(handlers, sent) ? handlers[sent] : undefined;
  if (!handler) return notify({ ok: false, message: UNKNOWN_INTENT }, 400);

  const context: IntentContext = { admin, db, request, formData };
  const schema = typeof handler.schema === "function" ? await handler.schema(context) : handler.schema;
  const submission = await parseWithZod(formData, { schema, async: true });
  if (submission.status !== "success") {
    const detail = handler.invalid ?? Object.values(submission.error ?? {}).flatMap((errors) => errors ?? [])[0];
    const notice = detail ? { ok: false, message: handler.failure, detail } : { ok: false, message: handler.failure };
    return replyTo(submission, { notice });
  }
  return handler.handle(submission.value, { ...context, submission });
}
