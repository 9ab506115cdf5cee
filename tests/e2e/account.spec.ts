// A person's account page from sign-up to deletion: they review a place and keep it on a list, find both
// on /account (which passes axe), change their display name, download their data and find their
// review and list in it, then delete the account: refused with a wrong password, done with the right
// one, signed out, e-mailed, and unable to sign in again. Without JavaScript the forms work too.
import fs from "node:fs/promises";
import { expect, hydratedNavigation, test, type Browser } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { readLatestMail, signInAsNewAdmin, signUpAndSignIn } from "./helpers/auth";
import { addPlace, uniquePlaceName } from "./helpers/places";
import { fillReview } from "./helpers/reviews";

const REVIEW = "Fenced, shady and quiet on weekday mornings. Our beagle found the water bowl by the gate right away.";

/** A page of its own, with scripts on whatever the test's own page has. */
async function newPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  return hydratedNavigation(await context.newPage());
}

test("a person finds, downloads and deletes everything they gave the site", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const admin = await newPage(browser);
  await signInAsNewAdmin(admin);
  const place = await addPlace(admin, { name: uniquePlaceName("Account Dog Park") });
  await admin.context().close();

  // The person reviews the place and keeps it on a list with a note.
  const person = await signUpAndSignIn(page);
  await page.goto(place.path);
  await page.getByRole("link", { name: "Write a review" }).click();
  await fillReview(page, { stars: 5, month: "2026-10", text: REVIEW });
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByText("Thank you! Your review will appear once our team has read it.")).toBeVisible();
  // And keeps it on a list of their own, with a note.
  const listName = uniquePlaceName("Weekend in Ocala");
  await page.goto("/lists");
  await page.getByLabel("List name").fill(listName);
  await page.getByRole("button", { name: "Create List" }).click();
  await expect(page.getByText(`Created the list "${listName}".`)).toBeVisible();
  await page.goto(place.path);
  await page.getByLabel(`Add ${place.name} to a list`).selectOption({ label: listName });
  await page.getByRole("button", { name: "Add to list" }).click();
  await expect(page.getByText(`Added ${place.name} to "${listName}".`)).toBeVisible();
  await page.goto("/lists");
  await page.getByRole("link", { name: listName }).click();
  await page.getByRole("textbox", { name: `Note (${place.name})` }).fill("bring the long leash");
  await page.getByRole("button", { name: "Save Note" }).click();
  await expect(page.getByText("Note saved.")).toBeVisible();

  // The account page, from the account menu.
  await page.goto("/explore");
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Account", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "1 review" })).toBeVisible();
  await expect(page.getByRole("link", { name: place.name })).toHaveAttribute("href", place.path);
  await expect(page.getByText(listName)).toBeVisible();
  await expect(page.getByText("1 place, private")).toBeVisible();
  await expectNoModerateViolations(page);

  // A new display name.
  await page.getByLabel("Display name").fill("Rita and Bo");
  await page.getByRole("button", { name: "Save Name" }).click();
  await expect(page.getByText("Your display name is saved.")).toBeVisible();
  await expect(page.getByLabel("Display name")).toHaveValue("Rita and Bo");

  // The download holds the person's review and list, under the new name.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download My Data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(await fs.readFile(await download.path(), "utf8")) as {
    profile: { email: string; displayName: string | null };
    reviews: { place: { name: string; path: string }; rating: number; text: string }[];
    lists: { name: string; places: { name: string; path: string; note: string | null }[] }[];
  };
  expect(exported.profile).toMatchObject({ email: person.email, displayName: "Rita and Bo" });
  expect(exported.reviews).toEqual([
    expect.objectContaining({ place: { name: place.name, path: place.path }, rating: 5, text: REVIEW }),
  ]);
  expect(exported.lists).toEqual([
    expect.objectContaining({
      name: listName,
      places: [expect.objectContaining({ name: place.name, path: place.path, note: "bring the long leash" })],
    }),
  ]);

  // Deleting: a wrong password is refused and the page stays; the right one deletes and signs out.
  const deletion = page.getByLabel("Your password, to confirm");
  await deletion.fill("not-my-password");
  await page.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page.getByText("That is not your current password.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
  await deletion.fill(person.password);
  await page.getByRole("button", { name: "Delete My Account" }).click();
  await expect(page.getByText("Your account has been deleted.", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  expect(await readLatestMail(person.email, { subject: /account has been deleted/, timeout: 30_000 })).toContain(
    "have been deleted",
  );

  // The account page now asks to sign in, and signing in no longer works.
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Faccount$/);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Invalid email or password.")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the name form saves, and a refused deletion keeps the page and says why", async ({ page, browser }) => {
    const withScripts = await newPage(browser);
    const person = await signUpAndSignIn(withScripts);
    await page.context().addCookies(await withScripts.context().cookies());
    await withScripts.context().close();

    await page.goto("/account");
    await page.getByLabel("Display name").fill("Scout's person");
    await page.getByRole("button", { name: "Save Name" }).click();
    await expect(page.getByText("Your display name is saved.")).toBeVisible();
    await expect(page.getByLabel("Display name")).toHaveValue("Scout's person");

    await page.getByLabel("Your password, to confirm").fill("wrong-password-here");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page.getByText("That is not your current password.")).toBeVisible();
    await expect(page.getByRole("main").getByText(`Signed in as ${person.email}`)).toBeVisible();
  });
});
