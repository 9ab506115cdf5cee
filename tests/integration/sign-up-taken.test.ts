// Signing up an address that already has an account, confirmed or not (issue 40, point 7; decision
// 0045): the account keeps its password and everything else, the page answers as for a new account,
// and the address's owner is mailed an offer of a new password, which nobody can hold back by using
// up the address's other mails.
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { createSignedInUser } from "../fixtures/sessions";
import { routeContext } from "../fixtures/context";
import { postToAction, statusOf, type FormResult } from "./form-post";
import { account, mailOutbox, user } from "~/server/infra/schema.server";

const auth = await import("~/routes/auth/auth");
const forgot = await import("~/routes/auth/forgot-password");
const reset = await import("~/routes/auth/reset-password");
const { loader: apiLoader } = await import("~/routes/auth/api.auth");
const { settleDeliveries } = await import("~/server/domain/outbox.server");

type Result = FormResult;

const call = (action: (args: never) => unknown, path: string, fields: Record<string, string>, ip: string) =>
  postToAction(action, path, fields, { "x-forwarded-for": ip });

const signUp = (email: string, password: string, ip: string) =>
  call(auth.action, "/auth", { intent: "signup", email, password }, ip) as Promise<Result>;

const signIn = async (email: string, password: string) =>
  statusOf(await call(auth.action, "/auth", { intent: "signin", email, password }, "10.45.9.9"));

/** The messages stored for `email`, oldest first, once the outbox has sent what it holds. */
async function mailsTo(email: string) {
  await settleDeliveries();
  const db = await getDb();
  return db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipients, email))
    .orderBy(asc(mailOutbox.createdAt));
}

const linkIn = (text: string, pattern: RegExp) => pattern.exec(text)?.[0];
const CONFIRMATION_LINK = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/;
const RESET_LINK = /https?:\/\/\S+\/auth\/reset-password\?token=\S+/;

/** The account as it is stored: its row and its password's hash. */
async function storedAccount(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(user).where(eq(user.email, email));
  const [credential] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, row!.id), eq(account.providerId, "credential")));
  return { ...row!, password: credential?.password };
}

/** Opens a confirmation link as the browser would: where it lands. */
async function openConfirmation(link: string) {
  const answer = (await apiLoader({
    request: new Request(link),
    params: {},
    context: routeContext(),
  } as never)) as Response;
  return answer.headers.get("Location");
}

/** Chooses a new password with a reset link: the status of the answer (302 when it was set). */
async function choosePassword(link: string, password: string) {
  const token = new URL(link).searchParams.get("token")!;
  return statusOf(await call(reset.action, "/auth/reset-password", { token, password }, "10.45.8.8"));
}

beforeAll(async () => {
  await resetDatabase();
});

describe("signing up an address that already has an account", () => {
  it("a second sign-up before the first is confirmed changes nothing, and the owner's own link confirms the owner's password", async () => {
    const email = "early-bird@example.com";
    const owners = await signUp(email, "owners-own-pass-31", "10.45.1.1");
    const before = await storedAccount(email);

    const attackers = await signUp(email, "attackers-pass-77", "10.45.2.2");
    // The same answer as a new account's: the page does not tell that the address was taken.
    expect(statusOf(attackers)).toBe(200);
    expect(attackers.data).toEqual(owners.data);
    // Not the password, nor anything else of the account.
    expect(await storedAccount(email)).toEqual(before);

    // The owner's newest mail offers a new password, never a confirmation of the attacker's.
    const [confirmation, notice, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(notice!.subject).toContain("Somebody tried to sign up");
    expect(notice!.text).toContain("/auth/forgot-password");
    expect(linkIn(notice!.text, CONFIRMATION_LINK)).toBeUndefined();

    expect(await openConfirmation(linkIn(confirmation!.text, CONFIRMATION_LINK)!)).toBe("/auth?confirmed=1");
    expect(await signIn(email, "attackers-pass-77")).toBe(401);
    expect(await signIn(email, "owners-own-pass-31")).toBe(302);
  });

  it("a second sign-up of a confirmed address changes nothing, and its owner is told", async () => {
    const { email } = await createSignedInUser("settled@example.com");
    const before = await storedAccount(email);
    expect(statusOf(await signUp(email, "attackers-pass-77", "10.45.3.3"))).toBe(200);
    expect(await storedAccount(email)).toEqual(before);
    const notice = (await mailsTo(email)).at(-1)!;
    expect(notice.subject).toContain("Somebody tried to sign up");
    expect(notice.text).toContain("/auth/forgot-password");
    expect(await signIn(email, "attackers-pass-77")).toBe(401);
  });

  it("the owner of an address somebody else signed up first sets a password by the reset link, which confirms the address", async () => {
    const email = "late-owner@example.com";
    await signUp(email, "squatters-pass-1", "10.45.4.4");
    await signUp(email, "owners-own-pass-31", "10.45.5.5");
    const notice = (await mailsTo(email)).at(-1)!;
    expect(notice.text).toContain("not confirmed yet");

    expect(statusOf(await call(forgot.action, "/auth/forgot-password", { email }, "10.45.5.5"))).toBe(200);
    const link = linkIn((await mailsTo(email)).at(-1)!.text, RESET_LINK)!;
    expect(await choosePassword(link, "owners-own-pass-32")).toBe(302);

    expect(await signIn(email, "squatters-pass-1")).toBe(401);
    expect(await signIn(email, "owners-own-pass-32")).toBe(302);
  });

  it("the mails anybody can cause to an address never keep a working reset link from its owner", async () => {
    const { email } = await createSignedInUser("busy-owner@example.com");
    // Somebody signs the address up and asks for its confirmation again, then for resets, from many addresses.
    for (let i = 0; i < 4; i++) {
      await signUp(email, `attackers-pass-${i}0`, `10.45.10.${i}`);
      await call(auth.action, "/auth", { intent: "resend", email }, `10.45.11.${i}`);
    }
    for (let i = 0; i < 4; i++) await call(forgot.action, "/auth/forgot-password", { email }, `10.45.12.${i}`);
    // The owner asks for a reset: the mailbox holds a link that sets the password.
    expect(statusOf(await call(forgot.action, "/auth/forgot-password", { email }, "10.45.13.1"))).toBe(200);
    const links = (await mailsTo(email)).map((m) => linkIn(m.text, RESET_LINK)).filter(Boolean);
    expect(links.length).toBeGreaterThan(0);
    expect(await choosePassword(links.at(-1)!, "owners-new-pass-55")).toBe(302);
    expect(await signIn(email, "owners-new-pass-55")).toBe(302);
  });
});
