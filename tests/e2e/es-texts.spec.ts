// The FAQ, privacy and terms pages in Spanish: their words, their date and their links stay in Spanish.
import { expect, test } from "@playwright/test";

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
