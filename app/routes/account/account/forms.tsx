// The account page's three forms: display name, password, delete. Each is a plain post with its intent.
import { getFormProps, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { Trash2 } from "lucide-react";
import type * as React from "react";
import type { z } from "zod";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import { FormErrors, InputField, useSchemaForm } from "~/components/forms";
import { PasswordField } from "~/components/password-field";
import { SendButton } from "~/components/send-button";
import { Button } from "~/components/ui/button";
import { ChangePasswordSchema, DeleteAccountSchema, DisplayNameSchema } from "~/lib/schemas-account";

/** A form of the account page: the intent it posts, then the errors of the whole form above its fields. */
function IntentForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  className = "flex flex-col gap-4",
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  intent: "name" | "password" | "delete";
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <FormErrors form={form} />
      {children}
    </Form>
  );
}

/** A password form: checked when sent, then again as the visitor corrects it. */
function usePasswordForm<Schema extends z.ZodObject>(schema: Schema, id: string, reply?: SubmissionResult<string[]>) {
  return useSchemaForm(schema, { id, lastResult: reply, shouldValidate: "onSubmit", shouldRevalidate: "onInput" });
}

export function NameForm({
  name,
  neutral,
  reply,
  busy,
}: {
  name: string;
  neutral: string;
  reply?: SubmissionResult<string[]>;
  busy: boolean;
}) {
  const { t } = useTranslation("account");
  const [form, fields] = useSchemaForm(DisplayNameSchema, {
    id: "account-name",
    defaultValue: { name },
    lastResult: reply,
    shouldRevalidate: "onBlur",
  });
  return (
    <IntentForm form={form} intent="name">
      <InputField
        meta={fields.name}
        label={t("account.nameLabel")}
        hint={name ? t("account.nameFieldHint", { neutral }) : t("account.nameNone", { neutral })}
        autoComplete="nickname"
        className="flex-1"
      />
      <Button type="submit" disabled={busy} className="self-start">
        {t("account.saveName")}
      </Button>
    </IntentForm>
  );
}

export function PasswordForm({ reply, busy }: { reply?: SubmissionResult<string[]>; busy: boolean }) {
  const { t } = useTranslation("account");
  const [form, fields] = usePasswordForm(ChangePasswordSchema, "account-password", reply);
  return (
    <IntentForm form={form} intent="password">
      <PasswordField meta={fields.currentPassword} label={t("account.currentPassword")} kind="current" />
      <PasswordField
        meta={fields.newPassword}
        label={t("account.newPassword")}
        hint={t("account.newPasswordHint")}
        kind="new"
      />
      <SendButton
        busy={busy}
        className="self-start"
        label={t("account.changePassword")}
        busyLabel={t("account.changingPassword")}
      />
    </IntentForm>
  );
}

export function DeleteForm({ reply, busy }: { reply?: SubmissionResult<string[]>; busy: boolean }) {
  const { t } = useTranslation("account");
  const [form, fields] = usePasswordForm(DeleteAccountSchema, "account-delete", reply);
  return (
    <IntentForm form={form} intent="delete" className="mt-4 flex flex-col gap-4">
      <PasswordField meta={fields.password} label={t("account.deletePassword")} kind="current" />
      <Button type="submit" variant="destructive" disabled={busy} className="self-start">
        <Trash2 aria-hidden="true" /> {busy ? t("account.deleting") : t("account.deleteButton")}
      </Button>
    </IntentForm>
  );
}
