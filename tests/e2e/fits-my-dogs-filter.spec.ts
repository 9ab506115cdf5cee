// Fits my dogs on the lists (decision 0052): once a visitor has described their dogs, Explore leaves
// out the places whose known limits turn them away, says how many and why, and one tap brings them
// back; each card gives its verdict. In English and Spanish; the filtered Explore passes axe.
import { expect, test, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { saveDogs } from "./helpers/dogs";

async function describeThreeDogs(page: Page) {
  await saveDogs(page, ["Bo", "Luna", "Pip"]);
  await expect(page.getByText("Your dogs are saved in this browser only.")).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("link", { name }) });

test("three dogs leave out the places allowing two per person until the filter is turned off", async ({ page }) => {
  test.setTimeout(90_000);
  await describeThreeDogs(page);

  // Canine Cove Dog Park and Pooch Pines allow 2 dogs per person (seed/place-limits.json); other
  // tests add places of their own, so the whole list's count is read as a number, not a total.
  await page.goto("/explore");
  await expect(page).toHaveURL(/[?&]fits=3(&|$)/);
  await expect(page.getByText(/^Fits my dogs left out \d+ places: \d+ allow only 2 dogs per person[.;]/)).toBeVisible();
  await expectNoModerateViolations(page);

  await page.goto("/explore?search=Pooch+Pines");
  await expect(page).toHaveURL(/[?&]fits=3(&|$)/);
  await expect(page.getByText("Fits my dogs left out 1 place: 1 allows only 2 dogs per person.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Pooch Pines", exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Fits my dogs (turn off)" }).click();
  await expect(page).toHaveURL(/[?&]fits=off(&|$)/);
  await expect(card(page, "Pooch Pines").getByText("Not for Bo, Luna, and Pip")).toBeVisible();
  await expect(page.getByText(/Fits my dogs left out/)).toHaveCount(0);

  // Turned on again, it is gone again.
  await page.getByRole("link", { name: "Fits my dogs (turn on)" }).click();
  await expect(page).toHaveURL(/[?&]fits=3(&|$)/);
  await expect(page.getByRole("link", { name: "Pooch Pines", exact: true })).toHaveCount(0);
});

test("the same in Spanish on /es/explore", async ({ page }) => {
  test.setTimeout(90_000);
  await describeThreeDogs(page);

  await page.goto("/es/explore");
  await expect(page).toHaveURL(/[?&]fits=3(&|$)/);
  await expect(
    page.getByText(/^Apto para mis perros dejó fuera \d+ lugares: \d+ admiten solo 2 perros por persona[.;]/),
  ).toBeVisible();

  await page.goto("/es/explore?search=Pooch+Pines");
  await expect(page).toHaveURL(/[?&]fits=3(&|$)/);
  await expect(
    page.getByText("Apto para mis perros dejó fuera 1 lugar: 1 admite solo 2 perros por persona."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Pooch Pines", exact: true })).toHaveCount(0);

  await page.getByRole("link", { name: "Apto para mis perros (desactivar)" }).click();
  await expect(page).toHaveURL(/[?&]fits=off(&|$)/);
  await expect(card(page, "Pooch Pines").getByText("No apto para Bo, Luna y Pip")).toBeVisible();
  await expectNoModerateViolations(page);
});

test("a visitor without dogs described is offered to describe them", async ({ page }) => {
  await page.goto("/explore");
  await page.getByRole("link", { name: "Describe your dogs" }).click();
  await expect(page).toHaveURL(/\/dogs$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a filtered address says what it left out, and its chip turns it off", async ({ page }) => {
    await page.goto("/explore?search=Pooch+Pines&fits=3");
    await expect(page.getByText("Fits my dogs left out 1 place: 1 allows only 2 dogs per person.")).toBeVisible();
    await page.getByRole("link", { name: "Fits my dogs (turn off)" }).click();
    await expect(page).toHaveURL(/[?&]fits=off(&|$)/);
    await expect(page.getByRole("link", { name: "Pooch Pines", exact: true })).toBeVisible();
  });
});
