// Spanish e-mails and search in the browser (issue 27): a sign-up on /es gets its confirmation in
// Spanish and the link opens the Spanish sign-in page; a Spanish search finds the beaches the English
// one finds. Fields are found by name: the page's words are another part's.
import { expect, test } from "./fixtures";
import { actAsNewClient, newUserEmail, readLatestMail, TEST_PASSWORD } from "./helpers/auth";

test("a Spanish sign-up gets a Spanish e-mail whose link opens /es", async ({ page }) => {
  await actAsNewClient(page);
  const email = newUserEmail("es");
  await page.goto("/es/auth?tab=sign-up");
  const form = page.locator("form", { has: page.locator('input[name="intent"][value="signup"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(TEST_PASSWORD);
  await form.locator('button[type="submit"]').click();
  // The subject is encoded (it has accents): the body says which message it is.
  const mail = await readLatestMail(email);
  expect(mail).toContain("Te damos la bienvenida a Florida Dog Places");
  expect(mail).toMatch(/^Subject: =\?UTF-8\?/im);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/es\/auth\?confirmed=1$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
});

test("a Spanish search finds the beaches its English counterpart finds", async ({ page }) => {
  /** The places a list page shows, by the last part of their links. */
  const places = async (address: string) => {
    await page.goto(address);
    const hrefs = await page
      .locator('main a[href*="/beaches/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!.split("?")[0]!.split("/").pop()!));
    return [...new Set(hrefs)].sort();
  };
  const english = await places("/explore?search=dog+beach");
  expect(english.length).toBeGreaterThan(0);
  expect(await places("/es/explore?search=playa+para+perros")).toEqual(english);
});
