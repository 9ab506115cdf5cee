import { Mail, MailOpen } from "lucide-react";
import { useActionData } from "react-router";
import type { Route } from "./+types/messages";
import { tabMeta } from "./tabs";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { AdminCard, AdminTab, CardList, ListPages } from "~/components/admin-list";
import { parsePage } from "~/lib/filters";
import { DecisionForm, useDecision } from "~/components/admin-decision";
import { notify } from "~/lib/forms";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { MessageReadSchema } from "~/lib/schemas";
import { formatDate, formatDateTime } from "~/lib/dates";
import { requireAdmin } from "~/server/domain/auth.server";
import { handleIntent, intent } from "~/server/domain/intents.server";
import { countUnreadMessages, listMessages, setMessageRead } from "~/server/queries/contact.server";
import { listUncertainMail } from "~/server/queries/mail-outbox.server";
import { requestDb } from "~/server/domain/request-context.server";

export const meta: Route.MetaFunction = tabMeta("/admin/messages");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = requestDb(context);
  const [{ items, matching, page, pageCount }, unread, uncertainMail] = await Promise.all([
    listMessages(db, parsePage(new URL(request.url).searchParams.get("page"))),
    countUnreadMessages(db),
    listUncertainMail(db),
  ]);
  return { messages: items, total: matching, unread, page, pageCount, uncertainMail };
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
  return handleIntent({ request, context }, { admin }, { "mark-read": markRead }, { fallback: "mark-read" });
}

type MessageRow = Route.ComponentProps["loaderData"]["messages"][number];

/**
 * Outgoing mail whose sending was interrupted (its instance stopped mid-send): it may or may not have
 * arrived, and it is not sent again on its own, so that nobody gets it twice (decision 0046).
 */
function UncertainMail({ mails }: { mails: Route.ComponentProps["loaderData"]["uncertainMail"] }) {
  if (mails.length === 0) return null;
  return (
    <Alert tone="error" className="mt-3" title="Mail that may not have been sent">
      <p>
        Sending these was interrupted and they are not sent again on their own, so that nobody gets one twice. Ask the
        mail provider whether they arrived, and write to the person if not.
      </p>
      <ul className="mt-2 list-disc pl-5">
        {mails.map((mail) => (
          <li key={mail.id}>
            {mail.subject} to {mail.recipients}, {formatDateTime(mail.sendingSince ?? mail.createdAt)}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { messages, total, unread, page, pageCount, uncertainMail } = loaderData;
  const actionData = useActionData<typeof action>();
  return (
    <AdminTab id="messages-heading" title="Messages" reply={actionData}>
      <UncertainMail mails={uncertainMail} />
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
