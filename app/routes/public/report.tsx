// "Report a change": a visitor tells us what is no longer true about a place. The report is stored
// first, then the administrators are e-mailed through the outbox.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/report";
import { InputField, SelectField, TextareaField } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { replyTo, type Notice } from "~/lib/forms";
import { ReportSchema, type ReportInput } from "~/lib/schemas";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { placePath, REPORT_KINDS } from "~/lib/vocabulary";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { getUser } from "~/server/domain/auth.server";
import { notifyNewReport } from "~/server/domain/notifications.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { findPlaceByOldSlug, getLocationBySlug } from "~/server/queries/locations.server";
import { createReport } from "~/server/queries/reports.server";
import { checkLimits, clientIp, LIMITS } from "~/server/domain/rate-limit.server";
import { requestDb } from "~/server/domain/request-context.server";
import type { Db } from "~/server/infra/db.server";

const SENT: Notice = {
  ok: true,
  message: "Thank you! Your report was sent.",
  detail: "We check every report against official sources before we change the listing.",
};
const SEND_FAILED = "Your report could not be sent. Please try again.";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${BRAND}` }, { name: "robots", content: "noindex" }];
  return seoMeta(matches, {
    title: `Report a change: ${loaderData.place.name} | ${BRAND}`,
    description: `Tell us what has changed at ${loaderData.place.name}.`,
    path: `/report/${loaderData.place.slug}`,
    noindex: true,
  });
}

async function findPlace(db: Db, slug: string) {
  const place = await getLocationBySlug(db, slug);
  if (place) return { db, place };
  const moved = await findPlaceByOldSlug(db, slug);
  if (moved) throw redirect(`/report/${moved.slug}`, 301);
  throw data(null, { status: 404 });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { place } = await findPlace(requestDb(context), params.slug);
  const user = await getUser(request, context);
  return {
    place: { name: place.name, slug: place.slug, category: place.category, city: place.city },
    email: user?.email ?? "",
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db, place } = await findPlace(requestDb(context), params.slug);
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
    ({ id } = await createReport(db, { locationId: place.id, kind, text, sourceUrl, email, userId: user?.id ?? null }));
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
    },
    siteOrigin(request),
  );
  return replyTo(submission, { notice: SENT, resetForm: true });
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { place, email } = loaderData;
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
  const back = placePath(place);

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Link to={back} className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to {place.name}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">Report a change</h1>
      <p className="mt-2 text-slate-700">
        Something about <strong>{place.name}</strong>
        {place.city ? ` in ${place.city}` : ""} no longer true? Tell us what changed; we check it before we update the
        listing.
      </p>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle as="h2">What has changed?</CardTitle>
        </CardHeader>
        <CardContent>
          {notice ? (
            <Alert tone={notice.ok ? "success" : "error"} title={notice.message} className="mb-6">
              {notice.detail}
            </Alert>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="space-y-5">
            <SelectField meta={fields.kind} label="What is wrong? *" options={REPORT_KINDS} placeholder="Choose one" />
            <TextareaField
              meta={fields.text}
              label="What is it now? *"
              hint="For example the new hours, the new dog rule, or where the entrance really is."
              rows={5}
            />
            <InputField
              meta={fields.sourceUrl}
              label="Where did you see it? (optional)"
              type="url"
              hint="A link to an official page or a news story helps us check quickly."
            />
            <InputField
              meta={fields.email}
              label="Your email (optional)"
              type="email"
              autoComplete="email"
              hint="Only to tell you what we did with your report."
            />
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor="report-website">Leave this field empty</label>
              <input id="report-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <Button type="submit" disabled={sending}>
              {sending ? "Sending..." : "Send report"}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
