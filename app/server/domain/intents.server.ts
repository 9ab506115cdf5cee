// The one shape of every action whose forms name an intent (decision 0056, after 0019): each intent
// has one handler, most with a zod schema. A form with a schema is checked with Conform's
// parseWithZod before its handler runs, so bad input is answered 400 with its field errors (and the
// values typed); an intent the page does not know is a 400 too, never a 500; a Refusal a handler
// throws is answered in the request's language. The route's action runs its guard first
// (requireAdmin, requireUserHere, the list's owner, or none for a visitor) and hands what the guard
// returned, with the request's language where the page has one, to every handler.
import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission } from "@conform-to/react";
import type { z } from "zod";
import { notify, replyTo, type Notice } from "~/lib/forms";
import { isLocale } from "~/lib/i18n";
import type { Db } from "../infra/db.server";
import type { SessionUser } from "./auth.server";
import { noteRefusal } from "./rate-limit.server";
import { Refusal, refusalText, replyToRefusal } from "./refusal.server";
import { requestDb, type RequestContext } from "./request-context.server";
import { formOf } from "./uploaded-form.server";
import { translatorFor } from "../reference/i18n.server";

/**
 * What every handler is handed: what the route's guard returned (`Given`: the administrator, the
 * signed-in person, or nothing for a visitor, with the request's `locale` and texts where the page
 * has them), and the request.
 */
export type IntentContext<Given extends object = object> = Given & {
  db: Db;
  request: Request;
  formData: FormData;
};

/** What an admin page's guard returns (decision 0004). */
export type AdminGiven = { admin: SessionUser };

type Checked<Value> = Submission<unknown, string[], Value>;
type Answer = ReturnType<typeof notify>;

/** An intent whose form is checked by `schema` before `handle` runs. */
type CheckedIntent<Given extends object, Schema extends z.ZodType, Reply> = {
  /** The intent's form, or how to build it when it depends on the database (e.g. the amenities it holds). */
  schema: Schema | ((context: IntentContext<Given>) => Promise<Schema>);
  /** The notice's headline when the check fails, e.g. "Failed to reopen submission"; none by default. */
  failure?: string;
  /** The notice's line under it when the check fails; by default the first message of the check. */
  invalid?: string;
  /** The notice when the check fails, for a form whose notice is not a headline (e.g. a photo refused). */
  notice?: (context: IntentContext<Given>) => Notice | undefined;
  /** Never sent back when the check fails or a refusal is told, e.g. a password. */
  hideFields?: string[];
  /** A refusal is told as the form's notice rather than beside its field or as the form's error. */
  refusalAsNotice?: boolean;
  handle: (
    value: z.output<Schema>,
    context: IntentContext<Given> & { submission: Checked<z.output<Schema>> },
  ) => Promise<Reply>;
};

/**
 * An intent without a form to check (a button), or one that reads its form itself: a refusal is told
 * as its notice.
 */
type PlainIntent<Given extends object, Reply> = {
  schema?: undefined;
  handle: (value: undefined, context: IntentContext<Given>) => Promise<Reply>;
};

export type IntentHandler<Given extends object = object, Reply = Answer> =
  CheckedIntent<Given, z.ZodType, Reply> | PlainIntent<Given, Reply>;

/**
 * The `intent` helper of a page whose guard returns `Given` and whose handlers answer `Reply`: each
 * intent's handler typed by its own schema (the map of a page holds intents of different schemas).
 */
export function intentsFor<Given extends object, Reply = Answer>() {
  function intent<Schema extends z.ZodType>(handler: CheckedIntent<Given, Schema, Reply>): IntentHandler<Given, Reply>;
  function intent(handler: PlainIntent<Given, Reply>): IntentHandler<Given, Reply>;
  function intent(handler: unknown) {
    return handler as IntentHandler<Given, Reply>;
  }
  return intent;
}

/** The intents of an admin page: handed the administrator. */
export const intent = intentsFor<AdminGiven>();

export const UNKNOWN_INTENT = "Unknown action";

type DispatchOptions = {
  /**
   * The intent of a form that names none: the one form of a page that had a single action before it
   * had intents (an admin tab's reports and messages, the review form).
   */
  fallback?: string;
  /**
   * What an unknown intent is told: by default "The request was not understood." in the page's
   * language, or "Unknown action" on an English-only page (the administration).
   */
  unknown?: string;
};

/**
 * Runs the handler of the intent the form names, handed `given` (what the route's guard returned).
 * A Refusal it throws is answered with its status in `given.locale` (English by default), and a
 * refusal by a limit notes its wait for the answer's Retry-After.
 */
export async function handleIntent<Given extends object, Reply = Answer>(
  { request, context: requestContext }: { request: Request; context: RequestContext },
  given: Given,
  handlers: Record<string, IntentHandler<Given, Reply>>,
  { fallback, unknown }: DispatchOptions = {},
): Promise<Reply | Answer> {
  const locale = "locale" in given && isLocale(given.locale) ? given.locale : undefined;
  const formData = await formOf(request);
  const sent = formData.get("intent") ?? fallback;
  const handler = typeof sent === "string" && Object.hasOwn(handlers, sent) ? handlers[sent] : undefined;
  if (!handler) {
    const message = unknown ?? (locale ? translatorFor(locale, "common")("validation.notUnderstood") : UNKNOWN_INTENT);
    return notify({ ok: false, message }, 400);
  }

  const context: IntentContext<Given> = { ...given, db: requestDb(requestContext), request, formData };
  const refused = (error: unknown) => {
    if (!(error instanceof Refusal)) throw error;
    if (error.retryAfter) noteRefusal(requestContext, error.retryAfter);
    return error;
  };
  if (!handler.schema) {
    try {
      return await (handler as PlainIntent<Given, Reply>).handle(undefined, context);
    } catch (error) {
      const refusal = refused(error);
      return notify({ ok: false, message: refusalText(refusal, locale ?? "en") }, refusal.status);
    }
  }

  const checked = handler as CheckedIntent<Given, z.ZodType, Reply>;
  const schema = typeof checked.schema === "function" ? await checked.schema(context) : checked.schema;
  const submission = await parseWithZod(formData, { schema, async: true });
  if (submission.status !== "success") {
    const { failure, hideFields } = checked;
    if (!failure) return replyTo(submission, { hideFields, notice: checked.notice?.(context) });
    const detail = checked.invalid ?? Object.values(submission.error ?? {}).flatMap((errors) => errors ?? [])[0];
    const notice = detail ? { ok: false, message: failure, detail } : { ok: false, message: failure };
    return replyTo(submission, { notice, hideFields });
  }
  try {
    return await checked.handle(submission.value, { ...context, submission });
  } catch (error) {
    const refusal = refused(error);
    return replyToRefusal(submission, refusal, {
      locale: locale ?? "en",
      hideFields: checked.hideFields,
      asNotice: checked.refusalAsNotice,
    });
  }
}
