import { useFetcher } from "react-router";
import { Mail, MailOpen } from "lucide-react";
import { z } from "zod";
import type { Route } from "./+types/messages";
import { GeneralErrorBoundary } from "~/root";
import { useNoticeToast } from "~/components/notice";
import { notify, type ActionReply } from "~/lib/forms";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { BRAND } from "~/lib/site";
import { seoMeta } from "~/lib/seo";
import { formatDate } from "~/lib/dates";
import { requireAdmin } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { listMessages, setMessageRead } from "~/server/queries/contact.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Messages - Admin Panel | ${BRAND}`,
    description: "Messages sent through the contact form.",
    path: "/admin/messages",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { messages: await listMessages(await getDb()) };
}

const ToggleSchema = z.object({ id: z.uuid(), read: z.enum(["true", "false"]) });

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const formData = await request.formData();
  const parsed = ToggleSchema.safeParse({ id: formData.get("id"), read: formData.get("read") });
  const updated = parsed.success
    ? await setMessageRead(await getDb(), parsed.data.id, parsed.data.read === "true")
    : null;
  if (!updated) return notify({ ok: false, message: "Failed to update message" }, 404);
  return notify({ ok: true, message: updated.readAt ? "Message marked as read" : "Message marked as unread" });
}

type MessageRow = Route.ComponentProps["loaderData"]["messages"][number];

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  const unread = messages.filter((m) => !m.readAt).length;
  return (
    <section aria-labelledby="messages-heading">
      <h2 id="messages-heading" className="text-xl font-semibold">
        Messages
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {messages.length} {messages.length === 1 ? "message" : "messages"}, {unread} unread
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-700">
          No messages yet.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MessageCard({ message }: { message: MessageRow }) {
  const fetcher = useFetcher<ActionReply>();
  useNoticeToast(fetcher);
  // Shows the new state at once; the list reloads behind it.
  const pendingRead = fetcher.formData?.get("read");
  const isRead = pendingRead ? pendingRead === "true" : Boolean(message.readAt);
  const headingId = `message-${message.id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className={isRead ? "p-5" : "border-l-brand-600 border-l-4 p-5"}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className={isRead ? "font-medium" : "font-bold"}>
            {message.subject}
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {message.name} &lt;
            <a className="underline" href={`mailto:${message.email}`}>
              {message.email}
            </a>
            &gt; · {formatDate(message.createdAt)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={isRead ? "neutral" : "blue"}>{isRead ? "Read" : "Unread"}</Badge>
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={message.id} />
            <input type="hidden" name="read" value={isRead ? "false" : "true"} />
            <Button type="submit" variant="outline" size="sm">
              {isRead ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
              {isRead ? "Mark as unread" : "Mark as read"}
              <span className="sr-only">: {message.subject}</span>
            </Button>
          </fetcher.Form>
        </div>
      </div>
      <p className="mt-3 text-sm whitespace-pre-line text-slate-900">{message.message}</p>
    </Card>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
