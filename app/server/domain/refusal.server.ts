// What the product refuses, said once (decision 0056): a Refusal names its text by a translation key
// ("namespace:key"), with the field it concerns and the values its text reads, and a route writes it
// in the request's language, beside its field or above the form.
import type { ParseKeys } from "i18next";
import type { Submission } from "@conform-to/react";
import { replyTo, type Notice } from "~/lib/forms";
import type { Locale } from "~/lib/i18n";
import type { Namespace } from "~/locales";
import { instanceFor } from "../reference/i18n.server";

/** A text of any namespace, as i18next reads it: "account:account.wrongPassword". */
export type RefusalCode = { [N in Namespace]: `${N}:${ParseKeys<N>}` }[Namespace];

export type RefusalStatus = 400 | 403 | 404 | 409 | 413 | 429;

type RefusalOptions = {
  /** The answer's status: 400 unless the refusal says otherwise. */
  status?: RefusalStatus;
  /** The form field the refusal is told beside; above the form when none. */
  field?: string;
  /** What the text reads, e.g. `{ max: 5 }`. */
  values?: Record<string, string | number>;
  /** Seconds until a limit that refused lets the person try again (sent as Retry-After). */
  retryAfter?: number;
};

/**
 * A refusal of the product's rules. Its message is the English text, for logs and the English-only
 * administration; a page writes `code` in its own language (`refusalText`, `replyToRefusal`).
 */
export class Refusal extends Error {
  readonly status: RefusalStatus;
  readonly field: string | undefined;
  readonly values: Record<string, string | number>;
  readonly retryAfter: number | undefined;

  constructor(
    readonly code: RefusalCode,
    { status = 400, field, values = {}, retryAfter }: RefusalOptions = {},
  ) {
    super(textOf(code, "en", values));
    this.name = "Refusal";
    this.status = status;
    this.field = field;
    this.values = values;
    this.retryAfter = retryAfter;
  }
}

function textOf(code: RefusalCode, locale: Locale, values: Record<string, string | number>) {
  const t = instanceFor(locale).getFixedT(locale) as (key: string, options: object) => string;
  return t(code, values);
}

/** The refusal's text in `locale`. */
export function refusalText(refusal: Refusal, locale: Locale) {
  return textOf(refusal.code, locale, refusal.values);
}

type RefusalReply = {
  /** The request's language. */
  locale: Locale;
  /** Never sent back, e.g. a password. */
  hideFields?: string[];
  /** Told as the form's notice (the toast, or the box above the form) rather than as a form error. */
  asNotice?: boolean;
};

/**
 * The form's answer to a refusal, in the request's language and with the refusal's status: beside
 * its field, or as the form's error (or notice); the values typed are kept.
 */
export function replyToRefusal(
  submission: Submission<unknown, string[], unknown>,
  refusal: Refusal,
  { locale, hideFields, asNotice }: RefusalReply,
) {
  const message = refusalText(refusal, locale);
  const status = refusal.status;
  if (asNotice) {
    const notice: Notice = { ok: false, message };
    return replyTo(submission, { notice, hideFields, status });
  }
  return refusal.field
    ? replyTo(submission, { fieldErrors: { [refusal.field]: [message] }, hideFields, status })
    : replyTo(submission, { formErrors: [message], hideFields, status });
}
