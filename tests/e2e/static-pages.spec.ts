import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";

test("the FAQ answers common questions", async ({ page }) => {
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1, name: "Common Questions" })).toBeVisible();
  const question = page.getByText("Are dogs allowed on Florida beaches?");
  await expect(question).toBeVisible();
  const answer = page.getByText(/Only on some\. Many Florida beaches ban dogs/);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  expect(await page.locator("details").count()).toBeGreaterThanOrEqual(10);
  await expectNoModerateViolations(page);
});

test("the privacy policy covers every section and its date", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect(page.getByText("Last updated: January 19, 2025")).toBeVisible();
  for (const section of [
    "Information We Collect",
    "How We Use Your Information",
    "Sharing Your Information",
    "Data Security",
    "Your Rights",
    "Cookies",
    "Third-Party Links",
    "Children's Privacy",
    "Changes to This Policy",
    "Contact Us",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
  }
  await expect(page.getByText(/affiliate partners/)).toBeVisible();
  await expect(page.getByText(/not directed at children under 13/)).toBeVisible();
  await expectNoModerateViolations(page);
});

test("the terms cover every section and their date", async ({ page }) => {
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByText("Last updated: January 19, 2025")).toBeVisible();
  for (const section of [
    "Accurate Information",
    "Business Listings",
    "User Conduct",
    "Disclaimers",
    "Intellectual Property",
    "User Content",
    "Prohibited Uses",
    "Termination",
    "Limitation of Liability",
    "Indemnification",
    "Governing Law",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
  }
  await expect(page.getByText(/twelve months/)).toBeVisible();
  await expect(page.getByText(/laws of the State of Florida/)).toBeVisible();
  await expectNoModerateViolations(page);
});
