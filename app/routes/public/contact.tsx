// The contact form: each message is stored first, then e-mailed to the site's contact address.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Clock, Flag, Handshake, HelpCircle, MessageSquare } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { Route } from "./+types/contact";
import { EmailField, InputField, TextareaField, useErrorText } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { SendButton } from "~/components/send-button";
import { TitledCard } from "~/components/titled-card";
import { replyTo } from "~/lib/forms";
import { useLocalePath } from "~/lib/i18n";
import { ContactSchema, contactProblem } from "~/lib/schemas-visitors";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { forwardContactMessage } from "~/server/domain/notifications.server";
import { createContactMessage } from "~/server/queries/contact.server";
import { checkLimits, clientIp, LIMITS } from "~/server/domain/rate-limit.server";
import { requestDb } from "~/server/domain/request-context.server";
import { accountTexts, translatedSeo } from "~/server/reference/account-texts.server";

const HELP_TOPICS = [
  { icon: HelpCircle, title: "contact.topicGeneral", text: "contact.topicGeneralText" },
  { icon: Flag, title: "contact.topicIssues", text: "contact.topicIssuesText" },
  { icon: Handshake, title: "contact.topicAdvertising", text: "contact.topicAdvertisingText" },
  { icon: MessageSquare, title: "contact.topicFeedback", text: "contact.topicFeedbackText" },
] as const;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: loaderData?.seo?.title ?? `Contact Us | ${BRAND}`,
    description:
      loaderData?.seo?.description ??
      "Questions, corrections, advertising or feedback: send the Florida Dog Places team a message. We usually reply within 24 hours.",
    path: "/contact",
  });
}

export function loader({ request }: Route.LoaderArgs) {
  const { t } = accountTexts(request);
  const advertising = new URL(request.url).searchParams.get("subject") === "advertising";
  return { subject: advertising ? t("contact.advertisingSubject") : "", ...translatedSeo(request, "contact") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { t, locale } = accountTexts(request);
  const submission = parseWithZod(await request.formData(), { schema: ContactSchema });
  if (submission.status !== "success") {
    return replyTo(submission, { notice: { ok: false, message: contactProblem(submission.error ?? {}) } });
  }

  const limited = await checkLimits(context, [
    [LIMITS.contactPerIp, clientIp(request)],
    [LIMITS.contactPerEmail, submission.value.email],
  ]);
  if (limited) return replyTo(submission, { notice: { ok: false, message: limited.message }, status: 429 });

  try {
    const db = requestDb(context);
    await createContactMessage(db, submission.value);
  } catch (error) {
    console.error("[contact] could not store a message:", error);
    return replyTo(submission, { notice: { ok: false, message: t("contact.sendFailed") }, status: 500 });
  }

  await forwardContactMessage({ ...submission.value, locale });
  const sent = { ok: true, message: t("contact.sent"), detail: t("contact.sentDetail") };
  return replyTo(submission, { notice: sent, resetForm: true });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const lp = useLocalePath();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(lp("/contact"));
  const [form, fields] = useForm<z.input<typeof ContactSchema>>({
    id: "contact",
    constraint: getZodConstraint(ContactSchema),
    defaultValue: { subject: loaderData.subject },
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
    shouldRevalidate: "onBlur",
  });
  const notice = actionData?.notice;
  const errors = form.allErrors;
  const problem = Object.keys(errors).length ? contactProblem(errors) : notice && !notice.ok ? notice.message : null;
  const text = useErrorText();

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{t("contact.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t("contact.intro")}</p>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <TitledCard title={t("contact.formHeading")} className="lg:col-span-2">
          {notice?.ok && !problem ? (
            <Alert tone="success" title={notice.message} className="mb-6">
              {notice.detail}
            </Alert>
          ) : null}
          {problem ? (
            <Alert tone="error" className="mb-6">
              {text(problem)}
            </Alert>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="space-y-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <InputField meta={fields.name} label={t("contact.name")} autoComplete="name" />
              <EmailField meta={fields.email} label={t("contact.email")} />
            </div>
            <InputField meta={fields.subject} label={t("contact.subject")} />
            <TextareaField meta={fields.message} label={t("contact.message")} rows={6} />
            <SendButton busy={sending} busyLabel={t("contact.sending")} label={t("contact.send")} />
          </Form>
        </TitledCard>

        <aside className="space-y-6">
          <TitledCard
            titleClassName="flex items-center gap-2"
            title={
              <>
                <Clock className="text-brand-700 size-5" aria-hidden="true" /> {t("contact.quickResponse")}
              </>
            }
          >
            <p className="text-slate-700">{t("contact.quickResponseText")}</p>
          </TitledCard>
          <TitledCard title={t("contact.helpHeading")}>
            <ul className="space-y-4">
              {HELP_TOPICS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3">
                  <Icon className="text-brand-700 mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <div>
                    <h3 className="font-medium">{t(title)}</h3>
                    <p className="text-sm text-slate-700">{t(text)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </TitledCard>
        </aside>
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
