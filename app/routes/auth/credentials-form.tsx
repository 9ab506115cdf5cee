// The sign-in page's e-mail and password form, one for both tabs: the tab sets its intent, its
// checks and its button.
import { getFormProps } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { useTranslation } from "react-i18next";
import { EmailField, FormErrors, InputField, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import type { ActionReply } from "~/lib/forms";
import { SignInSchema, SignUpSchema } from "~/lib/schemas-account";
import { useLocalePath } from "~/lib/i18n";
import type { Tab } from "./auth-tabs";

export function CredentialsForm({
  intent,
  redirectTo,
  reply,
  busy,
}: {
  intent: Tab;
  redirectTo: string;
  reply?: ActionReply;
  busy: boolean;
}) {
  const { t } = useTranslation("account");
  const lp = useLocalePath();
  const schema = intent === "signup" ? SignUpSchema : SignInSchema;
  const [form, fields] = useSchemaForm(schema, {
    id: "credentials",
    lastResult: reply?.result,
    shouldRevalidate: "onBlur",
  });
  // Another tab keeps what was typed but not the other form's messages.
  const shownFor = useRef(intent);
  const { update } = form;
  useEffect(() => {
    if (shownFor.current === intent) return;
    shownFor.current = intent;
    update({ validated: false });
  }, [intent, update]);
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* The server's answer (e.g. "Invalid email or password.") stays until the next one: checking a
          field as the visitor leaves it must not remove the box and move the button they reach for. */}
      <FormErrors form={{ errorId: form.errorId, errors: reply?.result?.error?.[""] ?? form.errors }} />
      <EmailField meta={fields.email} label={t("auth.email")} placeholder={t("auth.emailPlaceholder")} />
      <InputField
        meta={fields.password}
        label={t("auth.password")}
        type="password"
        autoComplete={intent === "signup" ? "new-password" : "current-password"}
        placeholder={intent === "signup" ? t("auth.passwordPlaceholderSignUp") : t("auth.passwordPlaceholderSignIn")}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {intent === "signup"
          ? busy
            ? t("auth.signingUp")
            : t("auth.signUp")
          : busy
            ? t("auth.signingIn")
            : t("auth.signIn")}
      </Button>
      {intent === "signin" ? (
        <p className="text-center text-sm">
          <Link to={lp("/auth/forgot-password")} className="text-brand-700 underline">
            {t("auth.forgot")}
          </Link>
        </p>
      ) : null}
    </Form>
  );
}
