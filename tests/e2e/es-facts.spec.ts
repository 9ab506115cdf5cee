import { expect, test } from "./fixtures";

test("on a Spanish page, a card says in Spanish whether dogs are allowed now", async ({ page }) => {
  await page.goto("/es/explore?search=canine+cove");
  const card = page.getByRole("article").filter({ hasText: "Canine Cove Dog Park" }).first();
  await expect(card).toBeVisible();
  // The status follows the clock: whichever it is, it reads in Spanish, with its time in es-US.
  await expect(card).toContainText(
    /(Se permiten|No se permiten|Puede que se permitan) perros ahora · (hasta|desde) (las? \d{1,2}:\d{2} [ap]\.m\.|el )/,
  );
  await expect(card).not.toContainText(/Dogs (not )?allowed now|Dogs may be allowed now/);
});
