// The mail outbox: every message is stored in mail_outbox, then sent after the response by this
// process, and retried with a growing pause (by any instance) until it goes out or gives up.
import { getDb } from "./db.server";
import { sendMail, type Mail } from "./email.server";
import { claimMail, findDueMail, insertMail, markMailFailed, markMailSent } from "./queries/mail-outbox.server";

/** Attempts before a message is given up on (about a day of retries). */
export const MAX_ATTEMPTS = 8;
/** While one instance sends a message, the others leave it alone for this long. */
const CLAIM_SECONDS = 120;
/** How often the outbox looks for messages due for another try. */
const SWEEP_INTERVAL_MS = 30_000;

export type Delivery = "sent" | "failed";

/** The pause before attempt `attempts + 1`: 30 s, 2 min, 8 min, ... up to 6 hours. */
export function retryDelaySeconds(attempts: number) {
  return Math.min(6 * 60 * 60, 30 * 4 ** Math.max(0, attempts - 1));
}

/**
 * Stores the message and starts sending it in the background: no answer waits for a mail server,
 * so how long a request takes never depends on it (nor tells whether a message was sent).
 */
export async function queueMail(mail: Mail): Promise<{ id: string }> {
  const db = await getDb();
  const id = await insertMail(db, {
    recipients: [mail.to].flat().join(", "),
    subject: mail.subject,
    text: mail.text,
    replyTo: mail.replyTo ?? null,
  });
  const firstAttempt = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
    deliver(id).catch((error: unknown) => {
      console.error("[mail] outbox delivery failed", error);
      return "failed" as const;
    }),
  );
  track(firstAttempt);
  return { id };
}

/** Claims one message (so no other instance sends it at the same time), sends it and records how it went. */
async function deliver(id: string): Promise<Delivery> {
  const db = await getDb();
  const claimed = await claimMail(db, id, CLAIM_SECONDS, MAX_ATTEMPTS);
  if (!claimed) return "failed";
  const mail: Mail = {
    to: claimed.recipients.split(", "),
    subject: claimed.subject,
    text: claimed.text,
    replyTo: claimed.replyTo ?? undefined,
  };
  try {
    await sendMail(mail);
  } catch (error) {
    const attempts = claimed.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    const last = attempts >= MAX_ATTEMPTS;
    console.warn(
      `[mail] could not send "${claimed.subject}" to ${claimed.recipients} (attempt ${attempts}${last ? ", giving up" : ""}): ${message}`,
    );
    await markMailFailed(db, id, attempts, message, retryDelaySeconds(attempts));
    return "failed";
  }
  await markMailSent(db, id, claimed.attempts + 1);
  return "sent";
}

/** Sends every message that is due (first tries that were cut short, and retries). */
export async function deliverDueMail(): Promise<number> {
  const db = await getDb();
  const due = await findDueMail(db, MAX_ATTEMPTS);
  let sent = 0;
  for (const id of due) if ((await deliver(id)) === "sent") sent++;
  return sent;
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

let timer: NodeJS.Timeout | undefined;

/** Retries due messages every half minute, for as long as the server runs. */
export function startOutbox() {
  if (timer) return;
  timer = setInterval(() => {
    const sweep = deliverDueMail().catch((error: unknown) => console.error("[mail] outbox sweep failed", error));
    track(sweep);
  }, SWEEP_INTERVAL_MS);
  timer.unref();
}

export async function stopOutbox() {
  if (timer) clearInterval(timer);
  timer = undefined;
  await settleDeliveries();
}
