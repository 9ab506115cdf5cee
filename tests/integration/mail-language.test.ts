// E-mails in the person's language (issue 27, point 5): a person who signs up on /es gets the
// confirmation in Spanish with a link that opens /es, and their later mail (new password, reviews,
// submissions, reports) follows the language their account keeps; English mail is unchanged.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { formRequest, TEST_ORIGIN, TEST_PASSWORD } from "../fixtures/sessions";
import { routeContext } from "../fixtures/context";
import { action as authAction } from "~/routes/auth/auth";
import { getAuth, pageLocaleOf } from "~/server/domain/auth.server";
import { settleDeliveries } from "~/server/domain/outbox.server";
import {
  accountDeletedMail,
  forwardContactMessage,
  notifyReportResolved,
  notifyReviewDecision,
  notifyReviewResult,
} from "~/server/domain/notifications.server";
import { mailOutbox, user } from "~/server/infra/schema.server";
import type { ReviewRejectReason } from "~/lib/vocabulary-reviews";

const SITE = TEST_ORIGIN;

/** Signs `email` up through the sign-in page at `path`, as a browser on that page would. */
async function signUp(path: string, email: string) {
  await authAction({
    request: formRequest(path, { intent: "signup", email, password: TEST_PASSWORD }, { Referer: `${SITE}${path}` }),
    params: {},
    context: routeContext(),
  } as never);
}

/** The newest stored message to `email`. */
async function lastMailTo(email: string) {
  await settleDeliveries();
  const rows = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.recipients, email));
  const mail = rows.sort((a, b) => Number(a.createdAt) - Number(b.createdAt)).at(-1);
  if (!mail) throw new Error(`no message to ${email}`);
  return mail;
}

/** An administrator's decision on a review of Jupiter Dog Beach, mailed to its author: the message sent. */
async function jupiterReviewDecision(
  decision: "published" | "rejected",
  author: { email: string; name: string; reason?: ReviewRejectReason },
) {
  await notifyReviewDecision(
    decision,
    { ...author, placeName: "Jupiter Dog Beach", placePath: "/beaches/jupiter-dog-beach" },
    SITE,
  );
  return lastMailTo(author.email);
}

async function localeOf(email: string) {
  const [row] = await (await getDb()).select({ locale: user.locale }).from(user).where(eq(user.email, email));
  return row?.locale;
}

beforeAll(async () => {
  await resetDatabase();
});

describe("sign-up", () => {
  it("on /es stores Spanish as the person's language and mails the confirmation in Spanish, its link opening /es", async () => {
    await signUp("/es/auth", "lucia@example.com");
    expect(await localeOf("lucia@example.com")).toBe("es");
    const mail = await lastMailTo("lucia@example.com");
    expect(mail.subject).toBe("Confirma tu correo electrónico en Florida Dog Places");
    expect(mail.text).toContain("¡Te damos la bienvenida a Florida Dog Places!");
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0];
    expect(new URL(link!).searchParams.get("callbackURL")).toBe("/es/auth?confirmed=1");
    // The link confirms the address and opens the Spanish sign-in page.
    const answer = await (await getAuth()).handler(new Request(link!));
    expect(answer.status).toBe(302);
    expect(new URL(answer.headers.get("location")!, SITE).pathname).toBe("/es/auth");
  });

  it("on the English page stays in English, word for word", async () => {
    await signUp("/auth", "walter@example.com");
    expect(await localeOf("walter@example.com")).toBe("en");
    const mail = await lastMailTo("walter@example.com");
    expect(mail.subject).toBe("Confirm your email for Florida Dog Places");
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)![0];
    expect(mail.text).toBe(
      `Welcome to Florida Dog Places!\n\nConfirm your email address by opening this link:\n\n${link}\n\nIf you did not sign up, you can ignore this message.\n`,
    );
    expect(new URL(link).searchParams.get("callbackURL")).toBe("/auth?confirmed=1");
  });

  it("reads the page's language from the form's callbackURL first, then the site's Referer", () => {
    const call = (callbackURL: string | undefined, referer?: string) => ({
      body: callbackURL ? { callbackURL } : {},
      headers: new Headers(referer ? { referer } : {}),
    });
    expect(pageLocaleOf(call("/es/auth?confirmed=1"), SITE)).toBe("es");
    expect(pageLocaleOf(call("/auth?confirmed=1", `${SITE}/es/auth`), SITE)).toBe("es");
    expect(pageLocaleOf(call("/auth?confirmed=1", `${SITE}/auth`), SITE)).toBe("en");
    expect(pageLocaleOf(call("/auth?confirmed=1"), SITE)).toBe("en");
    expect(pageLocaleOf(call(undefined), SITE)).toBeNull();
    // Another site's page (a social sign-in's provider) says nothing.
    expect(pageLocaleOf(call(undefined, "https://accounts.example.com/es/login"), SITE)).toBeNull();
    // A sign-in's English callbackURL alone keeps the account's language.
    expect(pageLocaleOf(call("/auth?confirmed=1"), SITE, false)).toBeNull();
    expect(pageLocaleOf(call("/auth?confirmed=1", `${SITE}/auth`), SITE, false)).toBe("en");
  });
});

