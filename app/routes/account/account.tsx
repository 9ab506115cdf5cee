// The signed-in person's account: display name, password, what the site holds about them, the
// download of all of it, and deleting the account (decision 0029). Every form is a plain post.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Download, Heart, KeyRound, MessageSquareText, Send, Trash2, TriangleAlert, UserRound } from "lucide-react";
import type * as React from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/account";
import { FormErrors, InputField } from "~/components/forms";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDay } from "~/lib/account-dates";
import { localizePath, useLocale, useLocalePath } from "~/lib/i18n";
import { notify, replyTo, type ActionReply } from "~/lib/forms";
import { ChangePasswordSchema, DeleteAccountSchema, DisplayNameSchema, NOT_UNDERSTOOD } from "~/lib/schemas";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { placePath } from "~/lib/vocabulary";
import { AccountError, changeAccountPassword, changeDisplayName, deleteAccount } from "~/server/domain/account.server";
import { forwardCookies, getAuth } from "~/server/domain/auth.server";
import { requireUserHere } from "~/server/http/account-guard.server";
import { accountTexts, translatedSeo, type AccountT } from "~/server/reference/account-texts.server";
import { checkLimits, LIMITS } from "~/server/domain/rate-limit.server";
import { requestDb } from "~/server/domain/request-context.server";
import { flashCookie } from "~/server/http/flash.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { accountSummary, findPasswordHash } from "~/server/queries/account.server";

