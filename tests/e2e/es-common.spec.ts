// The site's frame in Spanish under /es: the skip link, the header and the footer, their links
// staying in Spanish, the header on one row at 1280 px, and a form's messages in Spanish.
import { expect, test } from "./fixtures";

test("/es shows the Spanish skip link, header and footer, every link staying in Spanish", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/es/explore");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");

  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Ir al contenido" })).toBeFocused();

  const main = page.getByRole("navigation", { name: "Principal" });
  await expect(main.getByRole("link", { name: "Explorar" })).toHaveAttribute("href", "/es/explore");
  await expect(main.getByRole("link", { name: "Sugerir un lugar" })).toHaveAttribute("href", "/es/submit");
  await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toHaveAttribute(
    "href",
    "/es/auth",
  );

  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Recursos" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Playas para perros" })).toHaveAttribute("href", "/es/beaches");
  await expect(footer.getByRole("link", { name: "Preguntas frecuentes" })).toHaveAttribute("href", "/es/faq");
  await expect(footer).toContainText("Todos los derechos reservados.");

  // The switch leads to the same page in English.
  await expect(page.getByRole("banner").getByRole("link", { name: "Idioma: English" })).toHaveAttribute(
    "href",
    "/explore",
  );
});

test("signed in, the Spanish header fits on one row at 1280 px", async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/es/parks");
  const links = page.getByRole("navigation", { name: "Principal" }).getByRole("link");
  await expect(links.filter({ hasText: "Mis sugerencias" })).toBeVisible();
  const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
  for (const box of boxes) {
    expect(box!.y).toBe(boxes[0]!.y);
    expect(box!.height).toBe(boxes[0]!.height);
  }
  const last = boxes.at(-1)!;
  const language = (await page.getByRole("banner").getByRole("link", { name: "Idioma: English" }).boundingBox())!;
  const menu = (await page.getByRole("button", { name: /^Menú de la cuenta/ }).boundingBox())!;
  expect(language.x).toBeGreaterThanOrEqual(last.x + last.width);
  expect(menu.x).toBeGreaterThanOrEqual(language.x + language.width);
  expect(menu.x + menu.width).toBeLessThanOrEqual(1280);
  expect((await page.getByRole("banner").boundingBox())!.height).toBeLessThanOrEqual(66);
});

test("a Spanish page says a form's messages in Spanish", async ({ page }) => {
  await page.goto("/es/auth");
  await page.locator('form:has(input[name="email"]) button[type="submit"]').first().click();
  await expect(page.getByText("El correo electrónico es obligatorio.").first()).toBeVisible();
  await expect(page.getByText("Email is required.")).toHaveCount(0);
});

test("a page downloads the texts of its own language only, in a module the browser keeps", async ({ page }) => {
  const languages = [
    { path: "/explore", own: "Skip to content", other: "Ir al contenido" },
    { path: "/es/explore", own: "Ir al contenido", other: "Skip to content" },
  ];
  for (const { path, own, other } of languages) {
    // Every document and script the page asks for, read as the server sends it: through a route, so
    // that a body is never lost to the browser's cache or to a later navigation.
    const downloaded: { url: string; body: string; cacheControl: string }[] = [];
    await page.route("**/*", async (route) => {
      const type = route.request().resourceType();
      if (type !== "document" && type !== "script") return route.fallback();
      const response = await route.fetch();
      const body = await response.text();
      const headers = response.headers();
      downloaded.push({ url: route.request().url(), body, cacheControl: headers["cache-control"] ?? "" });
      // The body is handed on decoded, so without the encoding it was sent with.
      delete headers["content-encoding"];
      delete headers["content-length"];
      await route.fulfill({ status: response.status(), headers, body });
    });
    // page.goto waits until the page has hydrated: every script it runs has been asked for by then.
    await page.goto(path);
    await expect(page.getByRole("link", { name: own })).toBeAttached();
    await page.unrouteAll({ behavior: "wait" });
    const texts = downloaded.filter(({ url }) => /\/assets\/texts-[a-z]+-[0-9a-f]+\.js$/.test(url));
    expect(texts, `${path} loads one texts module`).toHaveLength(1);
    expect(texts[0]!.body).toContain(own);
    expect(texts[0]!.cacheControl).toContain("immutable");
    for (const { url, body } of downloaded) expect(body, url).not.toContain(other);
  }
});
