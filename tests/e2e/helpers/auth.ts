// Shared end-to-end steps for accounts: sign up, confirm from the outbox, sign in.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { claimAdminAddress } from "./admins";

export const DEMO_ADMIN = { email: "admin@example.com", password: "dogfriendly-admin" } as const;
export const TEST_PASSWORD = "dog-walks-42";

/** A fresh address on every call, so tests never share accounts. */
export function newUserEmail(prefix = "walker") {
  return `${prefix}-${Date.now().toString(36)}-${crypto.randomBytes(3).toString("hex")}@example.com`;
}

/**
 * Each test speaks as its own client address: the server limits sign-ups and sign-ins per address,
 * and a whole suite coming from one loopback address would otherwise trip those limits.
 */
export async function actAsNewClient(page: Page) {
  const b = crypto.randomBytes(3);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `10.${b[0]}.${b[1]}.${b[2]}` });
}

function outboxDir(dataDir = process.env.E2E_DATA_DIR) {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set; run the specs through playwright.config.ts");
  return path.join(dataDir, "outbox");
}

/** Undoes the quoted-printable soft line breaks and escapes of an .eml body. */
function decodeQuotedPrintable(text: string) {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The newest message in the outbox addressed to `to`, decoded, waiting up to `timeout` ms for it;
 * `dataDir` names the data folder of a server a spec started itself.
 */
export async function readLatestMail(
  to: string,
  { timeout = 10_000, subject, dataDir }: { timeout?: number; subject?: RegExp; dataDir?: string } = {},
) {
  const deadline = Date.now() + timeout;
  const outbox = outboxDir(dataDir);
  for (;;) {
    const files = await fs.readdir(outbox).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const raw = await fs.readFile(path.join(outbox, file), "utf8");
      const [head = ""] = raw.split(/\r?\n\r?\n/, 1);
      const toLine = /^To: (.*)$/im.exec(head)?.[1] ?? "";
      if (!toLine.toLowerCase().includes(to.toLowerCase())) continue;
      if (subject && !subject.test(/^Subject: (.*)$/im.exec(head)?.[1] ?? "")) continue;
      return decodeQuotedPrintable(raw);
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many messages in the outbox are addressed to `to` with a subject matching `subject`. */
export async function countMails(to: string, subject: RegExp, { dataDir }: { dataDir?: string } = {}) {
  const outbox = outboxDir(dataDir);
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  let count = 0;
  for (const file of files) {
    const [head = ""] = (await fs.readFile(path.join(outbox, file), "utf8")).split(/\r?\n\r?\n/, 1);
    const toLine = /^To: (.*)$/im.exec(head)?.[1] ?? "";
    if (toLine.toLowerCase().includes(to.toLowerCase()) && subject.test(/^Subject: (.*)$/im.exec(head)?.[1] ?? ""))
      count++;
  }
  return count;
}

/** The confirmation link of the newest sign-up message sent to `email`. */
export async function readConfirmationLink(email: string) {
  const mail = await readLatestMail(email, { subject: /confirm/i });
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`No confirmation link in the message to ${email}`);
  return link;
}

/** Types an address and a password into the open /auth form and presses its Sign In or Sign Up button. */
export async function sendAuthForm(page: Page, button: "Sign In" | "Sign Up", email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: button, exact: true }).click();
}

/** Signs up through /auth, opens the link from the outbox, and leaves the browser signed out. */
export async function signUpAndConfirm(page: Page, { email = newUserEmail(), password = TEST_PASSWORD } = {}) {
  await actAsNewClient(page);
  await page.goto("/auth?tab=sign-up");
  await sendAuthForm(page, "Sign Up", email, password);
  await expect(page.getByText("Check your email for the confirmation link!")).toBeVisible();
  await page.goto(await readConfirmationLink(email));
  await expect(page.getByText("Your email is confirmed.")).toBeVisible();
  return { email, password };
}

/**
 * The header's account menu button: "Account menu" while the person has no display name, "Account
 * menu for <name>" once they chose one; never named after their e-mail address (decision 0032).
 */
export function accountMenu(page: Page) {
  return page.getByRole("button", { name: /^Account menu( for .+)?$/ });
}

/** Signs in through the /auth form and waits for the account menu in the header. */
export async function signInAs(
  page: Page,
  email: string,
  password: string,
  { redirectTo }: { redirectTo?: string } = {},
) {
  await page.goto(redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth");
  await sendAuthForm(page, "Sign In", email, password);
  await expect(accountMenu(page)).toBeVisible();
}

/**
 * A new confirmed account, signed in on `page`'s browser: the sign-up and sign-in forms are posted and
 * the confirmation link followed through the page's own request client, which shares its cookies; the
 * forms themselves have their tests in auth.spec.ts. Answers the address, with `page` left wherever the
 * caller goes next.
 */
async function signUpConfirmAndSignInByRequest(page: Page, email: string) {
  await actAsNewClient(page);
  const signUp = await page.request.post("/auth", { form: { intent: "signup", email, password: TEST_PASSWORD } });
  expect(signUp.status(), `sign-up of ${email}`).toBe(200);
  const confirmed = await page.request.get(await readConfirmationLink(email));
  expect(await confirmed.text(), `confirmation of ${email}`).toContain("Your email is confirmed.");
  const signIn = await page.request.post("/auth", { form: { intent: "signin", email, password: TEST_PASSWORD } });
  expect(signIn.ok(), `sign-in of ${email}`).toBe(true);
}

/** A new confirmed user, signed in, on the home page the sign-in form leads to. */
export async function signUpAndSignIn(page: Page) {
  const email = newUserEmail();
  await signUpConfirmAndSignInByRequest(page, email);
  await page.goto("/");
  await expect(accountMenu(page)).toBeVisible();
  return { email, password: TEST_PASSWORD };
}

/**
 * A new administrator of the test's own, made the way the product makes one: the address is on the
 * server's ADMIN_EMAILS (see admins.ts), the account signs up, confirms, signs in, and takes up the
 * role through the link mailed to it. Leaves `page` signed in as that administrator.
 */
export async function signInAsNewAdmin(page: Page) {
  const email = claimAdminAddress();
  await signUpConfirmAndSignInByRequest(page, email);
  const mail = await readLatestMail(email, { subject: /administrator role/i });
  const link = /https?:\/\/\S+\/auth\/admin-role\?token=\S+/.exec(mail)?.[0];
  const token = link ? new URL(link).searchParams.get("token") : null;
  if (!token) throw new Error(`No administrator-role link in the message to ${email}`);
  // The form of the link's page, posted; the administration it leads to then opens in the browser.
  const role = await page.request.post("/auth/admin-role", { form: { token } });
  expect(role.url(), `administrator role of ${email}`).toMatch(/\/admin$/);
  await page.goto("/admin");
  await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
  return { email, password: TEST_PASSWORD };
}
