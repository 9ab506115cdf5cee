// What the account page's forms do, each by its `intent`, always for the session's own account.
import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { localizePath, type Locale } from "~/lib/i18n";
import { replyTo } from "~/lib/forms";
import { NOT_UNDERSTOOD } from "~/lib/schemas";
import { ChangePasswordSchema, DeleteAccountSchema, DisplayNameSchema } from "~/lib/schemas-account";
import { changeAccountPassword, changeDisplayName, deleteAccount } from "~/server/domain/account.server";
import { shownAs } from "~/server/domain/public-names.server";
import { forwardCookies, getAuth, type SessionUser } from "~/server/domain/auth.server";
import { handleIntent, intentsFor } from "~/server/domain/intents.server";
import { requireUserHere } from "~/server/http/account-guard.server";
import { accountTexts, type AccountT } from "~/server/reference/account-texts.server";
import { checkLimits, LIMITS } from "~/server/domain/rate-limit.server";
import { flashCookie } from "~/server/http/flash.server";
import { siteOrigin } from "~/server/infra/site-origin.server";

const PASSWORDS = ["currentPassword", "newPassword", "password"];

type AccountGiven = { user: SessionUser; locale: Locale; t: AccountT; limited: Limited };
type Limited = () => ReturnType<typeof checkLimits>;

const intent = intentsFor<AccountGiven>();

const ACCOUNT_INTENTS = {
  name: intent({
    schema: DisplayNameSchema,
    hideFields: PASSWORDS,
    handle: async ({ name }, { db, user, locale, t }) => {
      await changeDisplayName(db, user.id, name);
      const saved = name
        ? t("account.nameSaved")
        : t("account.nameRemoved", { neutral: (await shownAs(db, user.id, locale)).neutral });
      throw redirect(localizePath("/account", locale), { headers: { "Set-Cookie": flashCookie(saved) } });
    },
  }),
  password: intent({
    schema: ChangePasswordSchema,
    hideFields: PASSWORDS,
    handle: async (value, { request, locale, t, limited, submission }) => {
      const limit = await limited();
      if (limit) return replyTo(submission, { formErrors: [limit.message], hideFields: PASSWORDS, status: 429 });
      const headers = await changeAccountPassword(request, value);
      headers.append("Set-Cookie", flashCookie(t("account.passwordChanged")));
      throw redirect(localizePath("/account", locale), { headers });
    },
  }),
  delete: intent({
    schema: DeleteAccountSchema,
    hideFields: PASSWORDS,
    handle: async ({ password }, { db, request, user, locale, t, limited, submission }) => {
      const limit = await limited();
      if (limit) return replyTo(submission, { formErrors: [limit.message], hideFields: PASSWORDS, status: 429 });
      await deleteAccount(db, { userId: user.id, password, site: siteOrigin(request) });
      // The session went with the account; signing out clears its cookie.
      const auth = await getAuth(request);
      const headers = forwardCookies(await auth.api.signOut({ headers: request.headers, asResponse: true }));
      headers.append("Set-Cookie", flashCookie(t("account.deleted")));
      throw redirect(localizePath("/", locale), { headers });
    },
  }),
};

/**
 * The account page's posts: change the name or the password, or delete the account. A refusal of the
 * account's rules (a wrong password, an account already gone) is told at its field or above the form.
 */
export async function accountAction({ request, context }: Route.ActionArgs) {
  // Whose account: the session's, always; an id in the form is never read.
  const user = await requireUserHere(request, context);
  const { locale, t } = accountTexts(request);
  // Changing the password and deleting the account are counted per account, once the form is checked.
  const limited = () => checkLimits(context, [[LIMITS.accountPasswordPerAccount, user.id]]);
  return handleIntent({ request, context }, { user, locale, t, limited }, ACCOUNT_INTENTS, {
    unknown: locale === "en" ? NOT_UNDERSTOOD : t("account.notUnderstood"),
  });
}
