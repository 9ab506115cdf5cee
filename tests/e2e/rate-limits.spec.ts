// Every answer "too many requests" says when to come back: a 429 carries Retry-After, whichever
// limit refused it (the site's own limits on forms, the sign-in throttle, Better Auth's limit on
// confirmation links), for a page as for the .data answer a page's scripts ask for.
import crypto from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures";
import { actAsNewClient, newUserEmail, signUpAndSignIn } from "./helpers/auth";

/** A client address of this test's own, as the proxy in front (TRUST_PROXY=1) says. */
function newClient() {
  const b = crypto.randomBytes(3);
  return { "X-Forwarded-For": `10.${b[0]}.${b[1]}.${b[2]}` };
}

/** Sends `attempt` until it is refused (at most `max` times); answers the refusal. */
async function untilRefused(max: number, attempt: (i: number) => Promise<APIResponse>) {
  for (let i = 1; i <= max; i++) {
    const response = await attempt(i);
    if (response.status() === 429) return response;
    expect(response.status(), `attempt ${i}: ${(await response.text()).slice(0, 200)}`).toBeLessThan(429);
  }
  throw new Error(`not refused after ${max} attempts`);
}

function expectRetryAfter(response: APIResponse) {
  expect(response.status()).toBe(429);
  const seconds = Number(response.headers()["retry-after"]);
  expect(Number.isInteger(seconds) && seconds >= 1, `Retry-After: ${response.headers()["retry-after"]}`).toBe(true);
}

test.describe("a 429 says when to come back", () => {
  test("the contact form, as a page and as data", async ({ request }) => {
    for (const address of ["/contact", "/contact.data"]) {
      const headers = newClient();
      const refused = await untilRefused(6, (i) =>
        request.post(address, {
          headers,
          form: { name: "Visitor", email: newUserEmail(`contact${i}`), subject: "Hi", message: "A question." },
        }),
      );
      expectRetryAfter(refused);
    }
  });

  test("a report about a place", async ({ request }) => {
    const headers = newClient();
    const refused = await untilRefused(11, () =>
      request.post("/report/achieva-paw-park", {
        headers,
        form: { kind: "closed", text: "The gate is locked with a sign saying closed." },
      }),
    );
    expectRetryAfter(refused);
  });

  test("asking for a password reset link, and choosing a new password", async ({ request }) => {
    const forgot = newClient();
    expectRetryAfter(
      await untilRefused(11, () =>
        request.post("/auth/forgot-password", { headers: forgot, form: { email: newUserEmail("forgot") } }),
      ),
    );
    const reset = newClient();
    expectRetryAfter(
      await untilRefused(11, () =>
        request.post("/auth/reset-password", {
          headers: reset,
          form: { token: "not-a-real-token", password: "a-new-password-42" },
        }),
      ),
    );
  });

  test("signing up, asking for the confirmation mail again, and signing in with a wrong password", async ({
    request,
  }) => {
    const signUp = newClient();
    // A common password is refused after the attempt is counted: no account is made.
    expectRetryAfter(
      await untilRefused(11, () =>
        request.post("/auth", {
          headers: signUp,
          form: { intent: "signup", email: newUserEmail("signup"), password: "password123" },
        }),
      ),
    );
    const resend = newClient();
    expectRetryAfter(
      await untilRefused(11, () =>
        request.post("/auth", { headers: resend, form: { intent: "resend", email: newUserEmail("resend") } }),
      ),
    );
    const signIn = newClient();
    const email = newUserEmail("guess");
    expectRetryAfter(
      await untilRefused(6, () =>
        request.post("/auth", { headers: signIn, form: { intent: "signin", email, password: "wrong-guess-42" } }),
      ),
    );
  });

  test("confirmation links, limited by Better Auth itself", async ({ request }) => {
    const headers = newClient();
    expectRetryAfter(
      await untilRefused(21, () =>
        request.get("/api/auth/verify-email?token=not-a-token&callbackURL=%2F", { headers, maxRedirects: 0 }),
      ),
    );
  });

  test("submitting places", async ({ page }) => {
    await actAsNewClient(page);
    await signUpAndSignIn(page);
    await page.goto("/submit");
    await page.getByLabel("Your Name *").fill("Dana Walker");
    await page.getByLabel("Location Name *").fill(`Limit Test Park ${Date.now().toString(36)}`);
    await page.getByLabel("Category *").selectOption({ label: "Dog Park" });
    await page.getByLabel("Leash Policy *").selectOption({ label: "Off-Leash Allowed" });
    await page.getByLabel("City *").fill("Gainesville");
    await page.getByLabel("Description *").fill("Fenced acre with separate areas for small and large dogs.");
    // The filled form, sent as a browser without our scripts sends it, until the account's limit.
    const answers = await page.evaluate(async () => {
      const button = [...document.querySelectorAll("button")].find((b) =>
        /Submit Location for Review/.test(b.textContent ?? ""),
      );
      const form = button!.closest("form")!;
      const seen: { status: number; retryAfter: string | null }[] = [];
      for (let i = 0; i < 11; i++) {
        const response = await fetch("/submit", { method: "POST", body: new FormData(form), redirect: "manual" });
        seen.push({ status: response.status, retryAfter: response.headers.get("retry-after") });
        if (response.status === 429) break;
      }
      return seen;
    });
    const refused = answers.at(-1)!;
    expect(
      answers.slice(0, -1).every((a) => a.status < 400),
      JSON.stringify(answers),
    ).toBe(true);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
  });
});
