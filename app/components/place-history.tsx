// A place's history in the Locations tab: who changed what and when, each field before and after,
// and a Restore button that sets a field back to the value it had before a change.
import { History } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useNoticeToast } from "~/components/notice";
import { Button } from "~/components/ui/button";
import { TitledDialog } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { HeadingRow } from "~/components/ui/table";
import { formatDateTime } from "~/lib/dates";
import {
  canRestore,
  fieldLabel,
  formatFieldValue,
  RESTORABLE_ACTIONS,
  type PlaceHistory as HistoryData,
  type PlaceHistoryEvent as Event,
} from "~/lib/audit";
import type { ActionReply } from "~/lib/forms";
import type { FieldChange } from "~/lib/models";

export function PlaceHistory({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const history = useFetcher<HistoryData>();
  const { load } = history;
  const opened = (next: boolean) => {
    setOpen(next);
    if (next) void load(`/admin/locations/${id}/history`);
  };
  const events = history.data?.events;
  return (
    <>
      <Button variant="outline" size="sm" aria-label={`History of ${name}`} onClick={() => opened(true)}>
        <History aria-hidden="true" />
        History
      </Button>
      <TitledDialog open={open} onOpenChange={opened} title="History" description={name} className="max-w-3xl">
        {!events ? (
          <Spinner label="Loading history..." className="py-8" />
        ) : events.length === 0 ? (
          <p className="text-sm text-slate-700">No changes recorded yet.</p>
        ) : (
          <ol className="max-h-[65vh] space-y-4 overflow-y-auto pr-1" aria-label={`Changes to ${name}, newest first`}>
            {events.map((event) => (
              <HistoryEntry key={event.id} event={event} />
            ))}
          </ol>
        )}
      </TitledDialog>
    </>
  );
}

function HistoryEntry({ event }: { event: Event }) {
  const restorable = (RESTORABLE_ACTIONS as readonly string[]).includes(event.action);
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <p className="text-sm">
        <time dateTime={event.createdAt} className="font-medium">
          {formatDateTime(event.createdAt)}
        </time>{" "}
        <span className="text-slate-600">by {event.actorEmail ?? "the system"}</span>
      </p>
      <p className="mt-1 text-sm text-slate-900">{event.summary}</p>
      {event.changes.length ? (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-xs text-slate-600">
            <HeadingRow
              cellClassName="py-1 pr-2 font-medium"
              columns={["Field", "Before", "After", ...(restorable ? [{ hidden: "Restore" }] : [])]}
            />
          </thead>
          <tbody>
            {event.changes.map((change) => (
              <tr key={change.field} className="border-t border-slate-100 align-top">
                <th scope="row" className="py-1 pr-2 font-medium">
                  {fieldLabel(change.field)}
                </th>
                <td className="py-1 pr-2 break-words text-slate-700">
                  {formatFieldValue(change.field, change.before)}
                </td>
                <td className="py-1 pr-2 break-words text-slate-900">{formatFieldValue(change.field, change.after)}</td>
                {restorable ? (
                  <td className="py-1 text-right">
                    {canRestore(change) ? <RestoreButton eventId={event.id} change={change} /> : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

function RestoreButton({ eventId, change }: { eventId: string; change: FieldChange }) {
  const restorer = useFetcher<ActionReply>();
  useNoticeToast(restorer);
  const label = fieldLabel(change.field);
  return (
    <restorer.Form method="post" action="/admin/locations">
      <input type="hidden" name="intent" value="restore" />
      <input type="hidden" name="event" value={eventId} />
      <input type="hidden" name="field" value={change.field} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={restorer.state !== "idle"}
        aria-label={`Restore ${label} to ${formatFieldValue(change.field, change.before)}`}
      >
        Restore
      </Button>
    </restorer.Form>
  );
}
