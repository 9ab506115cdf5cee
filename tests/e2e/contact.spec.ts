import crypto from "node:crypto";
import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { actAsNewClient, newUserEmail, readLatestMail } from "./helpers/auth";
import { sendContactMessage } from "./helpers/contact";

test.beforeEach(async ({ page }) => {
  await actAsNewClient(page);
});

test("a message is sent to the team and the form clears", async ({ page }) => {
  const subject = `Trail question ${crypto.randomBytes(3).toString("hex")}`;
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page.getByText(/within 24 hours/)).toBeVisible();
  for (const topic of ["General Questions", "Report Issues", "Advertising & Partnerships", "Feedback"]) {
    await expect(page.getByRole("heading", { name: topic })).toBeVisible();
  }
  await expectNoModerateViolations(page);

  const email = newUserEmail("dana");
  await sendContactMessage(page, {
    name: "Dana Walker",
    email,
    subject,
    message: "Is the boardwalk at the preserve open to leashed dogs?",
  });
  await expect(page.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Message")).toHaveValue("");

  const mail = await readLatestMail("team@example.com", { subject: new RegExp(subject) });
  expect(mail).toContain("Dana Walker");
  expect(mail).toContain("Is the boardwalk at the preserve open to leashed dogs?");
  expect(mail.split(/\r?\n/)).toContain(`Reply-To: ${email}`);
});

test("missing fields are refused by the server and what was typed stays", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Name").fill("Dana Walker");
  await page.getByLabel("Email").fill(newUserEmail("dana"));
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByRole("alert")).toHaveText("Please fill in all required fields.");
  await expect(page.getByLabel("Name")).toHaveValue("Dana Walker");
  await expect(page.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Message sent successfully!")).toHaveCount(0);
  await expectNoModerateViolations(page);
});

test("the advertising link prefills the subject", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Advertise With Us" }).click();
  await expect(page).toHaveURL(/\/contact\?subject=advertising$/);
  await expect(page.getByLabel("Subject")).toHaveValue("Advertising & Partnership Inquiry");
});

test.describe("before JavaScript loads", () => {
  test.use({ javaScriptEnabled: false });

  test("the form still sends", async ({ page }) => {
    await page.goto("/contact");
    await sendContactMessage(page, {
      name: "Sam No-Script",
      email: newUserEmail("sam"),
      subject: "Plain form",
      message: "Sent without scripts.",
    });
    await expect(page.getByLabel("Name")).toHaveValue("");
  });
});
