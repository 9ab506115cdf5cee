// In production without SMTP_URL, mail is stored, not sent, and the log says so without the message's
// links: a confirmation, reset or administrator-role link in a log hands the account to its reader.
// In development the links are printed, so that a local sign-up needs no mailbox.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetDatabase } from "../db";
import { createSignedInUser, formRequest, TEST_PASSWORD } from "../fixtures/sessions";
import { routeContext } from "../fixtures/context";

process.env.NODE_ENV = "production";
process.env.BETTER_AUTH_SECRET = "a-production-secret-for-this-test-only-0123456789";
process.env.ADMIN_EMAILS = "chief@example.com";
delete process.env.SMTP_URL;

const { env } = await import("~/server/infra/env.server");
const { outboxDir } = await import("~/server/infra/email.server");
const { settleDeliveries } = await import("~/server/domain/outbox.server");
const { action: authAction } = await import("~/routes/auth/auth");
const { action: forgotAction } = await import("~/routes/auth/forgot-password");

/** Everything the process writes to its log while the file runs. */
const logged: string[] = [];
const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(" "));
  }),
);

afterAll(() => {
  for (const spy of spies) spy.mockRestore();
});

async function post(action: (args: never) => unknown, pathname: string, fields: Record<string, string>) {
  try {
    return await action({
      request: formRequest(pathname, fields, { "x-forwarded-for": "10.40.0.1" }),
      params: {},
      context: routeContext(),
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The stored messages to `email`, as their files hold them (soft line breaks undone). */
function storedMail(email: string) {
  return fs
    .readdirSync(outboxDir())
    .map((file) => fs.readFileSync(path.join(outboxDir(), file), "utf8"))
    .filter((raw) => raw.includes(`To: ${email}`))
    .map((raw) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
}

beforeAll(async () => {
  expect(env().NODE_ENV).toBe("production");
  expect(env().SMTP_URL).toBeUndefined();
  await resetDatabase();
});

describe("mail without SMTP_URL", () => {
  it("in production, the log says each message was stored and not sent, and shows none of its links", async () => {
    await post(authAction, "/auth", { intent: "signup", email: "newcomer@example.com", password: TEST_PASSWORD });
    await createSignedInUser("forgetful@example.com");
    await post(forgotAction, "/auth/forgot-password", { email: "forgetful@example.com" });
    await createSignedInUser("chief@example.com");
    const signedIn = await post(authAction, "/auth", {
      intent: "signin",
      email: "chief@example.com",
      password: TEST_PASSWORD,
    });
    expect((signedIn as Response).status).toBe(302);
    await settleDeliveries();

    // The messages are kept, links and all, for the operator to send once SMTP is configured.
    const links = [
      ["newcomer@example.com", /\/api\/auth\/verify-email\?token=/],
      ["forgetful@example.com", /\/auth\/reset-password\?token=/],
      ["chief@example.com", /\/auth\/admin-role\?token=/],
    ] as const;
    for (const [email, link] of links)
      expect(
        storedMail(email).some((m) => link.test(m)),
        email,
      ).toBe(true);

    const log = logged.join("\n");
    for (const subject of ["Confirm your email", "Reset your password", "Your administrator role"]) {
      expect(log).toMatch(new RegExp(`\\[mail\\] not sent \\(SMTP_URL is not set\\): "${subject}[^"]*" to \\S+@`));
    }
    expect(log).not.toMatch(/https?:\/\//);
    expect(log).not.toMatch(/token=/);
  });

  it("in development, the log shows the confirmation link, for a sign-up without a mailbox", async () => {
    const settings = env() as { NODE_ENV: string };
    settings.NODE_ENV = "development";
    try {
      await post(authAction, "/auth", { intent: "signup", email: "local@example.com", password: TEST_PASSWORD });
      await settleDeliveries();
    } finally {
      settings.NODE_ENV = "production";
    }
    expect(logged.join("\n")).toMatch(/\[mail\] link: https?:\/\/\S+\/api\/auth\/verify-email\?token=/);
  });
});
