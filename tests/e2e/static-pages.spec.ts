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

/** The legal pages: each names its date and every numbered section, and says what a reader looks for. */
const LEGAL_PAGES = [
  {
    test: "the privacy policy covers every section and its date",
    path: "/privacy",
    title: "Privacy Policy",
    sections: [
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
    ],
    says: [/affiliate partners/, /not directed at children under 13/],
  },
  {
    test: "the terms cover every section and their date",
    path: "/terms",
    title: "Terms of Service",
    sections: [
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
    ],
    says: [/twelve months/, /laws of the State of Florida/],
  },
];

for (const legal of LEGAL_PAGES) {
  test(legal.test, async ({ page }) => {
    await page.goto(legal.path);
    await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
    await expect(page.getByText("Last updated: January 19, 2025")).toBeVisible();
    for (const section of legal.sections) {
      await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) })).toBeVisible();
    }
    for (const text of legal.says) await expect(page.getByText(text)).toBeVisible();
    await expectNoModerateViolations(page);
  });
}
