// What the account page's forms do, each by its `intent`, always for the session's own account.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { localizePath } from "~/lib/i18n";
import { notify, replyTo } from "~/lib/forms";
import { NOT_UNDERSTOOD } from "~/lib/schemas";
import { ChangePasswordSchema, DeleteAccountSchema, DisplayNameSchema } from "~/lib/schemas-account";
import { AccountError, changeAccountPassword, changeDisplayName, deleteAccount } from "~/server/domain/account.server";
import { shownAs } from "~/server/domain/public-names.server";
import { forwardCookies, getAuth } from "~/server/domain/auth.server";
import { requireUserHere } from "~/server/http/account-guard.server";
import { accountTexts, type AccountT } from "~/server/reference/account-texts.server";
import { checkLimits, LIMITS } from "~/server/domain/rate-limit.server";
import { requestDb } from "~/server/domain/request-context.server";
import { flashCookie } from "~/server/http/flash.server";
import { siteOrigin } from "~/server/infra/site-origin.server";

const PASSWORDS = ["currentPassword", "newPassword", "password"];

/** The refusal of a checked form, at its field or above the form, in the page's language. */
function refuse(submission: Parameters<typeof replyTo>[0], error: AccountError, t: AccountT) {
  const message = t(`account.${error.refusal}`);
  return error.field === "form"
    ? replyTo(submission, { formErrors: [message], hideFields: PASSWORDS, status: error.status })
    : replyTo(submission, {
        fieldErrors: { [error.field]: [message] },
        hideFields: PASSWORDS,
        status: error.status,
      });
}

/** The account page's posts: change the name or the password, or delete the account. */
export async function accountAction({ request, context }: Route.ActionArgs) {
  // Whose account: the session's, always; an id in the form is never read.
  const user = await requireUserHere(request, context);
  const { locale, t } = accountTexts(request);
  const here = localizePath("/account", locale);
  const db = requestDb(context);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "name") {
    const submission = parseWithZod(form, { schema: DisplayNameSchema });
    if (submission.status !== "success") return replyTo(submission);
    try {
      await changeDisplayName(db, user.id, submission.value.name);
    } catch (error) {
      if (error instanceof AccountError) return refuse(submission, error, t);
      throw error;
    }
    const saved = submission.value.name
      ? t("account.nameSaved")
      : t("account.nameRemoved", { neutral: (await shownAs(db, user.id, locale)).neutral });
    throw redirect(here, { headers: { "Set-Cookie": flashCookie(saved) } });
  }

  if (intent === "password") {
    const submission = parseWithZod(form, { schema: ChangePasswordSchema });
    if (submission.status !== "success") return replyTo(submission, { hideFields: PASSWORDS });
    const limited = await checkLimits(context, [[LIMITS.accountPasswordPerAccount, user.id]]);
    if (limited) return replyTo(submission, { formErrors: [limited.message], hideFields: PASSWORDS, status: 429 });
    let headers: Headers;
    try {
      headers = await changeAccountPassword(request, submission.value);
    } catch (error) {
      if (error instanceof AccountError) return refuse(submission, error, t);
      throw error;
    }
    headers.append("Set-Cookie", flashCookie(t("account.passwordChanged")));
    throw redirect(here, { headers });
  }

  if (intent === "delete") {
    const submission = parseWithZod(form, { schema: DeleteAccountSchema });
    if (submission.status !== "success") return replyTo(submission, { hideFields: PASSWORDS });
    const limited = await checkLimits(context, [[LIMITS.accountPasswordPerAccount, user.id]]);
    if (limited) return replyTo(submission, { formErrors: [limited.message], hideFields: PASSWORDS, status: 429 });
    try {
      await deleteAccount(db, { userId: user.id, password: submission.value.password, site: siteOrigin(request) });
    } catch (error) {
      if (error instanceof AccountError) return refuse(submission, error, t);
      throw error;
    }
    // The session went with the account; signing out clears its cookie.
    const auth = await getAuth(request);
    const headers = forwardCookies(await auth.api.signOut({ headers: request.headers, asResponse: true }));
    headers.append("Set-Cookie", flashCookie(t("account.deleted")));
    throw redirect(localizePath("/", locale), { headers });
  }

  return notify({ ok: false, message: locale === "en" ? NOT_UNDERSTOOD : t("account.notUnderstood") }, 400);
}
