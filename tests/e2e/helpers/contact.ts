// The contact form, sent as a visitor would.
import { expect, type Page } from "@playwright/test";

export type ContactMessage = { name: string; email: string; subject: string; message: string };

/** Fills the open contact form, sends it, and sees it thanked for. */
export async function sendContactMessage(page: Page, { name, email, subject, message }: ContactMessage) {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Message").fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent successfully!")).toBeVisible();
}