type Intent = "name" | "password" | "delete";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: loaderData?.seo?.title ?? `Your account | ${BRAND}`,
    description: loaderData?.seo?.description ?? "Your name, your password, and everything this site keeps about you.",
    path: "/account",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserHere(request, context);
  const { t } = accountTexts(request);
  const db = requestDb(context);
  const summary = await accountSummary(db, user.id);
  return {
    ...translatedSeo(request, "account"),
    name: user.name,
    email: user.email,
    hasPassword: Boolean(await findPasswordHash(db, user.id)),
    submissionCount: summary.submissionCount,
    reports: summary.reports.map((r) => ({
      id: r.id,
      placeName: r.placeName,
      placePath: placePath({ category: r.placeCategory, slug: r.placeSlug }),
      kind: r.kind,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    reviews: summary.reviews.map((r) => ({
      id: r.id,
      placeName: r.placeName,
      placePath: placePath({ category: r.placeCategory, slug: r.placeSlug }),
      rating: r.rating,
      status: r.status,
    })),
    lists: summary.lists.map((l) => ({
      id: l.id,
      name: l.isFavorites ? t("account.favorites") : l.name,
      placeCount: l.placeCount,
      visibility: l.visibility,
    })),
  };
}

const PASSWORDS = ["currentPassword", "newPassword", "password"];

/** The refusal of a checked form, at its field or above the form, in the page's language. */
function refuse(submission: Parameters<typeof replyTo>[0], error: AccountError, t: AccountT) {
  const message = t(`account.${error.refusal}`);
  return error.field === "form"
    ? replyTo(submission, { formErrors: [message], hideFields: PASSWORDS, status: error.status })
    : replyTo(submission, {
        fieldErrors: { [error.field]: [message] },
        hideFields: PASSWORDS,
        status: error.status,
      });
}

export async function action({ request, context }: Route.ActionArgs) {
  // Whose account: the session's, always; an id in the form is never read.
  const user = await requireUserHere(request, context);
  const { locale, t } = accountTexts(request);
  const here = localizePath("/account", locale);
  const db = requestDb(context);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "name") {
    const submission = parseWithZod(form, { schema: DisplayNameSchema });
    if (submission.status !== "success") return replyTo(submission);
    try {
      await changeDisplayName(db, user.id, submission.value.name);
    } catch (error) {
      if (error instanceof AccountError) return refuse(submission, error, t);
      throw error;
    }
    throw redirect(here, { headers: { "Set-Cookie": flashCookie(t("account.nameSaved")) } });
  }

  if (intent === "password") {
    const submission = parseWithZod(form, { schema: ChangePasswordSchema });
    if (submission.status !== "success") return replyTo(submission, { hideFields: PASSWORDS });
    const limited = await checkLimits(context, [[LIMITS.accountPasswordPerAccount, user.id]]);
    if (limited) return replyTo(submission, { formErrors: [limited.message], hideFields: PASSWORDS, status: 429 });
    let headers: Headers;
    try {
      headers = await changeAccountPassword(request, submission.value);
    } catch (error) {
      if (error instanceof AccountError) return refuse(submission, error, t);
      throw error;
    }
    headers.append("Set-Cookie", flashCookie(t("account.passwordChanged")));
    throw redirect(here, { headers });
  }

  if (intent === "delete") {
    const submission = parseWithZod(form, { schema: DeleteAccountSchema });
    if (submission.status !== "success") return replyTo(submission, { hideFields: PASSWORDS });
    const limited = await checkLimits(context, [[LIMITS.accountPasswordPerAccount, user.id]]);
    if (limited) return replyTo(submission, { formErrors: [limited.message], hideFields: PASSWORDS, status: 429 });
    try {
      await deleteAccount(db, { userId: user.id, password: submission.value.password, site: siteOrigin(request) });
    } catch (error) {
      if (error instanceof AccountError) return refuse(submission, error, t);
      throw error;
    }
    // The session went with the account; signing out clears its cookie.
    const auth = await getAuth(request);
    const headers = forwardCookies(await auth.api.signOut({ headers: request.headers, asResponse: true }));
    headers.append("Set-Cookie", flashCookie(t("account.deleted")));
    throw redirect(localizePath("/", locale), { headers });
  }

  return notify({ ok: false, message: locale === "en" ? NOT_UNDERSTOOD : t("account.notUnderstood") }, 400);
}

/** Which form an answer belongs to: the `intent` it was sent with. */
function answered(reply: ActionReply | undefined, intent: Intent): SubmissionResult<string[]> | undefined {
  return reply?.result?.initialValue?.intent === intent ? reply.result : undefined;
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const { reports, reviews, lists } = loaderData;
  const { t } = useTranslation(["account", "facts"]);
  const locale = useLocale();
  const lp = useLocalePath();

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">{t("account.title")}</h1>
        <p className="mt-2 text-slate-700">{t("account.intro")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("account.signedInAs", { email: loaderData.email })}</p>
      </header>
      {actionData?.notice && !actionData.result ? (
        <p role="alert" className="text-sm text-red-700">
          {actionData.notice.message}
        </p>
      ) : null}

      <Section icon={<UserRound />} title={t("account.nameHeading")} description={t("account.nameHint")}>
        <NameForm name={loaderData.name} reply={answered(actionData, "name")} busy={busy === "name"} />
      </Section>

      <Section icon={<KeyRound />} title={t("account.passwordHeading")} description={t("account.passwordHint")}>
        {loaderData.hasPassword ? (
          <PasswordForm reply={answered(actionData, "password")} busy={busy === "password"} />
        ) : (
          <p className="text-sm text-slate-700">{t("account.noPassword")}</p>
        )}
      </Section>

      <Section title={t("account.holdsHeading")} description={t("account.holdsIntro")}>
        <div className="flex flex-col gap-6">
          <Holding icon={<Send />} heading={t("account.submissions", { count: loaderData.submissionCount })}>
            <Link to={lp("/my-submissions")} className="text-brand-700 text-sm font-medium underline">
              {t("account.seeSubmissions")}
            </Link>
          </Holding>
          <Holding icon={<TriangleAlert />} heading={t("account.reports", { count: reports.length })}>
            <Items
              items={reports.map((r) => ({
                key: r.id,
                to: lp(r.placePath),
                name: r.placeName,
                line: t("account.reportLine", {
                  kind: t(`facts:reportKind.${r.kind as "other"}`, { defaultValue: r.kind }),
                  status: t(`reportStatus.${r.status as "open"}`, { defaultValue: r.status }),
                  date: formatDay(r.createdAt, locale),
                }),
              }))}
            />
          </Holding>
          <Holding icon={<MessageSquareText />} heading={t("account.reviews", { count: reviews.length })}>
            <Items
              items={reviews.map((r) => ({
                key: r.id,
                to: lp(r.placePath),
                name: r.placeName,
                line: t("account.reviewLine", {
                  stars: r.rating,
                  status: t(`reviewStatus.${r.status as "pending"}`, { defaultValue: r.status }),
                }),
              }))}
            />
          </Holding>
          <Holding icon={<Heart />} heading={t("account.lists", { count: lists.length })}>
            <Items
              items={lists.map((l) => ({
                key: l.id,
                to: lp(`/lists/${l.id}`),
                name: l.name,
                line: t("account.listLine", {
                  places: t("account.places", { count: l.placeCount }),
                  visibility: t(`listVisibility.${l.visibility as "private"}`, { defaultValue: l.visibility }),
                }),
              }))}
            />
            <Link to={lp("/lists")} className="text-brand-700 text-sm font-medium underline">
              {t("account.seeLists")}
            </Link>
          </Holding>
        </div>
      </Section>

      <Section icon={<Download />} title={t("account.exportHeading")} description={t("account.exportIntro")}>
        <Button asChild variant="outline">
          <a href="/account/export.json" download>
            <Download aria-hidden="true" /> {t("account.exportButton")}
          </a>
        </Button>
      </Section>

      <Section icon={<Trash2 />} title={t("account.deleteHeading")} danger>
        <div className="flex flex-col gap-2 text-sm text-slate-800">
          <p>{t("account.deleteGoes")}</p>
          <p>{t("account.deleteStays")}</p>
          <p className="font-semibold">{t("account.deleteFinal")}</p>
        </div>
        {loaderData.hasPassword ? (
          <DeleteForm reply={answered(actionData, "delete")} busy={busy === "delete"} />
        ) : (
          <p className="mt-4 text-sm text-slate-700">{t("account.noPassword")}</p>
        )}
      </Section>
    </section>
  );
}

