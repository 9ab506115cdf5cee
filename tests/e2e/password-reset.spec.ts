// Accounts people expect: "Forgot password?" on the sign-in tab, a reset link by e-mail, and a way
// back after signing in that always stays on this site.
import { expect, test } from "./fixtures";
import { accountMenu, actAsNewClient, readLatestMail, signInAs, signUpAndConfirm } from "./helpers/auth";
import { expectNoModerateViolations } from "./helpers/a11y";

test("a forgotten password is reset through the link in the e-mail", async ({ page }) => {
  const account = await signUpAndConfirm(page);
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?", level: 1 })).toBeVisible();
  await expectNoModerateViolations(page);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for this address");

  const mail = await readLatestMail(account.email, { subject: /reset your password/i });
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(mail)![0];
  await page.goto(link);
  await page.getByLabel("New password").fill("password1");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("This password is too common.")).toBeVisible();
  await page.getByLabel("New password").fill("gator-trail-walks-9");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText("Your password has been changed. You can sign in now.")).toBeVisible();

  await signInAs(page, account.email, "gator-trail-walks-9");
});

test("a redirectTo with a tab character lands on this site after signing in", async ({ page }) => {
  const account = await signUpAndConfirm(page);
  await actAsNewClient(page);
  await page.goto("/auth?redirectTo=%2F%09%2Fevil.example.com");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(accountMenu(page)).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
});
