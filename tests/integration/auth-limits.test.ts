// Sign-in limits that count failures (per account and per address), Better Auth's own endpoints
// closed but for the links the site sends, its limits keyed on the address the server resolved,
// and the way back after signing in.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { createSignedInUser, TEST_ORIGIN, TEST_PASSWORD } from "../fixtures/sessions";
import { mailOutbox, requestLimits } from "~/server/infra/schema.server";
import { routeContext } from "../fixtures/context";
import { postToAction, statusOf, type FormResult } from "./form-post";

const { action: authAction } = await import("~/routes/auth/auth");
const { loader: apiLoader, action: apiAction } = await import("~/routes/auth/api.auth");
const { safeRedirect } = await import("~/server/domain/auth.server");
const { SIGN_IN } = await import("~/server/domain/rate-limit.server");
const { settleDeliveries } = await import("~/server/domain/outbox.server");

type Result = FormResult;

const post = (fields: Record<string, string>, ip: string) =>
  postToAction(authAction, "/auth", fields, { "x-fdp-client-ip": ip });

async function signIn(email: string, password: string, ip: string, redirectTo?: string) {
  return post({ intent: "signin", email, password, ...(redirectTo ? { redirectTo } : {}) }, ip);
}

beforeEach(async () => {
  await resetDatabase();
});

// Each sign-in hashes a password: on a busy machine a few dozen of them take a while.
describe("sign-in limits", { timeout: 180_000 }, () => {
  it("rotating the client address does not help: the account's failures bring 429 after a few guesses", async () => {
    await createSignedInUser("target@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push(statusOf(await signIn("target@example.com", `guess-${i}`, `10.8.${i >> 8}.${i & 255}`)));
    }
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThanOrEqual(SIGN_IN.freeFailuresPerAccount);
    expect(checked).toBeLessThanOrEqual(SIGN_IN.freeFailuresPerAccount + 2);
    expect(statuses.filter((s) => s === 429).length).toBe(40 - checked);
    const last = (await signIn("target@example.com", "guess-x", "10.9.9.9")) as Result;
    // The wait left may be down to its last second when the guesses took long (a busy machine).
    expect((last.data as { result: { error: Record<string, string[]> } }).result.error[""]?.[0]).toMatch(
      /^Too many failed sign-in attempts\. Please wait (1 second|\d+ seconds) and try again\.$/,
    );
  });

  it("a burst of 100 parallel wrong passwords gets no more password checks than the allowance", async () => {
    await createSignedInUser("burst@example.com");
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => signIn("burst@example.com", `guess-${i}`, `10.10.${i >> 8}.${i & 255}`)),
    ).then((results) => results.map(statusOf));
    // Every 401 is a password that was checked; the rest were refused before any check.
    expect(statuses.filter((s) => s === 401).length).toBe(SIGN_IN.freeFailuresPerAccount);
    expect(statuses.filter((s) => s === 429).length).toBe(100 - SIGN_IN.freeFailuresPerAccount);
  });

  it("a burst from one address on many accounts stops at the address's allowance", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) => signIn(`burst-${i}@example.com`, "password-x", "10.11.0.1")),
    ).then((results) => results.map(statusOf));
    expect(statuses.filter((s) => s === 401).length).toBe(SIGN_IN.failuresPerIp);
    expect(statuses.filter((s) => s === 429).length).toBe(60 - SIGN_IN.failuresPerIp);
  });

  it("a correct password after a few failures still signs in", async () => {
    await createSignedInUser("typo@example.com");
    for (let i = 0; i < 3; i++) expect(statusOf(await signIn("typo@example.com", "wrong", "10.1.0.1"))).toBe(401);
    const ok = await signIn("typo@example.com", TEST_PASSWORD, "10.1.0.1", "/submit");
    expect(statusOf(ok)).toBe(302);
    expect((ok as Response).headers.get("Location")).toBe("/submit");
  });

  it("successful sign-ins never use up a limit", async () => {
    await createSignedInUser("regular@example.com");
    for (let i = 0; i < 15; i++) {
      expect(statusOf(await signIn("regular@example.com", TEST_PASSWORD, "10.2.0.1"))).toBe(302);
    }
  });

  it("an attacker cannot lock the owner out: the wait is capped, and then the right password works", async () => {
    await createSignedInUser("owner@example.com");
    const db = await getDb();
    // Thirty failures from many addresses, as an attack would leave them.
    await db.insert(requestLimits).values({
      key: "sign-in-failures:account:owner@example.com",
      count: 30,
      windowStart: new Date(),
      lastHitAt: new Date(),
      expiresAt: new Date(Date.now() + SIGN_IN.windowSeconds * 1000),
    });
    const blocked = (await signIn("owner@example.com", TEST_PASSWORD, "10.3.0.1")) as Result;
    expect(statusOf(blocked)).toBe(429);
    expect((blocked.data as { result: { error: Record<string, string[]> } }).result.error[""]?.[0]).toMatch(
      /^Too many failed sign-in attempts\. Please wait (1 minute|\d+ seconds)/,
    );
    const wait = Number((blocked.init?.headers as Record<string, string>)["Retry-After"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(SIGN_IN.maxDelaySeconds);

    // Once the capped delay has passed since the attacker's last try, the owner gets in.
    await db
      .update(requestLimits)
      .set({ lastHitAt: sql`now() - interval '${sql.raw(String(SIGN_IN.maxDelaySeconds))} seconds'` })
      .where(eq(requestLimits.key, "sign-in-failures:account:owner@example.com"));
    expect(statusOf(await signIn("owner@example.com", TEST_PASSWORD, "10.3.0.1"))).toBe(302);
  });

  it("one address failing on many accounts is stopped, other addresses are not", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN.failuresPerIp + 2; i++) {
      statuses.push(statusOf(await signIn(`nobody-${i}@example.com`, "password-x", "10.4.0.1")));
    }
    expect(statuses.slice(0, SIGN_IN.failuresPerIp).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(SIGN_IN.failuresPerIp)).toEqual([429, 429]);
    expect(statusOf(await signIn("nobody-x@example.com", "password-x", "10.4.0.2"))).toBe(401);
  });

  it("confirmation mails to one address are limited, however often an unconfirmed sign-in is tried", async () => {
    await post({ intent: "signup", email: "victim@example.com", password: TEST_PASSWORD }, "10.5.0.1");
    for (let i = 0; i < 12; i++) await signIn("victim@example.com", TEST_PASSWORD, `10.5.1.${i}`);
    await settleDeliveries();
    const db = await getDb();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipients, "victim@example.com"));
    expect(mails.length).toBe(3);
  });
});

