// /lists: the signed-in person's lists (Favorites first) with how many places each holds and who can
// see it, and the form that makes a new one.
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowRight, Heart, ListPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/lists";
import { InputField, useSchemaForm } from "~/components/forms";
import { NoticeAlert } from "~/components/notice";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { TitledCard } from "~/components/titled-card";
import { replyTo } from "~/lib/forms";
import { localizePath, useLocalePath } from "~/lib/i18n";
import { ListNameSchema } from "~/lib/schemas";
import { ownPageMeta } from "~/lib/seo";
import { requestDb } from "~/server/domain/request-context.server";
import { listTexts, requireListOwner } from "~/server/domain/saved-places.server";
import { flashCookie } from "~/server/http/flash.server";
import { createList, findListsOf } from "~/server/queries/lists.server";

export const meta: Route.MetaFunction = ownPageMeta("/lists", "My Lists");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, t } = listTexts(request);
  const user = await requireListOwner(request, context, locale);
  return {
    lists: await findListsOf(requestDb(context), user.id),
    title: t("myLists"),
    description: t("myListsIntro"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { locale, t } = listTexts(request);
  const user = await requireListOwner(request, context, locale);
  const submission = parseWithZod(await request.formData(), { schema: ListNameSchema });
  if (submission.status !== "success") return replyTo(submission);
  const made = await createList(requestDb(context), user.id, submission.value.name);
  if (!made.ok) {
    return replyTo(submission, { notice: { ok: false, message: t(made.refusal) }, status: 400 });
  }
  throw redirect(localizePath(`/lists/${made.value.id}`, locale), {
    headers: { "Set-Cookie": flashCookie(t("created", { name: submission.value.name })) },
  });
}

export default function ListsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lists } = loaderData;
  const { t } = useTranslation(["lists", "facts"]);
  const lp = useLocalePath();
  const [form, fields] = useSchemaForm(ListNameSchema, {
    id: "new-list",
    lastResult: actionData?.result,
    shouldRevalidate: "onBlur",
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("myLists")}</h1>
      <p className="mt-2 text-slate-700">{t("myListsIntro")}</p>

      {lists.length ? (
        <ul className="mt-8 space-y-3">
          {lists.map((list) => (
            <li key={list.id}>
              <Link
                to={lp(`/lists/${list.id}`)}
                className="focus-visible:outline-brand-600 flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:shadow-md focus-visible:outline-2"
              >
                {list.isFavorites ? (
                  <Heart className="size-5 fill-rose-600 text-rose-600" aria-hidden="true" />
                ) : (
                  <ListPlus className="text-brand-700 size-5" aria-hidden="true" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{list.isFavorites ? t("favorites") : list.name}</span>
                  <span className="text-sm text-slate-600">{t("placeCount", { count: list.placeCount })}</span>
                </span>
                <Badge tone={list.visibility === "private" ? "outline" : "blue"}>
                  {t(`facts:listVisibility.${list.visibility}`)}
                </Badge>
                <ArrowRight className="size-4 text-slate-500" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">{t("noLists")}</p>
      )}

      <TitledCard title={t("newList")} className="mt-10">
        <NoticeAlert reply={actionData} className="mb-4" />
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <InputField meta={fields.name} label={t("listName")} className="flex-1" />
          <Button type="submit">{t("createList")}</Button>
        </Form>
      </TitledCard>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
