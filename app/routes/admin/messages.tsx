import { Mail, MailOpen } from "lucide-react";
import { useActionData } from "react-router";
import type { Route } from "./+types/messages";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { AdminCard, AdminTab, CardList, ListPages } from "~/components/admin-list";
import { parsePage } from "~/lib/filters";
import { DecisionForm, useDecision } from "~/components/admin-decision";
import { notify } from "~/lib/forms";
import { Badge } from "~/components/ui/badge";
import { MessageReadSchema } from "~/lib/schemas";
import { adminMeta } from "~/lib/seo";
import { formatDate } from "~/lib/dates";
import { requireAdmin } from "~/server/domain/auth.server";
import { handleIntent, intent } from "~/server/domain/admin-intents.server";
import { countUnreadMessages, listMessages, setMessageRead } from "~/server/queries/contact.server";
import { requestDb } from "~/server/domain/request-context.server";

export const meta: Route.MetaFunction = adminMeta(
  "Messages",
  "Messages sent through the contact form.",
  "/admin/messages",
);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = requestDb(context);
  const [{ items, matching, page, pageCount }, unread] = await Promise.all([
    listMessages(db, parsePage(new URL(request.url).searchParams.get("page"))),
    countUnreadMessages(db),
  ]);
  return { messages: items, total: matching, unread, page, pageCount };
}

const FAILURE = "Failed to update message";

const markRead = intent({
  schema: MessageReadSchema,
  failure: FAILURE,
  async handle({ id, read }, { db }) {
    const updated = await setMessageRead(db, id, read);
    if (!updated) return notify({ ok: false, message: FAILURE, detail: "That message no longer exists." }, 404);
    return notify({ ok: true, message: updated.readAt ? "Message marked as read" : "Message marked as unread" });
  },
});

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  // Marking read or unread is the tab's only form: a form that names no intent marks.
  return handleIntent(requestDb(context), request, admin, { "mark-read": markRead }, { fallback: "mark-read" });
}

type MessageRow = Route.ComponentProps["loaderData"]["messages"][number];

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { messages, total, unread, page, pageCount } = loaderData;
  const actionData = useActionData<typeof action>();
  return (
    <AdminTab id="messages-heading" title="Messages" reply={actionData}>
      <p className="mt-1 text-sm text-slate-700">
        {total} {total === 1 ? "message" : "messages"}, {unread} unread
      </p>
      <CardList rows={messages} empty="No messages yet.">
        {(message) => <MessageCard message={message} />}
      </CardList>
      <ListPages page={page} pageCount={pageCount} />
    </AdminTab>
  );
}

function MessageCard({ message }: { message: MessageRow }) {
  const decision = useDecision({ id: `read-${message.id}`, schema: MessageReadSchema });
  // Shows the new state at once; the list reloads behind it.
  const pendingRead = decision.fetcher.formData?.get("read");
  const isRead = pendingRead ? pendingRead === "true" : Boolean(message.readAt);
  return (
    <AdminCard
      id={`message-${message.id}`}
      title={message.subject}
      titleClassName={isRead ? "font-medium" : "font-bold"}
      className={isRead ? undefined : "border-l-brand-600 border-l-4"}
      meta={
        <p className="mt-1 text-sm text-slate-700">
          {message.name} &lt;
          <a className="underline" href={`mailto:${message.email}`}>
            {message.email}
          </a>
          &gt; · {formatDate(message.createdAt)}
        </p>
      }
      aside={
        <div className="flex items-center gap-2">
          <Badge tone={isRead ? "neutral" : "blue"}>{isRead ? "Read" : "Unread"}</Badge>
          <DecisionForm
            decision={decision}
            hidden={{ id: message.id, read: isRead ? "false" : "true" }}
            actions={[
              {
                value: "mark-read",
                variant: "outline",
                size: "sm",
                label: (
                  <>
                    {isRead ? <Mail aria-hidden="true" /> : <MailOpen aria-hidden="true" />}
                    {isRead ? "Mark as unread" : "Mark as read"}
                    <span className="sr-only">: {message.subject}</span>
                  </>
                ),
              },
            ]}
          />
        </div>
      }
    >
      <p className="mt-3 text-sm whitespace-pre-line text-slate-900">{message.message}</p>
    </AdminCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
