// The page a reset link opens: choose a new password. Signing in comes next, on /auth.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { AccountPage } from "~/components/account-page";
import { FormErrors, InputField } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { replyTo } from "~/lib/forms";
import { INVALID_RESET_LINK, ResetPasswordSchema } from "~/lib/schemas";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { getAuth } from "~/server/domain/auth.server";
import { isCommonPassword } from "~/server/domain/common-passwords.server";
import { flashCookie } from "~/server/http/flash.server";
import { checkLimits, clientIp, LIMITS } from "~/server/domain/rate-limit.server";

const TOO_COMMON = "This password is too common. Please choose one that is harder to guess.";

const ServerResetSchema = ResetPasswordSchema.extend({
  password: ResetPasswordSchema.shape.password.refine((p) => !isCommonPassword(p), TOO_COMMON),
});

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Choose a new password | ${BRAND}`,
    description: "Choose a new password for your account.",
    path: "/auth/reset-password",
    noindex: true,
  });

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: token.slice(0, 200) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ServerResetSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    // A broken token is the link's fault, not the field's: say so above the form.
    const linkBroken = Boolean(submission.error?.token);
    return replyTo(submission, { hideFields, formErrors: linkBroken ? [INVALID_RESET_LINK] : undefined });
  }
  const limited = await checkLimits(context, [[LIMITS.passwordResetPerIp, clientIp(request)]]);
  if (limited) return replyTo(submission, { hideFields, formErrors: [limited.message], status: 429 });

  const auth = await getAuth(request);
  const response = await auth.api.resetPassword({
    body: { newPassword: submission.value.password, token: submission.value.token },
    asResponse: true,
  });
  if (!response.ok) return replyTo(submission, { hideFields, formErrors: [INVALID_RESET_LINK], status: 400 });
  throw redirect("/auth", {
    headers: { "Set-Cookie": flashCookie("Your password has been changed. You can sign in now.") },
  });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [form, fields] = useForm({
    id: "reset-password",
    constraint: getZodConstraint(ResetPasswordSchema),
    defaultValue: { token: loaderData.token },
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <AccountPage
      title="Choose a new password"
      description="At least 6 characters, and not one of the most common passwords."
      back={{ to: "/auth/forgot-password", label: "Ask for a new link" }}
    >
      {!loaderData.token ? (
        <Alert tone="error">{INVALID_RESET_LINK}</Alert>
      ) : (
        <Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
          <input type="hidden" name={fields.token.name} value={loaderData.token} />
          <FormErrors form={form} />
          <InputField meta={fields.password} label="New password" type="password" autoComplete="new-password" />
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save new password"}
          </Button>
        </Form>
      )}
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
