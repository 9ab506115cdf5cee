// The contact form: each message is stored first, then e-mailed to the site's contact address.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Clock, Flag, Handshake, HelpCircle, MessageSquare } from "lucide-react";
import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/contact";
import { InputField, TextareaField } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { replyTo, type Notice } from "~/lib/forms";
import { ContactSchema, contactProblem } from "~/lib/schemas";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { forwardContactMessage } from "~/server/domain/notifications.server";
import { createContactMessage } from "~/server/queries/contact.server";
import { checkLimits, clientIp, LIMITS } from "~/server/domain/rate-limit.server";
import { requestDb } from "~/server/domain/request-context.server";

const SEND_FAILED = "Failed to send message. Please try again.";
const ADVERTISING_SUBJECT = "Advertising & Partnership Inquiry";
const SENT: Notice = {
  ok: true,
  message: "Message sent successfully!",
  detail: "Thank you for contacting us. We'll get back to you soon.",
};

const HELP_TOPICS = [
  { icon: HelpCircle, title: "General Questions", text: "Ask about a place, our listings or how the site works." },
  { icon: Flag, title: "Report Issues", text: "Tell us about changed rules, closures or wrong details." },
  { icon: Handshake, title: "Advertising & Partnerships", text: "Reach Florida dog owners with your business." },
  { icon: MessageSquare, title: "Feedback", text: "Ideas that would make the directory more useful to you." },
];

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: `Contact Us | ${BRAND}`,
    description:
      "Questions, corrections, advertising or feedback: send the Florida Dog Places team a message. We usually reply within 24 hours.",
    path: "/contact",
  });
}

export function loader({ request }: Route.LoaderArgs) {
  const subject = new URL(request.url).searchParams.get("subject") === "advertising" ? ADVERTISING_SUBJECT : "";
  return { subject };
}

export async function action({ request, context }: Route.ActionArgs) {
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
    return replyTo(submission, { notice: { ok: false, message: SEND_FAILED }, status: 500 });
  }

  await forwardContactMessage(submission.value);
  return replyTo(submission, { notice: SENT, resetForm: true });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");
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

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Questions about a place, a correction, or an idea for the directory? Send us a message.
      </p>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h2">Send a Message</CardTitle>
          </CardHeader>
          <CardContent>
            {notice?.ok && !problem ? (
              <Alert tone="success" title={notice.message} className="mb-6">
                {notice.detail}
              </Alert>
            ) : null}
            {problem ? (
              <Alert tone="error" className="mb-6">
                {problem}
              </Alert>
            ) : null}
            <Form method="post" {...getFormProps(form)} className="space-y-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <InputField meta={fields.name} label="Name *" autoComplete="name" />
                <InputField meta={fields.email} label="Email *" type="email" autoComplete="email" />
              </div>
              <InputField meta={fields.subject} label="Subject" />
              <TextareaField meta={fields.message} label="Message *" rows={6} />
              <Button type="submit" disabled={sending}>
                {sending ? "Sending..." : "Send Message"}
              </Button>
            </Form>
          </CardContent>
        </Card>

        <aside className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2">
                <Clock className="text-brand-700 size-5" aria-hidden="true" /> Quick Response
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-slate-700">We typically respond to all inquiries within 24 hours.</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">How Can We Help?</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-4">
                {HELP_TOPICS.map(({ icon: Icon, title, text }) => (
                  <li key={title} className="flex gap-3">
                    <Icon className="text-brand-700 mt-0.5 size-5 shrink-0" aria-hidden="true" />
                    <div>
                      <h3 className="font-medium">{title}</h3>
                      <p className="text-sm text-slate-700">{text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
