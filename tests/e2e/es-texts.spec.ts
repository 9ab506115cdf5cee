// The FAQ, privacy and terms pages in Spanish: their words, their date and their links stay in Spanish;
// and an administrator's Spanish texts of a place.
import { expect, test } from "./fixtures";
import { signInAsNewAdmin } from "./helpers/auth";
import { addPlace, uniquePlaceName } from "./helpers/places";

test("the FAQ in Spanish opens an answer and links to the Spanish contact page", async ({ page }) => {
  await page.goto("/es/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Preguntas frecuentes" })).toBeVisible();
  await page.getByText("¿Se permiten perros en las playas de Florida?").click();
  await expect(page.getByText(/^Solo en algunas\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Escríbenos" })).toHaveAttribute("href", "/es/contact");
});

test("the privacy policy and terms in Spanish carry a date written in Spanish", async ({ page }) => {
  await page.goto("/es/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeVisible();
  await expect(page.getByText("Última actualización: 19 de enero de 2025")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Secciones" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tu cuenta" })).toHaveAttribute("href", "/es/account");

  await page.goto("/es/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Términos del servicio" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "8. Usos prohibidos" })).toBeVisible();
  await expect(page.getByText("Última actualización: 19 de enero de 2025")).toBeVisible();
});

test("an administrator writes a place's Spanish description and rules, checked by a person", async ({ page }) => {
  await signInAsNewAdmin(page);
  const { name } = await addPlace(page, { name: uniquePlaceName("Spanish Texts Park") });
  await page.goto(`/admin/locations?search=${encodeURIComponent(name)}`);

  await page.getByRole("button", { name: `Spanish texts of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Spanish Texts" });
  await dialog.getByLabel("Description (Spanish)").fill("Un parque para perros cercado.");
  await dialog
    .getByLabel(/Rules & Guidelines \(Spanish/)
    .fill("Correa fuera de la cerca\nRecoge los desechos de tu perro");
  await dialog.getByLabel("Checked by a person").check();
  await dialog.getByRole("button", { name: "Save Spanish Texts" }).click();
  await expect(page.getByText("Spanish texts saved")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: `Spanish texts of ${name}` }).click();
  await expect(dialog.getByLabel("Description (Spanish)")).toHaveValue("Un parque para perros cercado.");
  await expect(dialog.getByLabel("Checked by a person")).toBeChecked();
});
