// Fits my dogs (decision 0050): a visitor describes their dogs once on /dogs and each place's page
// answers with the verdict, its rule and its source, in English and Spanish. Not signed in, the
// browser keeps the dogs; signed in, the account does, and the answer is on the page even without
// JavaScript. The form and the answer pass axe.
import { expect, hydratedNavigation, test, type Browser, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { signUpAndSignIn } from "./helpers/auth";
import { describeDogs } from "./helpers/dogs";
import { slugify } from "../../app/lib/slug";
import { placePath } from "../../app/lib/vocabulary";

// Two demo places of seed/florida-places.csv, with their limits in seed/place-limits.json.
const CANINE_COVE = placePath({ category: "dog-park", slug: slugify("Canine Cove Dog Park") });
const PIER_PARK = placePath({ category: "dog-beach", slug: slugify("Dog Beach at Pier Park") });

test("a visitor describes three dogs and each place answers for them, in English and Spanish", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/dogs");
  await expect(page.getByText("your dogs will be kept in this browser only")).toBeVisible();
  await describeDogs(page, ["Bo", "Luna", "Pip"]);
  await expectNoModerateViolations(page);
  await page.getByRole("button", { name: "Save my dogs" }).click();
  await expect(page.getByText("Your dogs are saved in this browser only.")).toBeVisible();

  await page.goto(CANINE_COVE);
  const answer = page.getByRole("region", { name: "Not for Bo, Luna, and Pip" });
  await expect(answer).toBeVisible();
  await expect(answer.getByText("This place allows 2 dogs per person; you are bringing 3")).toBeVisible();
  await expect(answer.getByText("Rule: “Limit of 2 dogs per person”")).toBeVisible();
  // Whether dogs are allowed at this moment is part of the same answer.
  await expect(answer.getByText("Right now:")).toBeVisible();
  await expect(answer.getByRole("link", { name: "Source: discover.pbc.gov" }).first()).toHaveAttribute(
    "href",
    "https://discover.pbc.gov/parks/Amenities/Dog-Parks.aspx",
  );
  await expectNoModerateViolations(page);

  await page.goto(PIER_PARK);
  const pier = page.getByRole("region", { name: "Fits Bo, Luna, and Pip" });
  await expect(pier.getByText("Up to 3 dogs per person; you are bringing 3")).toBeVisible();

  await page.goto(`/es${CANINE_COVE}`);
  const spanish = page.getByRole("region", { name: "No apto para Bo, Luna y Pip" });
  await expect(spanish.getByText("Este lugar admite 2 perros por persona; tú traes 3")).toBeVisible();
  await expect(spanish.getByText("Ahora mismo:")).toBeVisible();
  await expect(spanish.getByRole("link", { name: "Fuente: discover.pbc.gov" }).first()).toBeVisible();
  await page.goto(`/es${PIER_PARK}`);
  await expect(page.getByRole("region", { name: "Apto para Bo, Luna y Pip" })).toBeVisible();
});

test("a visitor without dogs described is invited to describe them", async ({ page }) => {
  await page.goto(CANINE_COVE);
  await page.getByRole("link", { name: "Describe your dogs" }).click();
  await expect(page).toHaveURL(/\/dogs$/);
  await expect(page.getByRole("heading", { level: 1, name: "My dogs" })).toBeVisible();
});

async function signedInWithoutScripts(browser: Browser, page: Page) {
  const withScripts = hydratedNavigation(await (await browser.newContext({ javaScriptEnabled: true })).newPage());
  await signUpAndSignIn(withScripts);
  await page.context().addCookies(await withScripts.context().cookies());
  await withScripts.context().close();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a signed-in person's saved dogs are answered for on the place's page", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signedInWithoutScripts(browser, page);
    await page.goto("/dogs");
    await describeDogs(page, ["Bo", "Luna", "Pip"]);
    await page.getByRole("button", { name: "Save my dogs" }).click();
    await expect(page.getByText("Your dogs are saved with your account.")).toBeVisible();

    await page.goto(CANINE_COVE);
    const answer = page.getByRole("region", { name: "Not for Bo, Luna, and Pip" });
    await expect(answer.getByText("This place allows 2 dogs per person; you are bringing 3")).toBeVisible();
    await page.goto(`/es${PIER_PARK}`);
    await expect(page.getByRole("region", { name: "Apto para Bo, Luna y Pip" })).toBeVisible();
  });

  test("a visitor who is not signed in is invited to sign in, with what they typed kept", async ({ page }) => {
    await page.goto("/dogs");
    await describeDogs(page, ["Bo"]);
    await page.getByRole("button", { name: "Save my dogs" }).click();
    await expect(page.getByText("Sign in to save your dogs")).toBeVisible();
    await expect(page.getByRole("group", { name: "Dog 1" }).getByLabel("Name")).toHaveValue("Bo");
  });
});
