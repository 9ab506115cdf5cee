import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import {
  TEST_PASSWORD,
  actAsNewClient,
  countMails,
  newUserEmail,
  readConfirmationLink,
  readLatestMail,
  sendAuthForm,
  signInAs,
  signUpAndConfirm,
} from "./helpers/auth";

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

test("the auth page offers sign in, sign up and social sign-in, accessibly", async ({ page }) => {
  await page.goto("/auth");
  await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
  await expect(page.getByText("Sign in to manage your dog park listings")).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Sign in or sign up" });
  await expect(tabs.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByText("Or continue with")).toBeVisible();
  for (const name of ["Google", "Twitter", "GitHub"]) await expect(page.getByRole("button", { name })).toBeVisible();
  await expectNoModerateViolations(page);

  await tabs.getByRole("link", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?tab=sign-up$/);
  await expect(tabs.getByRole("link", { name: "Sign Up", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Password")).toHaveAttribute("placeholder", /min 6 characters/);
  await expect(page.getByRole("button", { name: "Sign Up", exact: true })).toBeVisible();
  await expectNoModerateViolations(page);
});

test("an unconfigured social provider says so instead of failing", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "GitHub" }).click();
  await expect(page.getByRole("alert")).toHaveText("GitHub sign-in is not configured on this site.");
});

test("a password shorter than 6 characters is refused, in the page and on the server", async ({ page, browser }) => {
  const email = newUserEmail("short");
  await page.goto("/auth?tab=sign-up");
  await sendAuthForm(page, "Sign Up", email, "abc");
  await expect(page.getByText("Password must be at least 6 characters.")).toBeVisible();
  await expect(page.getByText("Check your email for the confirmation link!")).toBeHidden();

  // Without JavaScript the form posts to the server, which refuses it too and keeps the address.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await actAsNewClient(noJs);
  await noJs.goto("/auth?tab=sign-up");
  await sendAuthForm(noJs, "Sign Up", email, "abc");
  await expect(noJs.getByText("Password must be at least 6 characters.")).toBeVisible();
  await expect(noJs.getByLabel("Email")).toHaveValue(email);
  await context.close();
});

