// A place's page in Spanish (/es/beaches/<slug>): its headings, actions and reviews in Spanish, its
// English description marked as English, its own canonical address with both languages as
// alternates, and no moderate or worse accessibility violation.
import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";

// A demo beach with a position (so Directions shows) and a description (written in English).
const SLUG = "jupiter-dog-beach";
const PATH = `/es/beaches/${SLUG}`;

test("a Spanish place page speaks Spanish, is canonical to itself and passes axe", async ({ page }) => {
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(/^Jupiter Dog Beach - .+ en Jupiter \| Florida Dog Places$/);

  await expect(page.getByRole("heading", { level: 1, name: "Jupiter Dog Beach" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Información rápida" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Información práctica" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Reseñas de dueños de perros" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver a la lista" })).toHaveAttribute("href", "/es/beaches");
  await expect(page.getByRole("link", { name: "Reportar un cambio" })).toHaveAttribute("href", `/es/report/${SLUG}`);

  // Directions and Share, in Spanish (Share once the page's scripts run).
  await expect(
    page.getByRole("link", { name: "Cómo llegar a Jupiter Dog Beach (abre tu app de mapas)" }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Compartir" })).toBeVisible();

  // The description in its Spanish version, not marked as English; the address stays as written.
  const description = page.locator("article > header p").filter({ hasText: "sin correa" });
  await expect(description).toContainText("Jupiter");
  await expect(description).not.toHaveAttribute("lang", "en");
  await expect(page.locator('span[lang="en"]').filter({ hasText: "Marcinski" })).toBeVisible();

  // What the map credit supports, in Spanish.
  const sources = page.getByRole("region", { name: "Fuentes" });
  await expect(sources.getByText("Nombre y ubicación en el mapa")).toBeVisible();
  await expect(sources.getByText("Name and map position")).toHaveCount(0);

  // Its own canonical address, and each language's version as an alternate.
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${PATH}`);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", `${origin}${PATH}`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    `${origin}/beaches/${SLUG}`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    `${origin}/beaches/${SLUG}`,
  );

  // The structured data says the page is in Spanish and gives the place its Spanish address.
  const structured = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>));
  expect(structured.find((o) => o["@type"] === "WebPage")).toMatchObject({ inLanguage: "es-US" });
  expect(structured.find((o) => o["@type"] === "Beach")).toMatchObject({ url: `${origin}${PATH}` });

  await expectNoModerateViolations(page);
});