describe("Better Auth's endpoints", () => {
  function call(method: "GET" | "POST", path: string, ip = "10.6.0.1", extra: Record<string, string> = {}) {
    const request = new Request(`${TEST_ORIGIN}${path}`, {
      method,
      headers: { Origin: TEST_ORIGIN, "Content-Type": "application/json", "x-fdp-client-ip": ip, ...extra },
      body: method === "POST" ? JSON.stringify({ email: "a@example.com", password: "whatever-1" }) : undefined,
    });
    const args = { request, params: {}, context: routeContext() } as never;
    return (method === "GET" ? apiLoader(args) : apiAction(args)) as Promise<Response | Result>;
  }

  it("only the confirmation link and the social callbacks are reachable; everything else is 404", async () => {
    for (const path of [
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
      "/api/auth/send-verification-email",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/auth/update-user",
    ]) {
      expect(statusOf(await call("POST", path)), path).toBe(404);
    }
    expect(statusOf(await call("GET", "/api/auth/list-sessions"))).toBe(404);
    expect(statusOf(await call("GET", "/api/auth/get-session"))).toBe(404);
    // A bad confirmation link is answered by Better Auth (a redirect to the sign-in page).
    expect(statusOf(await call("GET", "/api/auth/verify-email?token=bad&callbackURL=/auth"))).toBe(302);
  });

  it("the confirmation-link limit counts the address the server resolved, not X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await call("GET", "/api/auth/verify-email?token=bad&callbackURL=/auth", "10.6.1.1", {
        "X-Forwarded-For": `192.0.2.${i}`,
      });
      statuses.push(statusOf(response));
    }
    expect(statuses).toContain(429);

    // Someone else's valid link still works.
    await post({ intent: "signup", email: "fresh@example.com", password: TEST_PASSWORD }, "10.6.2.1");
    const db = await getDb();
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipients, "fresh@example.com"));
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail!.text)![0];
    const path = link.slice(link.indexOf("/api/auth"));
    const response = (await call("GET", path, "10.6.3.1")) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?confirmed=1");
  });

  it("counts in request_limits with the site's own limits, each request once when they arrive together", async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => call("GET", "/api/auth/verify-email?token=bad&callbackURL=/auth", "10.6.4.1")),
    );
    const statuses = responses.map(statusOf);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(20);
    const refused = responses.find((r) => statusOf(r) === 429) as Response;
    expect(Number(refused.headers.get("X-Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("X-Retry-After"))).toBeLessThanOrEqual(60);
    const db = await getDb();
    const rows = await db
      .select({ key: requestLimits.key, count: requestLimits.count })
      .from(requestLimits)
      .where(sql`${requestLimits.key} like 'auth:%'`);
    expect(rows).toEqual([{ key: expect.stringContaining("10.6.4.1"), count: 20 }]);
  });
});

describe("the way back after signing in", () => {
  it("accepts only paths on our own origin, as a browser would read them", () => {
    expect(safeRedirect("/submit?category=park")).toBe("/submit?category=park");
    expect(safeRedirect("/my-submissions#latest")).toBe("/my-submissions#latest");
    for (const evil of [
      "/\t/evil.example.com",
      "/%09/evil.example.com".replace("%09", "\t"),
      "/\n/evil.example.com",
      "/\r/evil.example.com",
      "//evil.example.com",
      "/\\evil.example.com",
      "/\\/evil.example.com",
      "https://evil.example.com",
      "/.//evil.example.com",
    ]) {
      expect(safeRedirect(evil), JSON.stringify(evil)).toBe("/");
    }
    expect(safeRedirect("/\u3000/x")).toBe("/%E3%80%80/x");
  });

  it("a redirectTo with a tab, a line feed or U+3000 lands on our origin, never a 500", async () => {
    await createSignedInUser("back@example.com");
    for (const redirectTo of ["/\t/evil.example.com", "/\n/evil.example.com", "/\r\n/x", "/\u3000/evil"]) {
      const response = await signIn("back@example.com", TEST_PASSWORD, "10.7.0.1", redirectTo);
      expect(statusOf(response), JSON.stringify(redirectTo)).toBe(302);
      const location = (response as Response).headers.get("Location")!;
      expect(new URL(location, TEST_ORIGIN).origin).toBe(TEST_ORIGIN);
    }
  });
});
