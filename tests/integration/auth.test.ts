import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { resetDatabase, getDb } from "../db";
import {
  callRoute,
  createSignedInUser,
  formRequest,
  sessionCookieFrom,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from "../fixtures/sessions";
import type { ActionReply } from "~/lib/forms";
import { auditEvents } from "~/server/infra/schema.server";
import { routeContext } from "../fixtures/context";
import { postToAction, type FormResult } from "./form-post";

// The first administrators come from ADMIN_EMAILS, read once when the settings are first used.
process.env.ADMIN_EMAILS = "Boss@Example.com, other@example.com";

const { action: authAction, loader: authLoader } = await import("~/routes/auth/auth");
const { getAuth, getRole, getUser, requireAdmin, safeRedirect } = await import("~/server/domain/auth.server");
const { setRole } = await import("~/server/queries/users.server");
const { outboxDir } = await import("~/server/infra/email.server");
const { settleDeliveries } = await import("~/server/domain/outbox.server");
const { action: adminRoleAction } = await import("~/routes/auth/admin-role");

type Result = FormResult<ActionReply>;

const post = (fields: Record<string, string>, ip = "10.9.0.1") =>
  postToAction<ActionReply>(authAction, "/auth", fields, { "X-Forwarded-For": ip });

/** The confirmation link in the newest message to `email`, once the outbox has sent what it holds. */
async function confirmationLink(email: string) {
  await settleDeliveries();
  const files = fs.readdirSync(outboxDir()).sort().reverse();
  for (const file of files) {
    const raw = fs.readFileSync(path.join(outboxDir(), file), "utf8");
    if (!raw.includes(`To: ${email}`)) continue;
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    // Another message written in the same millisecond may sort first: look on for the link.
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text)?.[0];
    if (link) return link;
  }
  throw new Error(`no message to ${email}`);
}

beforeAll(async () => {
  await resetDatabase();
});

describe("roles", () => {
  it("treats a user without a role row as user, and a role row as its role", async () => {
    const plain = await createSignedInUser("plain@example.com");
    expect(await getRole(await getDb(), plain.id)).toBe("user");
    await setRole(await getDb(), plain.id, "admin");
    expect(await getRole(await getDb(), plain.id)).toBe("admin");
    await setRole(await getDb(), plain.id, "user");
    expect(await getRole(await getDb(), plain.id)).toBe("user");
  });

  it("treats a failed role lookup as user and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      select: () => {
        throw new Error("connection lost");
      },
    };
    expect(await getRole(broken as never, "someone")).toBe("user");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("role lookup failed"), expect.any(Error));
    logged.mockRestore();
  });

  it("a confirmed ADMIN_EMAILS address becomes admin through the link mailed after sign-in, and nobody else", async () => {
    for (const email of ["boss@example.com", "helper@example.com"]) {
      const signedUp = await post({ intent: "signup", email, password: TEST_PASSWORD });
      expect((signedUp as Result).data.notice).toEqual({
        ok: true,
        message: "Check your email for the confirmation link!",
      });
    }
    const bossBefore = (await post({ intent: "signin", email: "boss@example.com", password: TEST_PASSWORD })) as Result;
    expect(bossBefore.init?.status).toBe(403);

    const auth = await getAuth();
    for (const email of ["boss@example.com", "helper@example.com"]) {
      const response = await auth.handler(new Request(await confirmationLink(email)));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/auth?confirmed=1");
    }
    // Confirming the address alone makes nobody an administrator.
    const boss = await signInThroughPage("boss@example.com");
    const helper = await signInThroughPage("helper@example.com");
    expect((await getUser(requestWith(boss.cookie), routeContext()))?.role).toBe("user");
    // The page says the same to both: whoever knows a password learns nothing of the administrators' list.
    expect(boss.flash).toContain("Signed in");
    expect(boss.flash).toBe(helper.flash);
    expect(boss.flash).not.toMatch(/administrator|e-mailed/i);

    const link = await adminRoleLink("boss@example.com");
    expect(await takeRole(boss.cookie, link)).toBe(302);
    expect((await getUser(requestWith(boss.cookie), routeContext()))?.role).toBe("admin");
    expect((await getUser(requestWith(helper.cookie), routeContext()))?.role).toBe("user");
    const db = await getDb();
    const audit = await db.select().from(auditEvents).where(eq(auditEvents.action, "user.promoted"));
    expect(audit.map((a) => a.summary)).toEqual([expect.stringContaining("boss@example.com became an administrator")]);
    // A link works once.
    expect(await takeRole(boss.cookie, link)).toBe(400);
  });

  it("an administrator's address taken by somebody else first never makes them an administrator", async () => {
    // The squatter signs up the listed address with a password of their own.
    await post({ intent: "signup", email: "other@example.com", password: "squatter-pass-1" });
    const squattersLink = await confirmationLink("other@example.com");
    // The owner clicks the confirmation mail they did not ask for: the account is confirmed, not admin.
    expect((await (await getAuth()).handler(new Request(squattersLink))).status).toBe(302);
    const squatter = await signInThroughPage("other@example.com", "squatter-pass-1");
    expect((await getUser(requestWith(squatter.cookie), routeContext()))?.role).toBe("user");
    // The role link goes to the owner's mailbox; the squatter cannot guess it.
    await adminRoleLink("other@example.com");
    expect(await takeRole(squatter.cookie, "/auth/admin-role?token=guessed")).toBe(400);
    // Another account cannot use the owner's link either.
    const owner = await adminRoleLink("other@example.com");
    const nosy = await createSignedInUser("nosy-2@example.com");
    expect(await takeRole(nosy.cookie, owner)).toBe(400);
    expect((await getUser(requestWith(squatter.cookie), routeContext()))?.role).toBe("user");
  });

  it("guards admin pages: a visitor is sent to sign in, a user gets 403, an admin passes", async () => {
    const visitor = await requireAdmin(new Request(`${TEST_ORIGIN}/admin/locations`), routeContext()).catch(
      (e: unknown) => e,
    );
    expect((visitor as Response).status).toBe(302);
    expect((visitor as Response).headers.get("Location")).toBe("/auth?redirectTo=%2Fadmin%2Flocations");

    const user = await createSignedInUser("nosy@example.com");
    const denied = (await requireAdmin(requestWith(user.cookie), routeContext()).catch((e: unknown) => e)) as Result;
    expect(denied.init?.status).toBe(403);

    await setRole(await getDb(), user.id, "admin");
    expect((await requireAdmin(requestWith(user.cookie), routeContext())).email).toBe("nosy@example.com");
  });
});

