import { expect, test, waitForHydration } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { submitPlace } from "./helpers/submit";
import { actAsNewClient, readLatestMail, signInAsNewAdmin, signUpAndSignIn } from "./helpers/auth";

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

test("a new user submits a place and follows it as pending on My Submissions", async ({ page }) => {
  // The whole journey: sign-up, confirmation, sign-in, two accessibility scans, submission, follow-up.
  test.slow();
  const { email } = await signUpAndSignIn(page);
  await page.goto("/my-submissions");
  await expect(page.getByRole("heading", { name: "No Submissions Yet" })).toBeVisible();
  await expectNoModerateViolations(page);
  await page.getByRole("link", { name: "Submit Your First Location" }).click();

  await expect(page.getByRole("heading", { name: "Submit a Dog-Friendly Spot" })).toBeVisible();
  await expect(page.getByLabel("Email *")).toHaveValue(email);
  await expectNoModerateViolations(page);

  const placeName = `Pawsome Test Park ${Date.now()}`;
  await submitPlace(page, placeName);
  await expect(page).toHaveURL(/\/$/);

  // The administrators are told.
  const notice = await readLatestMail("team@example.com", { subject: /New location submitted/ });
  expect(notice).toContain(placeName);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Submissions" }).click();
  const card = page.getByRole("listitem").filter({ hasText: placeName });
  await expect(card).toBeVisible();
  await expect(card.getByText("Pending")).toBeVisible();
  await expect(card.getByText("Gainesville, Alachua")).toBeVisible();
  await expect(card.getByText("Off-Leash Allowed")).toBeVisible();
  // Dated on Florida's calendar (a submission at 10 pm in Florida is not dated the next day).
  const today = new Date().toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "America/New_York",
  });
  await expect(card.getByText(`Submitted ${today}`)).toBeVisible();
});

test("once approved, a submission on My Submissions links to its published place", async ({ page, browser }) => {
  test.slow();
  await signUpAndSignIn(page);
  const placeName = `Linked Paws Park ${Date.now()}`;
  await submitPlace(page, placeName);
  await page.goto("/my-submissions");
  const card = page.getByRole("listitem").filter({ hasText: placeName });
  await expect(card.getByText("Pending")).toBeVisible();
  await expect(card.getByRole("link", { name: /View the listing/ })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await actAsNewClient(admin);
  await signInAsNewAdmin(admin);
  await admin.goto("/admin");
  await waitForHydration(admin);
  await admin.getByRole("article", { name: placeName }).getByRole("button", { name: "Review" }).click();
  await admin.getByRole("dialog", { name: "Review Submission" }).getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Submission approved successfully")).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(card.getByText("Approved", { exact: true })).toBeVisible();
  await expectNoModerateViolations(page);
  await card.getByRole("link", { name: `View the listing of ${placeName}` }).click();
  await expect(page).toHaveURL(/\/parks\/linked-paws-park-\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: placeName })).toBeVisible();
});

test("missing and invalid fields are refused with the form kept", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/submit?category=park");
  await expect(page.getByLabel("Category *")).toHaveValue("park");

  await page.getByLabel("Location Name *").fill("Half-filled Park");
  await page.getByRole("button", { name: "Submit Location for Review" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Missing Required Fields" })).toContainText(
    "Please fill in all required fields.",
  );
  await expect(page.getByText("Your name is required")).toBeVisible();
  await expect(page.getByLabel("Location Name *")).toHaveValue("Half-filled Park");

  await page.getByLabel("Your Name *").fill("Dana");
  await page.getByLabel("Leash Policy *").selectOption("on-leash");
  await page.getByLabel("City *").fill("Ocala");
  await page.getByLabel("Description *").fill("Shady park.");
  await page.getByLabel("Image URL").fill("not a link");
  await page.getByRole("button", { name: "Submit Location for Review" }).click();
  await expect(
    page.getByText("Please enter a valid image URL starting with http:// or https://").first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/submit/);
});

test("Fee Details appears only when the fees are paid", async ({ page }) => {
  await signUpAndSignIn(page);
  await page.goto("/submit");
  await expect(page.getByLabel("Fee Details")).toBeHidden();
  await page.getByLabel("Entry Fees").selectOption("paid");
  await expect(page.getByLabel("Fee Details")).toBeVisible();
  await page.getByLabel("Entry Fees").selectOption("free");
  await expect(page.getByLabel("Fee Details")).toBeHidden();
});

test("without JavaScript, a signed-in user can still submit a place", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUpAndSignIn(page);
  await page.goto("/submit?category=dog-beach");
  await expect(page.getByLabel("Fee Details")).toBeVisible();
  await expect(page.getByText("Only needed when the entry fees are paid.")).toBeVisible();
  const placeName = `No Script Beach ${Date.now()}`;
  await page.getByLabel("Your Name *").fill("Sam");
  await page.getByLabel("Location Name *").fill(placeName);
  await page.getByLabel("Leash Policy *").selectOption("on-leash");
  await page.getByLabel("City *").fill("Naples");
  await page.getByLabel("Description *").fill("Quiet stretch of sand north of the pier.");
  await page.getByRole("button", { name: "Submit Location for Review" }).click();
  // Without scripts too, success goes home and says so there.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("status").filter({ hasText: "Submission Successful!" })).toBeVisible();

  await page.goto("/my-submissions");
  const card = page.getByRole("listitem").filter({ hasText: placeName });
  await expect(card.getByText("Pending")).toBeVisible();
  await expect(card.getByText("Dog Beach")).toBeVisible();
  await context.close();
});