test("signing in before confirming says so and sends a new link", async ({ page }) => {
  const email = newUserEmail("unconfirmed");
  await page.goto("/auth?tab=sign-up");
  await sendAuthForm(page, "Sign Up", email, TEST_PASSWORD);
  await expect(page.getByText("Check your email for the confirmation link!")).toBeVisible();
  await readConfirmationLink(email);
  expect(await countMails(email, /confirm/i)).toBe(1);

  await page.goto("/auth");
  await sendAuthForm(page, "Sign In", email, TEST_PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Please confirm your email address before signing in.");
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeHidden();
  // A second confirmation message (its link may be the same when it is made within the same second).
  await expect.poll(() => countMails(email, /confirm/i), { timeout: 30_000 }).toBe(2);
});

test("signing up an address that has an account looks like any sign-up; its owner is told by mail", async ({
  page,
}) => {
  const { email } = await signUpAndConfirm(page);
  const signUp = async (address: string) => {
    await page.goto("/auth?tab=sign-up");
    await sendAuthForm(page, "Sign Up", address, "another-pick-77");
    const notice = page.getByText("Check your email for the confirmation link!");
    await expect(notice).toBeVisible();
    return notice.locator("xpath=ancestor::*[@role][1]").innerText();
  };
  const forTaken = await signUp(email);
  const forNew = await signUp(newUserEmail("fresh"));
  expect(forTaken).toBe(forNew);
  await expect(page.getByRole("button", { name: "Send the confirmation email again" })).toBeVisible();

  const note = await readLatestMail(email, { subject: /Somebody tried to sign up/ });
  expect(note).toContain("which already has one. Nothing was changed.");
  // The account is as it was: its own password still signs in.
  await signInAs(page, email, TEST_PASSWORD);
});

test("a new user signs up, confirms from the outbox, signs in and out", async ({ page }) => {
  const { email, password } = await signUpAndConfirm(page);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");

  await signInAs(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Signed in successfully!" })).toBeVisible();
  // Named "Account" until the person chooses a display name; never after their address (decision 0032).
  const menu = page.getByRole("button", { name: "Account menu", exact: true });
  await expect(menu).toHaveText("Account");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Submissions" }),
  ).toBeVisible();

  // A signed-in visitor is sent home from /auth.
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Signed in successfully!")).toHaveCount(0);

  await menu.click();
  await expect(page.getByRole("menu")).toContainText(email);
  await expect(page.getByRole("menuitem", { name: "Admin Panel" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
  await page.goto("/my-submissions");
  await expect(page.getByText("You need to sign in to view your submissions.")).toBeVisible();
});

test("after a wrong password the message stays put, and the first click on Sign In signs in", async ({ page }) => {
  const { email, password } = await signUpAndConfirm(page);
  await sendAuthForm(page, "Sign In", email, "wrong-password");
  const error = page.getByRole("alert").filter({ hasText: "Invalid email or password." });
  await expect(error).toBeVisible();

  const button = page.getByRole("button", { name: "Sign In", exact: true });
  const before = await button.boundingBox();
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Email").focus();
  await page.getByLabel("Password").focus();
  await page.getByLabel("Password").blur();
  await expect(error).toBeVisible();
  expect(await button.boundingBox()).toEqual(before);

  // One click, from the password field, as a person would.
  await page.getByLabel("Password").focus();
  await button.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Signed in successfully!" })).toBeVisible();
});

test("an address typed the moment Sign Up is clicked stays in its field and signs up, 10 times in 10", async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (let attempt = 1; attempt <= 10; attempt++) {
    await actAsNewClient(page);
    const email = newUserEmail("quick");
    await page.goto("/auth");
    // As a quick typist, or the browser filling in a saved address: no pause after the click.
    await page.getByRole("link", { name: "Sign Up", exact: true }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(TEST_PASSWORD);
    await expect(page).toHaveURL(/\/auth\?tab=sign-up$/);
    await expect(page.getByRole("button", { name: "Sign Up", exact: true })).toBeVisible();
    await expect(page.getByLabel("Email"), `attempt ${attempt}`).toHaveValue(email);
    await expect(page.getByLabel("Password"), `attempt ${attempt}`).toHaveValue(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page.getByText("Check your email for the confirmation link!"), `attempt ${attempt}`).toBeVisible();
    await expect(page.getByText("Email is required.")).toHaveCount(0);
  }
});

test("messages of one tab do not follow to the other, and the address typed does", async ({ page }) => {
  const email = newUserEmail("switch");
  await page.goto("/auth");
  await sendAuthForm(page, "Sign In", email, "wrong-password-1");
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
  await page.getByRole("link", { name: "Sign Up", exact: true }).click();
  await expect(page.getByRole("button", { name: "Sign Up", exact: true })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByText("Invalid email or password.")).toHaveCount(0);
});

test("the sign-up tab keeps where to go after signing in, and the older address still opens it", async ({ page }) => {
  await page.goto("/auth?redirectTo=%2Fsubmit");
  await page.getByRole("link", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?tab=sign-up&redirectTo=%2Fsubmit$/);
  await page.getByRole("link", { name: "Sign in instead" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=sign-in&redirectTo=%2Fsubmit$/);
  await expect(page.getByRole("button", { name: "Sign In", exact: true })).toBeVisible();

  await page.goto("/auth?tab=signup");
  await expect(page.getByRole("button", { name: "Sign Up", exact: true })).toBeVisible();
});

test("signing in returns to the page the visitor came from, only within the site", async ({ page }) => {
  const { email, password } = await signUpAndConfirm(page);
  await signInAs(page, email, password, { redirectTo: "/my-submissions" });
  await expect(page).toHaveURL(/\/my-submissions$/);
  await expect(page.getByRole("heading", { name: "My Submissions" })).toBeVisible();

  await page.context().clearCookies();
  await signInAs(page, email, password, { redirectTo: "https://evil.example.com/" });
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});
