// "Forgot password?": asks for the address and sends a reset link, saying the same whether or not
// an account exists, so the page tells nobody which addresses have one.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/forgot-password";
import { AccountPage } from "~/components/account-page";
import { EmailField, FormErrors, useSchemaForm } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { SendButton } from "~/components/send-button";
import { replyTo } from "~/lib/forms";
import { ForgotPasswordSchema } from "~/lib/schemas-account";
import { localizePath, useLocalePath } from "~/lib/i18n";
import { unlistedPageMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { getAuth, getUser } from "~/server/domain/auth.server";
import { checkLimits, clientIp, LIMITS } from "~/server/domain/rate-limit.server";
import { accountTexts, translatedSeo } from "~/server/reference/account-texts.server";

export const meta: Route.MetaFunction = unlistedPageMeta("/auth/forgot-password", {
  title: `Reset your password | ${BRAND}`,
  description: "Get a link to choose a new password for your account.",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = accountTexts(request);
  if (await getUser(request, context)) throw redirect(localizePath("/", locale));
  return translatedSeo(request, "forgot");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { t, locale } = accountTexts(request);
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return replyTo(submission);
  const { email } = submission.value;
  const limited = await checkLimits(context, [[LIMITS.passwordResetPerIp, clientIp(request)]]);
  if (limited) {
    const headers = { "Retry-After": String(limited.retryAfter) };
    return replyTo(submission, { formErrors: [limited.message], status: 429, headers });
  }
  const auth = await getAuth(request);
  await auth.api
    .requestPasswordReset({ body: { email, redirectTo: localizePath("/auth/reset-password", locale) } })
    .catch((error: unknown) => {
      console.error("[auth] password reset request failed", error);
    });
  return replyTo(submission, { notice: { ok: true, message: t("forgot.sent") } });
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const lp = useLocalePath();
  const busy = navigation.state === "submitting";
  const [form, fields] = useSchemaForm(ForgotPasswordSchema, {
    id: "forgot-password",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <AccountPage
      title={t("forgot.title")}
      description={t("forgot.description")}
      back={{ to: lp("/auth"), label: t("forgot.back") }}
    >
      {actionData?.notice?.ok ? (
        <Alert tone="success">{actionData.notice.message}</Alert>
      ) : (
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <FormErrors form={form} />
          <EmailField meta={fields.email} label={t("forgot.email")} />
          <SendButton busy={busy} busyLabel={t("forgot.sending")} label={t("forgot.send")} />
        </Form>
      )}
    </AccountPage>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
