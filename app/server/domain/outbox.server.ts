// The mail outbox: every message is stored in mail_outbox together with a run of the "mail" job,
// sent by that run right after the response on the instance that stored it, and retried with a
// growing pause (by any instance, decision 0020) until it goes out or is given up on. A message is
// handed to the mail server at most once across instances (decision 0046): each attempt is recorded
// before it is made, and one whose outcome is unknown is never repeated but shown to the administrators.
import { inTransaction, getDb, type Db } from "../infra/db.server";
import { sendMail, type Mail } from "../infra/email.server";
import { backgroundJobs, defineJob, LostRun } from "../jobs/runtime.server";
import {
  claimMailSend,
  findMail,
  insertMail,
  markMailFailed,
  markMailSent,
  markMailUncertain,
} from "../queries/mail-outbox.server";

/** Attempts before a message is given up on (about a day of retries). */
export const MAX_ATTEMPTS = 8;
/**
 * A stored message waits this long for its first attempt by another instance: the instance that
 * stored it makes that attempt at once, unless it stops first.
 */
const FIRST_ATTEMPT_GRACE_SECONDS = 60;

/** "uncertain": an earlier attempt started and never said how it went; the message is not sent again. */
export type Delivery = "sent" | "failed" | "uncertain";

/** The pause before attempt `attempts + 1`: 30 s, 2 min, 8 min, ... up to 6 hours. */
export function retryDelaySeconds(attempts: number) {
  return Math.min(6 * 60 * 60, 30 * 4 ** Math.max(0, attempts - 1));
}

const mailKey = (id: string) => `mail:${id}`;

const UNFINISHED = "An attempt started and never finished (its instance stopped): it may have been sent";

/** Marks a message whose last attempt never finished, and says so in the log. */
async function holdBackUnfinished(db: Db, id: string, message: { subject: string; recipients: string }) {
  if (await markMailUncertain(db, id, UNFINISHED)) {
    console.error(
      `[mail] "${message.subject}" to ${message.recipients} may have been sent: an attempt never finished; not sent again (see the admin messages page)`,
    );
  }
}

/** One attempt at sending one stored message; its run is retried after retryDelaySeconds when it fails. */
export const mailJob = defineJob<{ id: string }, Delivery>({
  name: "mail",
  maxAttempts: MAX_ATTEMPTS,
  retryDelaySeconds,
  async run({ id }, { db, attempt, holdStatement, retry }) {
    const message = await findMail(db, id);
    if (!message || message.sentAt) return "sent";
    if (message.uncertainSince) return "uncertain";
    // Committed before the mail server is asked: a run that finds it later knows an attempt began.
    const claim = await claimMailSend(db, id, attempt, holdStatement);
    if (claim === "lost") throw new LostRun();
    if (claim === "taken") {
      const now = await findMail(db, id);
      if (!now || now.sentAt) return "sent";
      await holdBackUnfinished(db, id, now);
      return "uncertain";
    }
    try {
      await sendMail({
        to: message.recipients.split(", "),
        subject: message.subject,
        text: message.text,
        replyTo: message.replyTo ?? undefined,
      });
    } catch (error) {
      // The transport answered with an error: the server refused the message or was never reached,
      // so it was not sent and may be tried again.
      const reason = error instanceof Error ? error.message : String(error);
      const last = attempt >= MAX_ATTEMPTS;
      console.warn(
        `[mail] could not send "${message.subject}" to ${message.recipients} (attempt ${attempt}${last ? ", giving up" : ""}): ${reason}`,
      );
      await markMailFailed(db, id, attempt, reason);
      return retry(reason);
    }
    await markMailSent(db, id, attempt);
    return "sent";
  },
  // A run given up on because its instance stopped on its last attempt: that attempt may have sent it.
  async givenUp(db, { id }) {
    const message = await findMail(db, id);
    if (message && !message.sentAt && message.sendingSince) await holdBackUnfinished(db, id, message);
  },
});

/**
 * Stores the message with its run in `tx`, the transaction of the change it tells about: committed
 * with it or not at all. Once committed, `sendStoredMail` makes the first attempt at once; should
 * that not happen (the instance stops), any instance sends it after FIRST_ATTEMPT_GRACE_SECONDS.
 */
export async function storeMail(tx: Db, mail: Mail): Promise<string> {
  const stored = await insertMail(tx, {
    recipients: [mail.to].flat().join(", "),
    subject: mail.subject,
    text: mail.text,
    replyTo: mail.replyTo ?? null,
  });
  await backgroundJobs.enqueue(
    tx,
    mailJob,
    { id: stored },
    {
      key: mailKey(stored),
      delaySeconds: FIRST_ATTEMPT_GRACE_SECONDS,
    },
  );
  return stored;
}

/** Starts sending a committed message in the background, after the current answer. */
export function sendStoredMail(db: Db, id: string) {
  const firstAttempt = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => backgroundJobs.runNow(db, mailJob, { id }, mailKey(id)))
    .then((outcome) => (outcome.state === "done" ? outcome.value : "failed"))
    .catch((error: unknown) => {
      console.error("[mail] outbox delivery failed", error);
      return "failed" as const;
    });
  track(firstAttempt);
}

/**
 * Stores the message with its run and starts sending it in the background: no answer waits for a
 * mail server, so how long a request takes never depends on it (nor tells whether a message was sent).
 */
export async function queueMail(mail: Mail): Promise<{ id: string }> {
  const db = await getDb();
  const id = await inTransaction(db, async (tx) => storeMail(tx, mail));
  sendStoredMail(db, id);
  return { id };
}

/** Sends every message that is due here and now (the runtime does the same on every instance as they fall due). */
export async function deliverDueMail(): Promise<number> {
  const outcomes = await backgroundJobs.runDue(await getDb(), mailJob);
  return outcomes.filter((o) => o.state === "done" && o.value === "sent").length;
}

const inFlight = new Set<Promise<unknown>>();
/** Remembers work that runs after a response, so shutdown (and tests) can wait for it. */
export function track(promise: Promise<unknown>) {
  inFlight.add(promise);
  void promise.finally(() => inFlight.delete(promise));
}

/** Waits for the deliveries this process has started (shutdown, and tests reading the outbox). */
export async function settleDeliveries() {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}
