// Lists in Spanish: a signed-in person on /es saves a place with the heart, finds it on /es/lists
// with Spanish texts, shares Favorites by link, and another browser reads the shared list in Spanish.
// Offline, a Spanish page's saved copy says so in Spanish, and an unsaved Spanish address opens
// /es/offline.
import { expect, hydratedNavigation, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { actAsNewClient } from "./helpers/auth";

const BEACH = { path: "/es/beaches/davis-islands-dog-beach", name: "Davis Islands Dog Beach" };
/** Spanish pages anyone may keep: one opened before going offline, one never opened. */
const VISITED = "/es/faq";
const UNVISITED = "/es/terms";

test("a place saved with the heart on /es is on /es/lists, in Spanish, and its shared list reads in Spanish", async ({
  signedInPage: page,
  browser,
}) => {
  await page.goto(BEACH.path);
  await page
    .getByRole("button", { name: `Guardar ${BEACH.name}`, exact: true })
    .first()
    .click();
  await expect(page.getByRole("button", { name: `Guardado: ${BEACH.name}`, exact: true }).first()).toBeVisible();
  // The heart turns at once; the server's answer, announced, is what leaving the page must wait for.
  await expect(page.getByText(`Guardaste ${BEACH.name} en Favoritos.`).first()).toBeVisible();

  await page.goto("/es/lists");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Mis listas" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Nueva lista" })).toBeVisible();
  await page.getByRole("button", { name: "Crear lista" }).click();
  await expect(page.getByRole("textbox", { name: "Nombre de la lista" })).toHaveAccessibleDescription(
    /Ponle un nombre a la lista\./,
  );
  const favorites = page.getByRole("link", { name: /Favoritos\s*1 lugar/ });
  await expect(favorites).toBeVisible();
  await expectNoModerateViolations(page);

  await favorites.click();
  await expect(page).toHaveURL(/\/es\/lists\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Favoritos" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Todas mis listas" })).toHaveAttribute("href", "/es/lists");
  await expect(page.getByRole("link", { name: BEACH.name })).toHaveAttribute("href", BEACH.path);
  // A note refused by the server's rule is explained in Spanish beside its field.
  const note = page.getByRole("textbox", { name: `Nota (${BEACH.name})` });
  await note.fill("<b>conchas</b>");
  await page.getByRole("button", { name: "Guardar nota" }).click();
  await expect(note).toHaveAccessibleDescription("Las notas son texto simple: quita las etiquetas HTML.");
  await page.locator('input[name="visibility"][value="link"]').check();
  await page.getByRole("button", { name: "Guardar cómo se comparte" }).click();
  await expect(page.getByText("Guardamos quién puede ver la lista.").first()).toBeVisible();
  const shareUrl = await page.getByLabel("Enlace para compartir").inputValue();
  expect(new URL(shareUrl).pathname).toMatch(/^\/es\/lists\/shared\/[\w-]+$/);

  // Another browser, signed out, reads it in Spanish.
  const other = await browser.newContext();
  const reader = await other.newPage();
  await reader.goto(shareUrl);
  await expect(reader.locator("html")).toHaveAttribute("lang", "es");
  await expect(reader.getByRole("heading", { level: 1, name: "Favoritos" })).toBeVisible();
  await expect(reader.getByText(/^Una lista de (?!lugares)/)).toBeVisible();
  await expect(
    reader.getByText(/Una lista de lugares que admiten perros, guardada en Florida Dog Places\. 1 lugar\./),
  ).toBeVisible();
  await expectNoModerateViolations(reader);
  await other.close();
});

test.describe("offline, in Spanish", () => {
  test.use({ serviceWorkers: "allow" });

  test("a Spanish page opens offline with a Spanish notice, and an unsaved one shows /es/offline", async ({
    browser,
  }) => {
    const context = await browser.newContext({ serviceWorkers: "allow" });
    const page = hydratedNavigation(await context.newPage());
    await actAsNewClient(page);
    await page.goto("/es");
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller));
    await page.goto(VISITED);
    const title = await page.title();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await context.setOffline(true);
    await page.goto(VISITED);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(
      page
        .getByRole("status", { name: "Sin conexión" })
        .filter({ hasText: /^Copia guardada el .+; estás sin conexión$/ }),
    ).toBeVisible();
    await expect(page.getByText(/Saved copy/)).toHaveCount(0);

    await page.goto(UNVISITED);
    await expect(page).toHaveURL(/\/es\/offline\?from=%2Fes%2Fterms/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "Estás sin conexión" })).toBeVisible();
    const saved = page.getByRole("region", { name: "Guardado en este dispositivo" });
    await expect(saved.getByRole("link", { name: title })).toHaveAttribute("href", VISITED);
    await expect(page.getByRole("link", { name: "Intentar de nuevo" })).toHaveAttribute("href", UNVISITED);
    await expectNoModerateViolations(page);
    await context.close();
  });
});
