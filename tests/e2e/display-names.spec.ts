// A person's public name is their own (issue 36, point 1; decision 0032): a review's byline and its
// photo's credit, and a shared list's "A list by …", name the person by the display name they chose,
// or "Member since <year>" until they choose one; never by the part of their e-mail address before
// the @, which each test makes distinctive and looks for in the whole page.
import sharp from "sharp";
import { expect, hydratedNavigation, test, type Browser, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { newUserEmail, signInAs, signInAsNewAdmin, signUpAndConfirm, TEST_PASSWORD } from "./helpers/auth";
import { addPlace, uniquePlaceName } from "./helpers/places";
import { fillReview } from "./helpers/reviews";

const TEXT = "Fenced and shady, with a water tap by the gate. Our beagle met three friends on a quiet morning.";

/** The year an account made now joined, on Florida's calendar: its neutral name says it. */
const YEAR = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", year: "numeric" }).format(new Date());

/** Nowhere in the page, its markup and structured data included, is the part of the address before the @. */
async function expectNoAddress(page: Page, local: string) {
  expect((await page.content()).includes(local), `"${local}" is on ${page.url()}`).toBe(false);
}

async function newPage(browser: Browser) {
  return hydratedNavigation(await (await browser.newContext()).newPage());
}

/** A new person signed in on `page`, with an address whose part before the @ is found nowhere else. */
async function signUpWithDistinctAddress(page: Page) {
  const email = newUserEmail("zq-quokka");
  await signUpAndConfirm(page, { email });
  await signInAs(page, email, TEST_PASSWORD);
  return { email, local: email.split("@")[0]! };
}

test("a review's byline and photo credit read 'Member since', then the name its author chose, never their address", async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  const admin = await newPage(browser);
  await signInAsNewAdmin(admin);
  const place = await addPlace(admin, { name: uniquePlaceName("Names Dog Park") });

  // The review form says which name the review will carry, and asks for none from the address.
  const owner = await signUpWithDistinctAddress(page);
  await page.goto(place.path);
  await page.getByRole("link", { name: "Write a review" }).click();
  const nameField = page.getByLabel("Your display name (optional)");
  await expect(nameField).toHaveValue("");
  await expect(page.getByText(`Leave it empty to be shown as “Member since ${YEAR}”.`)).toBeVisible();
  await expectNoModerateViolations(page);
  await fillReview(page, { stars: 4, month: "2026-03", text: TEXT });
  await page.getByText("Photos (up to 5)").click();
  await page.getByLabel("Photos (up to 5): 1").setInputFiles({
    name: "bo.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 150, b: 90 } } })
      .png()
      .toBuffer(),
  });
  await page.getByLabel("Caption for photo 1").fill("Bo by the gate");
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByText("Thank you! Your review will appear once our team has read it.")).toBeVisible();

  // Published with its photo by an administrator.
  await admin.goto("/admin/reviews");
  await admin.getByRole("article").filter({ hasText: TEXT }).getByRole("button", { name: "Publish" }).click();
  await expect(admin.getByText("Review published. The author will get an e-mail.").first()).toBeVisible();
  const photo = admin
    .getByRole("article")
    .filter({ hasText: place.name })
    .filter({ hasText: "Caption: Bo by the gate" });
  await photo.getByRole("button", { name: "Approve photo" }).click();
  await expect(photo).toHaveCount(0);

  // Anyone reading the place's page sees the neutral name, in either language.
  const visitor = await newPage(browser);
  await visitor.goto(place.path);
  const reviews = visitor.locator("#reviews");
  await expect(reviews.getByText(TEXT)).toBeVisible();
  await expect(reviews.getByRole("heading", { level: 3, name: `Member since ${YEAR}` })).toBeVisible();
  await expect(visitor.getByText(`Photo: Member since ${YEAR}, March 2026`)).toBeVisible();
  await expectNoAddress(visitor, owner.local);
  await visitor.goto(`/es${place.path}`);
  await expect(
    visitor.locator("#reviews").getByRole("heading", { level: 3, name: `Miembro desde ${YEAR}` }),
  ).toBeVisible();
  await expectNoAddress(visitor, owner.local);

  // The author chooses a name on their account page; the place's page, kept for visitors, shows it.
  await page.goto("/account");
  await page.getByLabel("Display name").fill("Zora & Bo");
  await page.getByRole("button", { name: "Save Name" }).click();
  await expect(page.getByText("Your display name is saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu for Zora & Bo" })).toHaveText("Account");
  await visitor.goto(place.path);
  await expect(visitor.locator("#reviews").getByRole("heading", { level: 3, name: "Zora & Bo" })).toBeVisible();
  await expect(visitor.getByText("Photo: Zora & Bo, March 2026")).toBeVisible();
  await expectNoAddress(visitor, owner.local);
  await visitor.context().close();
  await admin.context().close();
});

test("a shared list reads 'A list by Member since', then the name given while sharing it, never its owner's address", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const owner = await signUpWithDistinctAddress(page);
  await expect(page.getByRole("button", { name: "Account menu", exact: true })).toHaveText("Account");
  await page.goto("/lists");
  await page.getByLabel("List name").fill("Sunday walks");
  await page.getByRole("button", { name: "Create List" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sunday walks" })).toBeVisible();

  // Shared with the name field left empty: the list is by the neutral name.
  await expect(page.getByText(`Leave it empty to be shown as “Member since ${YEAR}”.`)).toBeVisible();
  await page.getByLabel("Shared by link").check();
  await page.getByRole("button", { name: "Save Sharing" }).click();
  const shareUrl = await page.getByLabel("Link to share").inputValue();
  await expectNoModerateViolations(page);

  const reader = await newPage(browser);
  await reader.goto(shareUrl);
  await expect(reader.getByRole("heading", { level: 1, name: "Sunday walks" })).toBeVisible();
  await expect(reader.getByText(`A list by Member since ${YEAR}`)).toBeVisible();
  await expectNoAddress(reader, owner.local);

  // The sharing form still asks for a name; the one given is the list's byline and the header's.
  await page.getByLabel("Your display name (optional)").fill("Rita W.");
  await page.getByRole("button", { name: "Save Sharing" }).click();
  await expect(page.getByText("The shared list shows your display name, Rita W.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Account menu for Rita W." })).toBeVisible();
  await reader.reload();
  await expect(reader.getByText("A list by Rita W.")).toBeVisible();
  await expectNoAddress(reader, owner.local);
  await reader.context().close();
});
