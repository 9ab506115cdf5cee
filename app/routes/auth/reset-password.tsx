// The page a reset link opens: choose a new password. Signing in comes next, on /auth.
import { CircleAlert } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/reset-password";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { GeneralErrorBoundary } from "~/root";
import { getAuth } from "~/server/auth.server";
import { isCommonPassword } from "~/server/common-passwords.server";
import { flashCookie } from "~/server/flash.server";
import { checkLimits, clientIp, LIMITS } from "~/server/rate-limit.server";

const INVALID_LINK = "This reset link is invalid or has expired. Please ask for a new one.";

const ResetSchema = z.object({
  token: z.string().trim().min(1, INVALID_LINK).max(200, INVALID_LINK),
  password: z
    .string()
    .min(1, "Password is required.")
    .min(6, "Password must be at least 6 characters.")
    .max(128, "Please keep your password under 128 characters.")
    .refine((p) => !isCommonPassword(p), "This password is too common. Please choose one that is harder to guess."),
});

type ActionResult = { fieldError?: string; formError?: string };

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

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = ResetSchema.safeParse({ token: form.get("token") ?? "", password: form.get("password") ?? "" });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return data<ActionResult>(
      issue?.path[0] === "token" ? { formError: INVALID_LINK } : { fieldError: issue?.message },
      { status: 400 },
    );
  }
  const limited = await checkLimits([[LIMITS.passwordResetPerIp, clientIp(request)]]);
  if (limited) return data<ActionResult>({ formError: limited.message }, { status: 429 });

  const auth = await getAuth();
  const response = await auth.api.resetPassword({
    body: { newPassword: parsed.data.password, token: parsed.data.token },
    asResponse: true,
  });
  if (!response.ok) return data<ActionResult>({ formError: INVALID_LINK }, { status: 400 });
  throw redirect("/auth", {
    headers: { "Set-Cookie": flashCookie("Your password has been changed. You can sign in now.") },
  });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData as ActionResult | undefined;
  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">Choose a new password</h1>
          <CardDescription>At least 6 characters, and not one of the most common passwords.</CardDescription>
        </CardHeader>
        <CardContent>
          {!loaderData.token ? (
            <p role="alert" className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {INVALID_LINK}
            </p>
          ) : (
            <Form method="post" className="flex flex-col gap-4" noValidate>
              <input type="hidden" name="token" value={loaderData.token} />
              {result?.formError ? (
                <p role="alert" className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {result.formError}
                </p>
              ) : null}
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="new-password">New password</Label>
                <Input
                  id="new-password"
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={6}
                  aria-invalid={result?.fieldError ? true : undefined}
                  aria-describedby={result?.fieldError ? "new-password-error" : undefined}
                />
                {result?.fieldError ? (
                  <p id="new-password-error" className="text-sm text-red-700">
                    {result.fieldError}
                  </p>
                ) : null}
              </div>
              <Button type="submit" disabled={busy}>
                {busy ? "Saving..." : "Save new password"}
              </Button>
            </Form>
          )}
          <p className="mt-4 text-center text-sm text-slate-600">
            <Link to="/auth/forgot-password" className="text-brand-700 font-medium underline">
              Ask for a new link
            </Link>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
