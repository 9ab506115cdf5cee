// Renaming a list (not the favourites) and deleting it.
import { Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { FieldError } from "./field-error";

/** The list's rename form and its delete button, behind a disclosure. */
export function ManageList({
  list,
  errors,
}: {
  list: { name: string; isFavorites: boolean };
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("lists");
  return (
    <>
      {list.isFavorites ? null : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t("rename")}</CardTitle>
          </CardHeader>
          <CardContent>
            <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <input type="hidden" name="intent" value="rename" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Label htmlFor="list-name">{t("listName")}</Label>
                <Input
                  id="list-name"
                  name="name"
                  defaultValue={list.name}
                  key={list.name}
                  required
                  aria-invalid={errors.name ? true : undefined}
                  aria-describedby={errors.name ? "list-name-error" : undefined}
                />
                <FieldError id="list-name-error" message={errors.name} />
              </div>
              <Button type="submit">{t("saveName")}</Button>
            </Form>
          </CardContent>
        </Card>
      )}
      <details className="rounded-lg border border-red-200 bg-red-50 p-4">
        <summary className="cursor-pointer font-semibold text-red-900">{t("deleteList")}</summary>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="delete" />
          <p className="text-sm text-red-900">{t("deleteListConfirm", { name: list.name })}</p>
          <Button type="submit" variant="destructive">
            <Trash2 aria-hidden="true" /> {t("deleteList")}
          </Button>
        </Form>
      </details>
    </>
  );
}
