// The account page's three forms: display name, password, delete. Each is a plain post with its intent.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Trash2 } from "lucide-react";
import { Form } from "react-router";
import { useTranslation } from "react-i18next";
import { FormErrors, InputField, useSchemaForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { ChangePasswordSchema, DeleteAccountSchema, DisplayNameSchema } from "~/lib/schemas-account";

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
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="name" />
      <FormErrors form={form} />
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
    </Form>
  );
}

export function PasswordForm({ reply, busy }: { reply?: SubmissionResult<string[]>; busy: boolean }) {
  const { t } = useTranslation("account");
  const [form, fields] = useSchemaForm(ChangePasswordSchema, {
    id: "account-password",
    lastResult: reply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="password" />
      <FormErrors form={form} />
      <InputField
        meta={fields.currentPassword}
        label={t("account.currentPassword")}
        type="password"
        autoComplete="current-password"
      />
      <InputField
        meta={fields.newPassword}
        label={t("account.newPassword")}
        hint={t("account.newPasswordHint")}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t("account.changingPassword") : t("account.changePassword")}
      </Button>
    </Form>
  );
}

export function DeleteForm({ reply, busy }: { reply?: SubmissionResult<string[]>; busy: boolean }) {
  const { t } = useTranslation("account");
  const [form, fields] = useSchemaForm(DeleteAccountSchema, {
    id: "account-delete",
    lastResult: reply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
      <input type="hidden" name="intent" value="delete" />
      <FormErrors form={form} />
      <InputField
        meta={fields.password}
        label={t("account.deletePassword")}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" variant="destructive" disabled={busy} className="self-start">
        <Trash2 aria-hidden="true" /> {busy ? t("account.deleting") : t("account.deleteButton")}
      </Button>
    </Form>
  );
}
