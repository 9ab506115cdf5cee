// Shared end-to-end steps for accounts: sign up, confirm from the outbox, sign in.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

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

/** The confirmation link of the newest sign-up message sent to `email`. */
export async function readConfirmationLink(email: string) {
  const mail = await readLatestMail(email, { subject: /confirm/i });
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`No confirmation link in the message to ${email}`);
  return link;
}

/** Signs up through /auth, opens the link from the outbox, and leaves the browser signed out. */
export async function signUpAndConfirm(page: Page, { email = newUserEmail(), password = TEST_PASSWORD } = {}) {
  await actAsNewClient(page);
  await page.goto("/auth?tab=sign-up");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Check your email for the confirmation link!")).toBeVisible();
  await page.goto(await readConfirmationLink(email));
  await expect(page.getByText("Your email is confirmed.")).toBeVisible();
  return { email, password };
}

/** Signs in through the /auth form and waits for the account menu in the header. */
export async function signInAs(
  page: Page,
  email: string,
  password: string,
  { redirectTo }: { redirectTo?: string } = {},
) {
  await page.goto(redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("button", { name: `Account menu for ${email.split("@")[0]}` })).toBeVisible();
}

/** A new confirmed user, signed in. */
export async function signUpAndSignIn(page: Page) {
  const account = await signUpAndConfirm(page);
  await signInAs(page, account.email, account.password);
  return account;
}

/**
 * Signs in as the demo administrator. The session is kept in the run's data folder and reused,
 * so a long suite does not spend the per-account sign-in limit; a stale session signs in afresh.
 */
export async function signInAsAdmin(page: Page) {
  const stateFile = path.join(process.env.E2E_DATA_DIR ?? ".", "admin-cookies.json");
  const menu = page.getByRole("button", { name: `Account menu for ${DEMO_ADMIN.email.split("@")[0]}` });
  const saved = await fs.readFile(stateFile, "utf8").catch(() => null);
  if (saved) {
    await page.context().addCookies(JSON.parse(saved));
    await page.goto("/");
    if (await menu.isVisible()) return;
    await page.context().clearCookies();
  }
  await actAsNewClient(page);
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await fs.writeFile(stateFile, JSON.stringify(await page.context().cookies()));
}
