// "Report a change": a visitor tells us what is no longer true about a place. The report is stored
// first, then the administrators are e-mailed through the outbox.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/report";
import { placeFormMeta } from "./place-form-meta";
import { EmailField, InputField, SelectField, TextareaField } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { SendButton } from "~/components/send-button";
import { BackLink } from "~/components/back-link";
import { TitledCard } from "~/components/titled-card";
import { replyTo, type Notice } from "~/lib/forms";
import { localeOfPath, useLocalePath, type Locale } from "~/lib/i18n";
import { ReportSchema, type ReportInput } from "~/lib/schemas-visitors";
import { placePath } from "~/lib/vocabulary";
import { REPORT_KIND_VALUES } from "~/lib/vocabulary-submissions";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { getUser } from "~/server/domain/auth.server";
import { notifyNewReport } from "~/server/domain/notifications.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { createReport } from "~/server/queries/reports.server";
import { checkLimits, clientIp, LIMITS } from "~/server/domain/rate-limit.server";
import { requestDb } from "~/server/domain/request-context.server";
import { placeForForm } from "~/server/domain/place-lookup.server";
import { translatorFor } from "~/server/reference/i18n.server";

/** The texts of a report's answer, in the page's language. */
function notices(locale: Locale) {
  const t = translatorFor(locale, "place");
  const sent: Notice = { ok: true, message: t("report.sent"), detail: t("report.sentDetail") };
  return { sent, failed: t("report.failed") };
}

export const meta: Route.MetaFunction = placeFormMeta("report");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const place = await placeForForm(requestDb(context), params.slug, "report", locale);
  const user = await getUser(request, context);
  const t = translatorFor(locale, "place");
  return {
    place: { name: place.name, slug: place.slug, category: place.category, city: place.city },
    email: user?.email ?? "",
    seo: {
      title: t("meta.report", { name: place.name }),
      description: t("meta.reportDescription", { name: place.name }),
    },
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const { sent: SENT, failed: SEND_FAILED } = notices(locale);
  const db = requestDb(context);
  const place = await placeForForm(db, params.slug, "report", locale);
  const submission = parseWithZod(await request.formData(), { schema: ReportSchema });
  if (submission.status !== "success") return replyTo(submission);
  // A robot that filled the hidden field is told it worked, and nothing is stored or sent.
  if (submission.value.website) return replyTo(submission, { notice: SENT, resetForm: true });

  const limited = await checkLimits(context, [[LIMITS.reportPerIp, clientIp(request)]]);
  if (limited) {
    return replyTo(submission, {
      notice: { ok: false, message: limited.message },
      status: 429,
      headers: { "Retry-After": String(limited.retryAfter) },
    });
  }

  const user = await getUser(request, context);
  const { kind, text, sourceUrl, email } = submission.value;
  let id: string;
  try {
    ({ id } = await createReport(db, {
      locationId: place.id,
      kind,
      text,
      sourceUrl,
      email,
      userId: user?.id ?? null,
      locale,
    }));
  } catch (error) {
    console.error("[report] could not store a report:", error);
    return replyTo(submission, { notice: { ok: false, message: SEND_FAILED }, status: 500 });
  }
  await notifyNewReport(
    db,
    {
      id,
      placeName: place.name,
      placePath: placePath(place),
      kind,
      text,
      sourceUrl,
      email,
      accountEmail: user?.email ?? null,
      locale,
    },
    siteOrigin(request),
  );
  return replyTo(submission, { notice: SENT, resetForm: true });
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { place, email } = loaderData;
  const { t } = useTranslation(["place", "facts"]);
  const lp = useLocalePath();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const [form, fields] = useForm<z.input<typeof ReportSchema>, ReportInput>({
    id: "report",
    constraint: getZodConstraint(ReportSchema),
    defaultValue: { email },
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReportSchema }),
    shouldRevalidate: "onBlur",
  });
  const notice = actionData?.notice;
  const back = lp(placePath(place));

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <BackLink to={back}>{t("report.backTo", { name: place.name })}</BackLink>
      <h1 className="mt-4 text-3xl font-bold">{t("report.heading")}</h1>
      <p className="mt-2 text-slate-700">
        {t("report.introBefore")}
        <strong>{place.name}</strong>
        {t("report.introAfter", { where: place.city ? t("report.introWhere", { city: place.city }) : "" })}
      </p>
      <TitledCard title={t("report.whatChanged")} className="mt-8">
        {notice ? (
          <Alert tone={notice.ok ? "success" : "error"} title={notice.message} className="mb-6">
            {notice.detail}
          </Alert>
        ) : null}
        <Form method="post" action={lp(`/report/${place.slug}`)} {...getFormProps(form)} className="space-y-5">
          <SelectField
            meta={fields.kind}
            label={t("report.kind")}
            options={REPORT_KIND_VALUES.map((value) => ({ value, label: t(`facts:reportKind.${value}`) }))}
            placeholder={t("report.choose")}
          />
          <TextareaField meta={fields.text} label={t("report.text")} hint={t("report.textHint")} rows={5} />
          <InputField meta={fields.sourceUrl} label={t("report.source")} type="url" hint={t("report.sourceHint")} />
          <EmailField meta={fields.email} label={t("report.email")} hint={t("report.emailHint")} />
          <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
            <label htmlFor="report-website">{t("report.honeypot")}</label>
            <input id="report-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <SendButton busy={sending} busyLabel={t("report.sending")} label={t("report.send")} />
        </Form>
      </TitledCard>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
