// An administrator reads a place's limits from its source into the location form's "Dogs' limits"
// part; a visitor with three dogs then reads "Not for …" on the place's page, with the rule and
// its source. The form with the limits part open passes axe.
import { expect, hydratedNavigation, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { saveDogs } from "./helpers/dogs";
import { slugify } from "../../app/lib/slug";
import { placePath } from "../../app/lib/vocabulary";

const SOURCE = "https://example.com/two-dog-rules";
const RULE = "No more than two dogs per person";

test("an administrator sets 2 dogs per person with its source and rule, and a visitor with three dogs is told 'Not for'", async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Two Dog Limit Park ${Date.now()}`;
  await page.goto("/admin/locations");
  await page.getByRole("link", { name: "Add Location" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Location" });
  await dialog.getByLabel("Name *", { exact: true }).fill(name);
  await dialog.getByLabel("City *").fill("Jupiter");
  await dialog.getByLabel("County *").fill("Palm Beach");
  await dialog.getByRole("button", { name: "Add a source" }).click();
  await dialog.getByLabel("Source 1 web address").fill(SOURCE);

  await dialog.getByText("Dogs' limits", { exact: true }).click();
  await dialog.getByRole("radio", { name: /Read from the sources/ }).check();
  const dogsPerPerson = dialog.getByRole("group", { name: "Dogs per person" });
  await dogsPerPerson.getByLabel("Most dogs per person").fill("2");
  await expectNoModerateViolations(page);

  // A limit without its source and rule is refused beside its fields, and nothing is saved.
  await dialog.getByRole("button", { name: "Create Location" }).click();
  await expect(dogsPerPerson.getByText("Enter the source's web address")).toBeVisible();
  await expect(dogsPerPerson.getByText("Quote the rule's words from the source")).toBeVisible();

  await dogsPerPerson.getByLabel("Source (web address)").fill(SOURCE);
  await dogsPerPerson.getByLabel("Rule, in the source's words").fill(RULE);
  await dialog.getByRole("button", { name: "Create Location" }).click();
  await expect(page.getByText("Location created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  // The edit form shows the limit as it was saved.
  await page.getByLabel("Search locations").fill(name);
  await page.getByRole("button", { name: "Apply" }).click();
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Location" });
  await edit.getByText("Dogs' limits", { exact: true }).click();
  await expect(edit.getByRole("radio", { name: /Read from the sources/ })).toBeChecked();
  await expect(edit.getByRole("group", { name: "Dogs per person" }).getByLabel("Most dogs per person")).toHaveValue(
    "2",
  );

  const visitor = hydratedNavigation(await (await browser.newContext()).newPage());
  await saveDogs(visitor, ["Bo", "Luna", "Pip"]);
  await expect(visitor.getByText("Your dogs are saved in this browser only.")).toBeVisible();

  await visitor.goto(placePath({ category: "park", slug: slugify(name) }));
  const answer = visitor.getByRole("region", { name: "Not for Bo, Luna, and Pip" });
  await expect(answer.getByText("This place allows 2 dogs per person; you are bringing 3")).toBeVisible();
  await expect(answer.getByText(`Rule: “${RULE}”`)).toBeVisible();
  await expect(answer.getByRole("link", { name: "Source: example.com" })).toHaveAttribute("href", SOURCE);
  await visitor.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the limits part opens and saves with a plain form post", async ({ adminPage: page }) => {
    test.setTimeout(90_000);
    const name = `No Script Limit Park ${Date.now()}`;
    await page.goto("/admin/locations?add=1");
    const form = page.getByRole("form", { name: "Create Location" });
    await form.getByLabel("Name *", { exact: true }).fill(name);
    await form.getByLabel("City *").fill("Jupiter");
    await form.getByLabel("County *").fill("Palm Beach");
    await form.getByText("Dogs' limits", { exact: true }).click();
    await form.getByRole("radio", { name: /Read from the sources/ }).check();
    const dogsPerPerson = form.getByRole("group", { name: "Dogs per person" });
    await dogsPerPerson.getByLabel("Most dogs per person").fill("2");
    await dogsPerPerson.getByLabel("Source (web address)").fill(SOURCE);
    await dogsPerPerson.getByLabel("Rule, in the source's words").fill(RULE);
    await form.getByRole("button", { name: "Create Location" }).click();
    await expect(page.getByText("Location created successfully")).toBeVisible();

    // The administrator's own dogs, kept with the account: the place's page answers from the server.
    await saveDogs(page, ["Bo", "Luna", "Pip"]);
    await expect(page.getByText("Your dogs are saved with your account.")).toBeVisible();
    await page.goto(placePath({ category: "park", slug: slugify(name) }));
    const answer = page.getByRole("region", { name: "Not for Bo, Luna, and Pip" });
    await expect(answer.getByText(`Rule: “${RULE}”`)).toBeVisible();
  });
});
