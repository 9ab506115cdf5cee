// Whether dogs are allowed now, picked from the timeline the page carries: the server renders the
// status at the moment it worked the timeline out, and the page follows the clock after hydration,
// so a page kept in any cache never shows a stale status.
import { Clock } from "lucide-react";
import { Icon } from "~/components/icon";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import {
  dogHoursWeek,
  dogStatusAt,
  dogStatusText,
  type DogHoursDaySummary,
  type DogHoursTimeline,
} from "~/lib/dog-hours";
import { factsWords } from "~/lib/facts-words";
import { useLocale } from "~/lib/i18n";
import { cn } from "~/lib/utils";

/** The page's language and the facts translator the shared dog-hours functions write with. */
function useFactsWords() {
  const { t } = useTranslation("facts");
  const locale = useLocale();
  return { t, locale, words: factsWords(t) };
}

/** A rule's comment as the data writes it (English): marked so on a page in another language. */
function Comment({ text, className }: { text: string; className?: string }) {
  const locale = useLocale();
  return (
    <span className={className} lang={locale === "en" ? undefined : "en"}>
      {text}
    </span>
  );
}

// One clock for every status on the page, ticking every 30 seconds while any is shown.
let clockNow = 0;
let clockTimer: number | undefined;
const clockListeners = new Set<() => void>();

function subscribeClock(listener: () => void) {
  clockListeners.add(listener);
  if (clockTimer === undefined) {
    clockNow = Date.now();
    clockTimer = window.setInterval(() => {
      clockNow = Date.now();
      for (const notify of clockListeners) notify();
    }, 30_000);
  }
  return () => {
    clockListeners.delete(listener);
    if (!clockListeners.size) {
      window.clearInterval(clockTimer);
      clockTimer = undefined;
      clockNow = 0;
    }
  };
}

/** The instant to show: the server's while rendering and hydrating, then the browser's clock. */
function useNow(computedAt: string) {
  return useSyncExternalStore(
    subscribeClock,
    () => clockNow || (clockNow = Date.now()),
    () => Date.parse(computedAt),
  );
}

/** The short status of a card: "Dogs allowed now · until 5:00 PM". */
export function DogStatusBadge({ timeline }: { timeline: DogHoursTimeline }) {
  const now = useNow(timeline.computedAt);
  const { locale, words } = useFactsWords();
  const status = dogStatusAt(timeline, now);
  if (!status) return null;
  const text = dogStatusText(status, now, timeline.timeZone, locale, words);
  return (
    <Badge tone={status.state === "allowed" ? "green" : status.state === "uncertain" ? "yellow" : "neutral"}>
      <Icon icon={Clock} className="size-3" />
      {text.label}
      {text.detail ? ` · ${text.detail}` : null}
    </Badge>
  );
}

/** Quick Info's status line: the status, when it changes, and the rule's comment. */
export function DogStatusLine({ timeline }: { timeline: DogHoursTimeline | null }) {
  const now = useNow(timeline?.computedAt ?? new Date(0).toISOString());
  const { t, locale, words } = useFactsWords();
  if (!timeline) return <span>{t("hours.notListed")}</span>;
  const status = dogStatusAt(timeline, now);
  if (!status) return <span>{t("hours.reload")}</span>;
  const text = dogStatusText(status, now, timeline.timeZone, locale, words);
  return (
    <span className="flex flex-col" data-testid="dog-status">
      <strong
        className={cn(
          "font-semibold",
          status.state === "allowed"
            ? "text-green-800"
            : status.state === "uncertain"
              ? "text-yellow-900"
              : "text-slate-900",
        )}
      >
        {text.label}
      </strong>
      {text.detail ? <span>{text.detail}</span> : null}
      {text.comment ? <Comment text={text.comment} className="text-slate-600 italic" /> : null}
    </span>
  );
}

/** The dog hours of the next seven days, day by day. */
export function DogHoursWeek({ timeline }: { timeline: DogHoursTimeline }) {
  const now = useNow(timeline.computedAt);
  const { locale, words } = useFactsWords();
  const week = dogHoursWeek(timeline, now, 7, locale, words);
  if (!week.length) return null;
  return <WeekTable week={week} timeZone={timeline.timeZone} sunNote={timeline.sunNote} />;
}

/** A week of dog hours as a table: the day, then when dogs may come and the rules' comments. */
export function WeekTable({
  week,
  timeZone,
  sunNote,
}: {
  week: DogHoursDaySummary[];
  timeZone: string;
  sunNote: string | null;
}) {
  const { t } = useTranslation("facts");
  return (
    <div>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("hours.caption")}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t("hours.day")}</th>
            <th scope="col">{t("hours.dogsAllowed")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {week.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="py-1.5 pr-4 text-left align-top font-medium text-slate-800">
                {day.label}
                <span className="block text-xs font-normal text-slate-600">{day.dateLabel}</span>
              </th>
              <td className="py-1.5 align-top text-slate-700">
                {day.hours}
                {day.comments.length ? (
                  <Comment text={day.comments.join("; ")} className="block text-xs text-slate-600 italic" />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">
        {t("hours.localTimes", { zone: t(timeZone === "America/Chicago" ? "hours.central" : "hours.eastern") })}
        {sunNote ? ` ${sunNote}` : null}
      </p>
    </div>
  );
}
