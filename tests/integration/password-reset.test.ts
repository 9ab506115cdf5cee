// "Forgot password?": a reset link by e-mail, the same answer for unknown addresses, the limits of
// sign-up, and no common passwords.
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { createSignedInUser, TEST_PASSWORD } from "../fixtures/sessions";
import { mailOutbox } from "~/server/infra/schema.server";
import { routeContext } from "../fixtures/context";
import { postToAction, type FormResult } from "./form-post";

const forgot = await import("~/routes/auth/forgot-password");
const reset = await import("~/routes/auth/reset-password");
const auth = await import("~/routes/auth/auth");
const { settleDeliveries } = await import("~/server/domain/outbox.server");

type Result = FormResult;

const call = (action: (args: never) => unknown, path: string, fields: Record<string, string>, ip = "10.30.0.1") =>
  postToAction(action, path, fields, { "x-forwarded-for": ip });

/** The reset links mailed to `email`, oldest first. */
async function resetLinksFor(email: string) {
  await settleDeliveries();
  const db = await getDb();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipients, email))
    .orderBy(asc(mailOutbox.createdAt));
  return rows
    .filter((r) => r.subject.startsWith("Reset your password"))
    .map((r) => /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(r.text)![0]);
}

async function resetLinkFor(email: string) {
  return (await resetLinksFor(email)).at(-1);
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

/** Chooses a new password through the reset page: the status of its answer. */
async function choosePassword(link: string, password: string) {
  const answer = await call(reset.action, "/auth/reset-password", { token: tokenOf(link), password }, "10.30.3.3");
  return answer instanceof Response ? answer.status : (answer.init?.status ?? 200);
}

/** Signs in through the sign-in page: the status of its answer (302 when signed in). */
async function signIn(email: string, password: string) {
  const answer = await call(auth.action, "/auth", { intent: "signin", email, password }, "10.30.4.4");
  return answer instanceof Response ? answer.status : (answer.init?.status ?? 200);
}

beforeAll(async () => {
  await resetDatabase();
});

describe("password reset", () => {
  it("answers the same for an unknown address, and mails a link only to a real account", async () => {
    await createSignedInUser("forgetful@example.com");
    const known = (await call(forgot.action, "/auth/forgot-password", { email: "forgetful@example.com" })) as Result;
    const unknown = (await call(forgot.action, "/auth/forgot-password", { email: "ghost@example.com" })) as Result;
    expect(known.data.notice).toEqual(unknown.data.notice);
    expect(known.data.notice).toMatchObject({ ok: true, message: expect.stringMatching(/^If an account exists/) });
    expect(known.init?.status ?? 200).toBe(unknown.init?.status ?? 200);
    expect(await resetLinkFor("forgetful@example.com")).toMatch(/\/auth\/reset-password\?token=/);
    expect(await resetLinkFor("ghost@example.com")).toBeUndefined();
  });

  it("the link sets a new password (not a common one), and the old one stops working", async () => {
    await createSignedInUser("renew@example.com");
    await call(forgot.action, "/auth/forgot-password", { email: "renew@example.com" });
    const link = new URL((await resetLinkFor("renew@example.com"))!);
    const token = link.searchParams.get("token")!;
    expect(reset.loader({ request: new Request(link), params: {}, context: routeContext() } as never)).toEqual({
      token,
    });

    const common = (await call(reset.action, "/auth/reset-password", { token, password: "password1" })) as Result;
    expect(common.init?.status).toBe(400);
    const errors = (common.data.result as { error: Record<string, string[]> }).error;
    expect(errors.password?.[0]).toMatch(/too common/);

    const done = (await call(reset.action, "/auth/reset-password", {
      token,
      password: "sea-turtle-walks-7",
    })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/auth");

    const old = (await call(
      auth.action,
      "/auth",
      { intent: "signin", email: "renew@example.com", password: TEST_PASSWORD },
      "10.30.0.2",
    )) as Result;
    expect(old.init?.status).toBe(401);
    const fresh = await call(
      auth.action,
      "/auth",
      { intent: "signin", email: "renew@example.com", password: "sea-turtle-walks-7" },
      "10.30.0.2",
    );
    expect((fresh as Response).status).toBe(302);

    const reused = (await call(reset.action, "/auth/reset-password", { token, password: "another-walk-8" })) as Result;
    expect(reused.init?.status).toBe(400);
    expect((reused.data.result as { error: Record<string, string[]> }).error[""]?.[0]).toMatch(
      /invalid or has expired/,
    );
  });

  it("once any reset link has been used, every other one sent to the account stops working", async () => {
    // Two accounts, each with two links (an account gets three mails an hour, its confirmation one of them).
    const linksOf = async (email: string) => {
      await createSignedInUser(email);
      for (let i = 0; i < 2; i++) {
        await call(forgot.action, "/auth/forgot-password", { email }, "10.30.2.2");
        await settleDeliveries();
      }
      const links = await resetLinksFor(email);
      expect(links).toHaveLength(2);
      return { older: links[0]!, newer: links[1]! };
    };
    const ann = await linksOf("ann-resets@example.com");
    const bo = await linksOf("bo-resets@example.com");

    // Ann uses her newer link: her older one no longer sets a password.
    expect(await choosePassword(ann.newer, "harbour-lights-31")).toBe(302);
    expect(await choosePassword(ann.older, "stolen-inbox-99")).toBe(400);
    expect(await signIn("ann-resets@example.com", "stolen-inbox-99")).toBe(401);
    expect(await signIn("ann-resets@example.com", "harbour-lights-31")).toBe(302);

    // Bo uses his older link (Ann's reset left his links alone): his newer one no longer works.
    expect(await choosePassword(bo.older, "quiet-marsh-walk-5")).toBe(302);
    expect(await choosePassword(bo.newer, "stolen-inbox-99")).toBe(400);
    expect(await signIn("bo-resets@example.com", "quiet-marsh-walk-5")).toBe(302);
  });

  it("limits reset requests per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const result = (await call(
        forgot.action,
        "/auth/forgot-password",
        { email: `x${i}@example.com` },
        "10.30.9.9",
      )) as Result;
      statuses.push(result.init?.status ?? 200);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("sign-up passwords", () => {
  it("refuses the most common passwords, beyond the six-character minimum", async () => {
    for (const password of ["password", "qwerty123", "iloveyou"]) {
      const result = (await call(
        auth.action,
        "/auth",
        { intent: "signup", email: "new@example.com", password },
        "10.30.1.1",
      )) as Result;
      expect(result.init?.status, password).toBe(400);
      const errors = (result.data.result as { error: Record<string, string[]> }).error;
      expect(errors.password?.[0]).toMatch(/too common/);
    }
  });
});