/** Signs in through the sign-in page: the session cookie and the flash message it sets. */
async function signInThroughPage(email: string, password = TEST_PASSWORD) {
  const response = await post({ intent: "signin", email, password });
  expect(response).toBeInstanceOf(Response);
  const cookies = (response as Response).headers.getSetCookie();
  const flash = decodeURIComponent(cookies.find((c) => c.startsWith("fdp_flash=")) ?? "");
  return { cookie: sessionCookieFrom(response as Response), flash };
}

/** The administrator-role link in the newest message to `email`, as a path. */
async function adminRoleLink(email: string) {
  await settleDeliveries();
  const files = fs.readdirSync(outboxDir()).sort().reverse();
  for (const file of files) {
    const raw = fs.readFileSync(path.join(outboxDir(), file), "utf8");
    if (!raw.includes(`To: ${email}`) || !raw.includes("administrator")) continue;
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = /https?:\/\/\S+(\/auth\/admin-role\?token=\S+)/.exec(text)?.[1];
    if (link) return link;
  }
  throw new Error(`no administrator-role message to ${email}`);
}

/** Opens the role link signed in with `cookie` and presses the button: the answer's status. */
async function takeRole(cookie: string, link: string) {
  const token = new URL(link, TEST_ORIGIN).searchParams.get("token") ?? "";
  return (await callRoute(adminRoleAction, formRequest("/auth/admin-role", { token }, { Cookie: cookie }))).status;
}

function requestWith(cookie: string) {
  return new Request(`${TEST_ORIGIN}/admin`, { headers: { Cookie: cookie } });
}

describe("the sign-in page", () => {
  it("signs in, sets the session cookie and returns to a same-site page only", async () => {
    await createSignedInUser("walker@example.com");
    const back = (await post({
      intent: "signin",
      email: "walker@example.com",
      password: TEST_PASSWORD,
      redirectTo: "/submit",
    })) as Response;
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/submit");
    expect(back.headers.get("Set-Cookie")).toMatch(/fdp\.session_token=.*HttpOnly/i);

    const offsite = (await post({
      intent: "signin",
      email: "walker@example.com",
      password: TEST_PASSWORD,
      redirectTo: "//evil.example.com",
    })) as Response;
    expect(offsite.headers.get("Location")).toBe("/");
    expect(safeRedirect("https://evil.example.com")).toBe("/");
  });

  it("sends a signed-in visitor home", async () => {
    const user = await createSignedInUser("home@example.com");
    const thrown = await authLoader({
      request: new Request(`${TEST_ORIGIN}/auth`, { headers: { Cookie: user.cookie } }),
      params: {},
      context: routeContext(),
    } as never).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("Location")).toBe("/");
  });

  it("refuses a short password on sign-up with 400 and keeps the address", async () => {
    const result = (await post({ intent: "signup", email: "short@example.com", password: "abc" })) as Result;
    expect(result.init?.status).toBe(400);
    expect(result.data.result).toMatchObject({
      initialValue: { email: "short@example.com" },
      error: { password: ["Password must be at least 6 characters."] },
    });
    expect(result.data.result?.initialValue).not.toHaveProperty("password");
  });

  it("says clearly when the address is not confirmed yet", async () => {
    await post({ intent: "signup", email: "later@example.com", password: TEST_PASSWORD }, "10.9.0.2");
    const result = (await post({ intent: "signin", email: "later@example.com", password: TEST_PASSWORD })) as Result;
    expect(result.init?.status).toBe(403);
    expect(result.data.result?.error?.[""]?.[0]).toMatch(/^Please confirm your email address before signing in\./);
  });
});

describe("request limits", () => {
  it("answers 429 after too many sign-ups from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const result = (await post(
        { intent: "signup", email: `flood-${i}@example.com`, password: TEST_PASSWORD },
        "10.7.0.1",
      )) as Result;
      statuses.push(result.init?.status ?? 200);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
