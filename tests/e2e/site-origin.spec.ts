// Every address a local server answers at works: a server started as `npm start` starts it (no
// SITE_URL) takes every form at http://127.0.0.1 and at http://localhost, and its e-mail links
// use the address the visitor used. With SITE_URL set (the suite's own server), a page asked for
// at another address is sent there.
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { accountMenu, newUserEmail, readLatestMail, TEST_PASSWORD } from "./helpers/auth";
import { sendContactMessage } from "./helpers/contact";
import { newMigratedDataDir } from "./helpers/server";
import { submitPlace } from "./helpers/submit";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 1500;
const ADDRESSES = [`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`];

test.describe("a server started without SITE_URL", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let server: ChildProcess | undefined;
  let dataDir = "";
  let output = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = newMigratedDataDir("fdp-origin-");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "development",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    };
    // As `npm start` runs it: no public address, no proxy, the default host.
    for (const name of ["SITE_URL", "TRUST_PROXY", "HOST", "RATE_LIMIT"]) delete env[name];
    server = spawn(process.execPath, ["server.js"], { env, stdio: ["ignore", "pipe", "pipe"] });
    server.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await expect.poll(() => /listening on /.test(output) || server!.exitCode !== null, { timeout: 110_000 }).toBe(true);
    expect(server.exitCode, output).toBeNull();
  });

  test.afterAll(() => {
    if (server && server.exitCode === null) server.kill("SIGKILL");
  });

  test("says where it listens and where it is bound", () => {
    expect(output).toContain(
      `Florida Dog Places listening on http://localhost:${PORT} (bound to 127.0.0.1:${PORT}, this machine only)`,
    );
  });

  for (const site of ADDRESSES) {
    test(`every form works at ${site}, and the e-mails link back to it`, async ({ page }) => {
      // Sign-up, and its confirmation link.
      const email = newUserEmail("origin");
      await page.goto(`${site}/auth?tab=signup`);
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(TEST_PASSWORD);
      await page.getByRole("button", { name: "Sign Up", exact: true }).click();
      await expect(page.getByText("Check your email for the confirmation link!")).toBeVisible();
      const confirmation = await readLatestMail(email, { subject: /confirm/i, dataDir });
      const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(confirmation)![0];
      expect(link.startsWith(`${site}/api/auth/verify-email?`)).toBe(true);
      await page.goto(link);
      await expect(page.getByText("Your email is confirmed.")).toBeVisible();

      // Sign-in.
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(TEST_PASSWORD);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(accountMenu(page)).toBeVisible();

      // Submit a place.
      await page.goto(`${site}/submit`);
      await submitPlace(page, `Origin Dog Park ${Date.now().toString(36)}`);

      // Contact.
      await page.goto(`${site}/contact`);
      await sendContactMessage(page, {
        name: "Dana Walker",
        email: newUserEmail("dana"),
        subject: "Every address",
        message: "Sent from the address the server printed.",
      });

      // Report a change.
      await page.goto(`${site}/beaches/jupiter-dog-beach`);
      await page.getByRole("link", { name: "Report a change" }).click();
      await page.getByLabel("What is wrong? *").selectOption({ label: "The hours changed" });
      await page.getByLabel("What is it now? *").fill("Now opens at 7 a.m. on weekends.");
      await page.getByRole("button", { name: "Send report" }).click();
      await expect(page.getByText("Thank you! Your report was sent.")).toBeVisible();

      // Password reset request, signed out, and its link.
      await page.context().clearCookies();
      await page.goto(`${site}/auth/forgot-password`);
      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("status")).toContainText("If an account exists for this address");
      const reset = await readLatestMail(email, { subject: /reset your password/i, dataDir });
      expect(reset).toContain(`${site}/auth/reset-password?token=`);
    });
  }

  test("absolute links follow the address asked for; a forwarded host counts only behind TRUST_PROXY", async ({
    request,
  }) => {
    for (const site of ADDRESSES) {
      expect(await (await request.get(`${site}/robots.txt`)).text()).toContain(`Sitemap: ${site}/sitemap.xml`);
      const page = await (await request.get(`${site}/beaches/jupiter-dog-beach`)).text();
      expect(page).toContain(`<link rel="canonical" href="${site}/beaches/jupiter-dog-beach"/>`);
      expect(page).toContain(`<meta property="og:url" content="${site}/beaches/jupiter-dog-beach"/>`);
    }
    const forwarded = await request.get(`${ADDRESSES[0]}/robots.txt`, {
      headers: { "X-Forwarded-Host": "dogs.example.com", "X-Forwarded-Proto": "https" },
    });
    expect(await forwarded.text()).toContain(`Sitemap: ${ADDRESSES[0]}/sitemap.xml`);
    // Another name pointed at this machine is not this site.
    const rebound = await request.get(`${ADDRESSES[0]}/`, { headers: { Host: `attacker.example:${PORT}` } });
    expect(rebound.status()).toBe(421);
  });

  test("a form sent from another site is refused with a page that says what to do", async ({ page }) => {
    // A page at localhost sends a form to 127.0.0.1: another origin.
    await page.goto(`${ADDRESSES[1]}/`);
    await page.evaluate((action) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = action;
      for (const [name, value] of Object.entries({
        name: "Mallory",
        email: "m@example.com",
        subject: "Hi",
        message: "From elsewhere",
      })) {
        const input = document.createElement("input");
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, `${ADDRESSES[0]}/contact`);
    await expect(page.getByRole("heading", { level: 1, name: "This form was sent from another site" })).toBeVisible();
    await expect(
      page.getByText(
        `For your safety, Florida Dog Places accepts forms only from its own pages at ${ADDRESSES[0]}. Nothing was saved or sent.`,
      ),
    ).toBeVisible();
    await expect(page.getByText("Access Denied")).toHaveCount(0);
    await expectNoModerateViolations(page);
    await page.getByRole("link", { name: "Go back to the page on Florida Dog Places" }).click();
    await expect(page).toHaveURL(`${ADDRESSES[0]}/contact`);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  });
});

test.describe("the suite's server, with SITE_URL set", () => {
  test("sends a page asked for at another address to the same path and query on SITE_URL (308)", async ({
    request,
    baseURL,
  }) => {
    const port = new URL(baseURL!).port;
    const response = await request.get(`http://127.0.0.1:${port}/parks?page=2`, { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe(`${baseURL}/parks?page=2`);
    // The suite's server trusts its proxy (TRUST_PROXY=1): the host the proxy forwards counts.
    const forwarded = await request.get(`${baseURL}/faq`, {
      headers: { "X-Forwarded-Host": "www.dogs.example.com" },
      maxRedirects: 0,
    });
    expect(forwarded.status()).toBe(308);
    expect(forwarded.headers().location).toBe(`${baseURL}/faq`);
    expect((await request.get(`${baseURL}/faq`, { maxRedirects: 0 })).status()).toBe(200);
  });
});