function Section({
  icon,
  title,
  description,
  danger,
  children,
}: {
  icon?: React.ReactNode;
  title: string;
  description?: string;
  danger?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Card className={danger ? "border-red-200" : undefined}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 [&_svg]:size-5 [&_svg]:shrink-0">
          {icon ? <span aria-hidden="true">{icon}</span> : null}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Holding({ icon, heading, children }: { icon: React.ReactNode; heading: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-brand-800 flex items-center gap-2 font-semibold [&_svg]:size-4">
        <span aria-hidden="true">{icon}</span>
        {heading}
      </h3>
      {children}
    </div>
  );
}

function Items({ items }: { items: { key: string; to?: string; name: string; line: string }[] }) {
  const { t } = useTranslation("account");
  if (!items.length) return <p className="text-sm text-slate-600">{t("account.noneYet")}</p>;
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {items.map((item) => (
        <li key={item.key}>
          {item.to ? (
            <Link to={item.to} className="text-brand-700 font-medium underline">
              {item.name}
            </Link>
          ) : (
            <span className="font-medium">{item.name}</span>
          )}
          <span className="text-slate-600">: {item.line}</span>
        </li>
      ))}
    </ul>
  );
}

function NameForm({ name, reply, busy }: { name: string; reply?: SubmissionResult<string[]>; busy: boolean }) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "account-name",
    constraint: getZodConstraint(DisplayNameSchema),
    defaultValue: { name },
    lastResult: reply,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DisplayNameSchema }),
    shouldRevalidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <input type="hidden" name="intent" value="name" />
      <FormErrors form={form} />
      <InputField meta={fields.name} label={t("account.nameLabel")} autoComplete="nickname" className="flex-1" />
      <Button type="submit" disabled={busy}>
        {t("account.saveName")}
      </Button>
    </Form>
  );
}

function PasswordForm({ reply, busy }: { reply?: SubmissionResult<string[]>; busy: boolean }) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "account-password",
    constraint: getZodConstraint(ChangePasswordSchema),
    lastResult: reply,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
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

function DeleteForm({ reply, busy }: { reply?: SubmissionResult<string[]>; busy: boolean }) {
  const { t } = useTranslation("account");
  const [form, fields] = useForm({
    id: "account-delete",
    constraint: getZodConstraint(DeleteAccountSchema),
    lastResult: reply,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteAccountSchema }),
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