describe("a Spanish account's mail", () => {
  it("a new password: in Spanish, with the Spanish page to choose it", async () => {
    await (await getAuth()).api.requestPasswordReset({ body: { email: "lucia@example.com" } });
    const mail = await lastMailTo("lucia@example.com");
    expect(mail.subject).toBe("Restablece tu contraseña de Florida Dog Places");
    expect(mail.text).toMatch(new RegExp(`${SITE}/es/auth/reset-password\\?token=\\S+`));
  });

  it("a new password asked for on the Spanish page (its redirectTo) is in Spanish for an English account too", async () => {
    await (
      await getAuth()
    ).api.requestPasswordReset({
      body: { email: "walter@example.com", redirectTo: "/es/auth/reset-password" },
    });
    const mail = await lastMailTo("walter@example.com");
    expect(mail.subject).toBe("Restablece tu contraseña de Florida Dog Places");
    expect(mail.text).toContain(`${SITE}/es/auth/reset-password?token=`);
  });

  it("a review's publication and a submission's approval: in Spanish, linking to the Spanish pages", async () => {
    let mail = await jupiterReviewDecision("rejected", {
      email: "lucia@example.com",
      name: "Lucía",
      reason: "off-topic",
    });
    expect(mail.subject).toBe("No se publicó tu reseña de Jupiter Dog Beach");
    expect(mail.text).toContain("Motivo: No trata del lugar");
    expect(mail.text).toContain(`${SITE}/es/beaches/jupiter-dog-beach`);

    await notifyReviewResult(
      { name: "Bark Park", submitterName: "Lucía", email: "lucia@example.com", adminNotes: null },
      "approved",
      "/parks/bark-park",
      SITE,
    );
    mail = await lastMailTo("lucia@example.com");
    expect(mail.subject).toBe("«Bark Park» ya está en Florida Dog Places");
    expect(mail.text).toContain(`${SITE}/es/parks/bark-park`);
    expect(mail.text).toContain(`${SITE}/es/my-submissions`);
  });

  it("an English account's review mail is unchanged", async () => {
    const mail = await jupiterReviewDecision("published", { email: "walter@example.com", name: "Walter" });
    expect(mail.subject).toBe("Your review of Jupiter Dog Beach is published");
    expect(mail.text).toBe(
      `Hi Walter,\n\nThank you! Your review of Jupiter Dog Beach is now on its page:\n${SITE}/beaches/jupiter-dog-beach\n`,
    );
  });
});

describe("mail to people without an account follows the page", () => {
  it("a report's outcome to a visitor who reported on /es is in Spanish, with the date in Spanish", async () => {
    await notifyReportResolved({
      email: "visitante@example.com",
      placeName: "Jupiter Dog Beach",
      status: "not-applied",
      resolutionNote: null,
      createdAt: new Date("2026-03-05T15:00:00Z"),
      changedFields: [],
      locale: "es",
    });
    const mail = await lastMailTo("visitante@example.com");
    expect(mail.subject).toBe("Revisamos tu reporte sobre «Jupiter Dog Beach»");
    expect(mail.text).toContain("el 5 de marzo de 2026");
  });

  it("a contact message from /es tells the site to answer in Spanish; from the English page it is as it was", async () => {
    const message = { name: "Ana", email: "ana@example.com", subject: "Hola", message: "¿Hay playas?" };
    await forwardContactMessage({ ...message, locale: "es" });
    await forwardContactMessage({ ...message, subject: "Hello" });
    await settleDeliveries();
    const rows = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.replyTo, "ana@example.com"));
    const spanish = rows.find((r) => r.subject === "[Contact] Hola")!;
    const english = rows.find((r) => r.subject === "[Contact] Hello")!;
    expect(spanish.text.startsWith("Sent from the Spanish site: answer in Spanish.\n")).toBe(true);
    expect(english.text).toBe("From: Ana <ana@example.com>\nSubject: Hello\n\n¿Hay playas?\n");
  });

  it("an account's deletion notice is in the language asked for", () => {
    const mail = accountDeletedMail("lucia@example.com", SITE, "es");
    expect(mail.subject).toBe("Se eliminó tu cuenta de Florida Dog Places");
    expect(mail.text).toContain(`${SITE}/es/contact`);
    expect(accountDeletedMail("walter@example.com", SITE).subject).toBe(
      "Your Florida Dog Places account has been deleted",
    );
  });
});

describe("signing in", () => {
  it("on a page of the other language makes it the account's language", async () => {
    const db = await getDb();
    await db.update(user).set({ emailVerified: true }).where(eq(user.email, "walter@example.com"));
    const signIn = (path: string) =>
      authAction({
        request: formRequest(
          path,
          { intent: "signin", email: "walter@example.com", password: TEST_PASSWORD },
          { Referer: `${SITE}${path}`, "X-Forwarded-For": "10.7.0.2" },
        ),
        params: {},
        context: routeContext(),
      } as never).catch((thrown: unknown) => thrown);
    const answer = await signIn("/es/auth");
    expect(answer).toBeInstanceOf(Response);
    expect(await localeOf("walter@example.com")).toBe("es");
    await signIn("/auth");
    expect(await localeOf("walter@example.com")).toBe("en");
  });
});
