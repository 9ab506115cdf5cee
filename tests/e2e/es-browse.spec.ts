// The browse screens in Spanish: the home page and Explore under /es, a filter that keeps /es and
// the filter in the address, the switch to English that keeps the page and its filters, and axe.
import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { cards } from "./helpers/lists";

test("the Spanish home page speaks Spanish and leads to Spanish pages", async ({ page }) => {
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Encuentra lugares para perros en Florida" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Explora por región" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Buscar", exact: true })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Explorar todos" })).toHaveAttribute(
    "href",
    "/es/explore?sort=rating",
  );
  await expectNoModerateViolations(page);

  await page.getByLabel("Buscar por nombre o ciudad").fill("Miami");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/explore\?search=Miami$/);
  await expect(page.getByRole("heading", { level: 1, name: "Explora lugares para perros" })).toBeVisible();
});

test("Explore in Spanish: its filters, a filter chosen and the switch to English", async ({ page }) => {
  await page.goto("/es/explore");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Explora lugares para perros" })).toBeVisible();
  await expect(page.getByText(/^\d[\d,]* lugares encontrados$/)).toBeVisible();
  await expect(page.getByRole("group", { name: "Filtros rápidos" }).getByRole("link")).toHaveText([
    "Se permiten perros ahora",
    "Describe a tus perros",
  ]);
  await expect(page.getByLabel("Ordenar por")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Ver como" })).toBeVisible();

  const toggle = page.locator("summary").filter({ hasText: "Filtros" });
  await toggle.click();
  const fees = page.getByRole("group", { name: "Tarifas de entrada" });
  await expect(fees).toBeVisible();
  for (const name of ["Región", "Reglas de correa", "Nivel de gente", /^Servicios/, "Zona para perros"])
    await expect(page.getByRole("group", { name })).toBeVisible();
  await expectNoModerateViolations(page);

  await fees.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/es\/explore\?fees=free$/);
  await expect(toggle).toContainText("1 activo");
  await expect(page.getByRole("group", { name: "Tarifas de entrada" }).getByRole("link").first()).toHaveAttribute(
    "aria-current",
    "true",
  );
  // The cards link to the Spanish place pages.
  await expect(cards(page).first().getByRole("link").first()).toHaveAttribute("href", /^\/es\/(beaches|parks)\//);

  await page.locator('a[hreflang="en"]').first().click();
  await expect(page).toHaveURL(/\/explore\?fees=free$/);
  expect(new URL(page.url()).pathname).toBe("/explore");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Explore Dog-Friendly Places" })).toBeVisible();
  await expect(page.locator("summary").filter({ hasText: "Filters" })).toContainText("1 active");
});

test("a Spanish category page keeps its chips and links in Spanish", async ({ page }) => {
  await page.goto("/es/beaches");
  await expect(page.getByRole("heading", { level: 1, name: "Playas para perros en Florida" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Playas \(\d[\d,]*\)$/ })).toBeVisible();
  await page.getByRole("group", { name: "Filtros rápidos" }).getByRole("link", { name: "Entrada gratis" }).click();
  await expect(page).toHaveURL(/\/es\/beaches\?fees=free$/);
  await expect(page.getByRole("heading", { level: 2, name: "Consejos de seguridad en la playa" })).toBeVisible();
});
