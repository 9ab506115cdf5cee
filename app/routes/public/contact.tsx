// The contact form: each message is stored first, then e-mailed to the site's contact address.
import { AlertCircle, CheckCircle2, Clock, Flag, Handshake, HelpCircle, MessageSquare } from "lucide-react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/contact";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { GeneralErrorBoundary } from "~/root";
import { getDb } from "~/server/db.server";
import { forwardContactMessage } from "~/server/notifications.server";
import { createContactMessage } from "~/server/queries/contact.server";
import { checkLimits, clientIp, LIMITS } from "~/server/rate-limit.server";

const REQUIRED_FIELDS = "Please fill in all required fields.";
const ADVERTISING_SUBJECT = "Advertising & Partnership Inquiry";
const SEND_FAILED = "Failed to send message. Please try again.";

const ContactSchema = z.object({
  name: z.string().trim().min(1, REQUIRED_FIELDS).max(200, "Please keep your name under 200 characters."),
  email: z
    .string()
    .trim()
    .min(1, REQUIRED_FIELDS)
    .max(320, "Please enter a valid email address.")
    .pipe(z.email("Please enter a valid email address.")),
  subject: z.string().trim().min(1, REQUIRED_FIELDS).max(200, "Please keep the subject under 200 characters."),
  message: z.string().trim().min(1, REQUIRED_FIELDS).max(5000, "Please keep your message under 5,000 characters."),
});

type Field = keyof z.infer<typeof ContactSchema>;
type Values = Record<Field, string>;
type ActionResult =
  | { ok: true; sentAt: number }
  | { ok: false; formError: string; fieldErrors: Partial<Record<Field, string>>; values: Values };

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

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Values = {
    name: String(form.get("name") ?? ""),
    email: String(form.get("email") ?? ""),
    subject: String(form.get("subject") ?? ""),
    message: String(form.get("message") ?? ""),
  };
  const parsed = ContactSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      fieldErrors[field] ??= issue.message;
    }
    const missing = Object.values(fieldErrors).includes(REQUIRED_FIELDS);
    const formError = missing ? REQUIRED_FIELDS : (Object.values(fieldErrors)[0] ?? REQUIRED_FIELDS);
    return data({ ok: false, formError, fieldErrors, values } satisfies ActionResult, { status: 400 });
  }

  const limited = await checkLimits([
    [LIMITS.contactPerIp, clientIp(request)],
    [LIMITS.contactPerEmail, parsed.data.email],
  ]);
  if (limited) {
    return data({ ok: false, formError: limited.message, fieldErrors: {}, values } satisfies ActionResult, {
      status: 429,
      headers: { "Retry-After": String(limited.retryAfter) },
    });
  }

  try {
    const db = await getDb();
    await createContactMessage(db, parsed.data);
  } catch (error) {
    console.error("[contact] could not store a message:", error);
    return data({ ok: false, formError: SEND_FAILED, fieldErrors: {}, values } satisfies ActionResult, {
      status: 500,
    });
  }

  await forwardContactMessage(parsed.data);
  return { ok: true, sentAt: Date.now() } satisfies ActionResult;
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");
  const failed = result && !result.ok ? result : undefined;
  const values: Values = failed?.values ?? { name: "", email: "", subject: loaderData.subject, message: "" };
  const errors = failed?.fieldErrors ?? {};

  const field = (name: Field) => ({
    id: name,
    name,
    defaultValue: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${name}-error` : undefined,
  });
  const fieldError = (name: Field) =>
    errors[name] ? (
      <p id={`${name}-error`} className="text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Questions about a place, a correction, or an idea for the directory? Send us a message.
      </p>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Send a Message</CardTitle>
          </CardHeader>
          <CardContent>
            {result?.ok ? (
              <div
                role="status"
                className="mb-6 flex gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900"
              >
                <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <div>
                  <p className="font-semibold">Message sent successfully!</p>
                  <p>Thank you for contacting us. We&apos;ll get back to you soon.</p>
                </div>
              </div>
            ) : null}
            {failed ? (
              <div role="alert" className="mb-6 flex gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
                <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <p>{failed.formError}</p>
              </div>
            ) : null}
            <Form method="post" noValidate key={result?.ok ? result.sentAt : "form"} className="space-y-5">
              <div className="grid gap-5 sm:grid-cols-2">
                <div className="space-y-1.5">
                  <Label htmlFor="name">Name *</Label>
                  <Input {...field("name")} autoComplete="name" required />
                  {fieldError("name")}
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor="email">Email *</Label>
                  <Input {...field("email")} type="email" autoComplete="email" required />
                  {fieldError("email")}
                </div>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="subject">Subject</Label>
                <Input {...field("subject")} />
                {fieldError("subject")}
              </div>
              <div className="space-y-1.5">
                <Label htmlFor="message">Message *</Label>
                <Textarea {...field("message")} rows={6} required />
                {fieldError("message")}
              </div>
              <Button type="submit" disabled={sending}>
                {sending ? "Sending..." : "Send Message"}
              </Button>
            </Form>
          </CardContent>
        </Card>

        <aside className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Clock className="text-brand-700 size-5" aria-hidden="true" /> Quick Response
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-slate-700">We typically respond to all inquiries within 24 hours.</p>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>How Can We Help?</CardTitle>
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
