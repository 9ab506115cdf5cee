// The page a reset link opens: choose a new password. Signing in comes next, on /auth.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/reset-password";
import { AccountPage } from "~/components/account-page";
import { FormErrors, useSchemaForm } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { SendButton } from "~/components/send-button";
import { PasswordField } from "~/components/password-field";
import { replyTo } from "~/lib/forms";
import { INVALID_RESET_LINK, ResetPasswordSchema } from "~/lib/schemas-account";
import { localizePath, useLocalePath } from "~/lib/i18n";
import { unlistedPageMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { getAuth } from "~/server/domain/auth.server";
import { isCommonPassword } from "~/server/domain/common-passwords.server";
import { flashCookie } from "~/server/http/flash.server";
import { checkLimits, clientIp, LIMITS } from "~/server/domain/rate-limit.server";
import { accountTexts, translatedSeo } from "~/server/reference/account-texts.server";

/** The schema the server checks with: the page's, and not one of the most common passwords. */
const serverResetSchema = (tooCommon: string) =>
  ResetPasswordSchema.extend({
    password: ResetPasswordSchema.shape.password.refine((p) => !isCommonPassword(p), tooCommon),
  });

export const meta: Route.MetaFunction = unlistedPageMeta("/auth/reset-password", {
  title: `Choose a new password | ${BRAND}`,
  description: "Choose a new password for your account.",
});

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: token.slice(0, 200), ...translatedSeo(request, "reset") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, t } = accountTexts(request);
  // The link's own refusal, in the page's language (the English is INVALID_RESET_LINK).
  const invalidLink = locale === "en" ? INVALID_RESET_LINK : t("reset.invalidLink");
  const submission = parseWithZod(await request.formData(), { schema: serverResetSchema(t("reset.tooCommon")) });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    // A broken token is the link's fault, not the field's: say so above the form.
    const linkBroken = Boolean(submission.error?.token);
    return replyTo(submission, { hideFields, formErrors: linkBroken ? [invalidLink] : undefined });
  }
  const limited = await checkLimits(context, [[LIMITS.passwordResetPerIp, clientIp(request)]]);
  if (limited) return replyTo(submission, { hideFields, formErrors: [limited.message], status: 429 });

  const auth = await getAuth(request);
  const response = await auth.api.resetPassword({
    body: { newPassword: submission.value.password, token: submission.value.token },
    asResponse: true,
  });
  if (!response.ok) return replyTo(submission, { hideFields, formErrors: [invalidLink], status: 400 });
  throw redirect(localizePath("/auth", locale), {
    headers: { "Set-Cookie": flashCookie(t("reset.changed")) },
  });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const lp = useLocalePath();
  const busy = navigation.state === "submitting";
  const [form, fields] = useSchemaForm(ResetPasswordSchema, {
    id: "reset-password",
    defaultValue: { token: loaderData.token },
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <AccountPage
      title={t("reset.title")}
      description={t("reset.description")}
      back={{ to: lp("/auth/forgot-password"), label: t("reset.back") }}
    >
      {!loaderData.token ? (
        <Alert tone="error">{t("reset.invalidLink")}</Alert>
      ) : (
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <input type="hidden" name={fields.token.name} value={loaderData.token} />
          <FormErrors form={form} />
          <PasswordField meta={fields.password} label={t("reset.newPassword")} kind="new" />
          <SendButton busy={busy} busyLabel={t("reset.saving")} label={t("reset.save")} />
        </Form>
      )}
    </AccountPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
