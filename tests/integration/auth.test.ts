import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { resetDatabase, getDb } from "../db";
import { createSignedInUser, formRequest, TEST_ORIGIN, TEST_PASSWORD } from "../session";
import type { ActionReply } from "~/lib/forms";

// The first administrators come from ADMIN_EMAILS, read once when the settings are first used.
process.env.ADMIN_EMAILS = "Boss@Example.com, other@example.com";

const { action: authAction, loader: authLoader } = await import("~/routes/auth/auth");
const { getAuth, getRole, getUser, requireAdmin, safeRedirect } = await import("~/server/auth.server");
const { setRole } = await import("~/server/queries/users.server");
const { outboxDir } = await import("~/server/email.server");

type Result = { data: ActionReply; init: ResponseInit | null };

async function post(fields: Record<string, string>, ip = "10.9.0.1") {
  try {
    return (await authAction({
      request: formRequest("/auth", fields, { "X-Forwarded-For": ip }),
      params: {},
      context: {},
    } as never)) as unknown as Result;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The confirmation link in the newest message to `email`. */
function confirmationLink(email: string) {
  const files = fs.readdirSync(outboxDir()).sort().reverse();
  for (const file of files) {
    const raw = fs.readFileSync(path.join(outboxDir(), file), "utf8");
    if (!raw.includes(`To: ${email}`)) continue;
    const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    return /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(text)![0];
  }
  throw new Error(`no message to ${email}`);
}

beforeAll(async () => {
  await resetDatabase();
});

describe("roles", () => {
  it("treats a user without a role row as user, and a role row as its role", async () => {
    const plain = await createSignedInUser("plain@example.com");
    expect(await getRole(plain.id)).toBe("user");
    await setRole(await getDb(), plain.id, "admin");
    expect(await getRole(plain.id)).toBe("admin");
    await setRole(await getDb(), plain.id, "user");
    expect(await getRole(plain.id)).toBe("user");
  });

  it("treats a failed role lookup as user and logs it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = {
      select: () => {
        throw new Error("connection lost");
      },
    };
    expect(await getRole("someone", broken as never)).toBe("user");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("role lookup failed"), expect.any(Error));
    logged.mockRestore();
  });

  it("makes an ADMIN_EMAILS address admin once it is confirmed, and nobody else", async () => {
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
      const response = await auth.handler(new Request(confirmationLink(email)));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/auth?confirmed=1");
    }
    const boss = await createSessionFor("boss@example.com");
    const helper = await createSessionFor("helper@example.com");
    expect((await getUser(requestWith(boss)))?.role).toBe("admin");
    expect((await getUser(requestWith(helper)))?.role).toBe("user");
  });

  it("guards admin pages: a visitor is sent to sign in, a user gets 403, an admin passes", async () => {
    const visitor = await requireAdmin(new Request(`${TEST_ORIGIN}/admin/locations`)).catch((e: unknown) => e);
    expect((visitor as Response).status).toBe(302);
    expect((visitor as Response).headers.get("Location")).toBe("/auth?redirectTo=%2Fadmin%2Flocations");

    const user = await createSignedInUser("nosy@example.com");
    const denied = (await requireAdmin(requestWith(user.cookie)).catch((e: unknown) => e)) as Result;
    expect(denied.init?.status).toBe(403);

    await setRole(await getDb(), user.id, "admin");
    expect((await requireAdmin(requestWith(user.cookie))).email).toBe("nosy@example.com");
  });
});

async function createSessionFor(email: string) {
  const response = await (
    await getAuth()
  ).api.signInEmail({ body: { email, password: TEST_PASSWORD }, asResponse: true });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
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
      context: {},
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
