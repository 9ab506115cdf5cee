// The sign-in, account, submit and contact pages in Spanish, under /es.
import { expect, test } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { TEST_PASSWORD, actAsNewClient, newUserEmail, signUpAndConfirm } from "./helpers/auth";

test("/es/auth signs in and up in Spanish, and refuses a wrong password in Spanish", async ({ page }) => {
  await actAsNewClient(page);
  await page.goto("/es/auth");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Te damos la bienvenida" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Iniciar sesión o crear cuenta" });
  await expect(tabs.getByRole("link", { name: "Iniciar sesión", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Correo electrónico")).toBeVisible();
  await expect(page.getByLabel("Contraseña")).toBeVisible();
  await expect(page.getByText("O continúa con")).toBeVisible();
  await expect(page.getByRole("link", { name: "¿Olvidaste tu contraseña?" })).toHaveAttribute(
    "href",
    "/es/auth/forgot-password",
  );
  await expectNoModerateViolations(page);

  await tabs.getByRole("link", { name: "Crear cuenta", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/auth\?tab=sign-up$/);
  await expect(page.getByLabel("Contraseña")).toHaveAttribute("placeholder", "Contraseña (mínimo 6 caracteres)");
  await expect(page.getByRole("button", { name: "Crear cuenta", exact: true })).toBeVisible();
  await expectNoModerateViolations(page);

  await tabs.getByRole("link", { name: "Iniciar sesión", exact: true }).click();
  // The sign-in tab has replaced the sign-up form before anything is typed into it.
  await expect(page).toHaveURL(/\/es\/auth(\?tab=sign-in)?$/);
  await expect(page.getByLabel("Contraseña")).toHaveAttribute("placeholder", "Tu contraseña");
  await page.getByLabel("Correo electrónico").fill(newUserEmail("es-wrong"));
  await page.getByLabel("Contraseña").fill("not-the-password-9");
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page.getByText("Correo electrónico o contraseña incorrectos.")).toBeVisible();
});

test("signing in on /es/auth lands on the Spanish page asked for, and the account page reads in Spanish", async ({
  page,
}) => {
  const { email } = await signUpAndConfirm(page);
  await page.goto(`/es/auth?redirectTo=${encodeURIComponent("/account")}`);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Iniciar sesión", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tu cuenta" })).toBeVisible();
  await expect(page.getByRole("main").getByText(`Sesión iniciada como ${email}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "0 sugerencias" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ver mis sugerencias" })).toHaveAttribute("href", "/es/my-submissions");
  await expect(page.getByRole("button", { name: "Eliminar mi cuenta" })).toBeVisible();
  await expectNoModerateViolations(page);

  // A refusal comes back in Spanish too.
  await page.getByLabel("Contraseña actual").fill("not-the-password-9");
  await page.getByLabel("Nueva contraseña").fill("another-walk-77");
  await page.getByRole("button", { name: "Cambiar contraseña" }).click();
  await expect(page.getByText("Esa no es tu contraseña actual.")).toBeVisible();
});

test("/es/submit and /es/contact read in Spanish for a signed-in person", async ({ signedInPage: page }) => {
  await page.goto("/es/submit");
  await expect(page.getByRole("heading", { level: 1, name: "Sugiere un lugar para perros" })).toBeVisible();
  await expect(page.getByLabel("Nombre del lugar *")).toBeVisible();
  await expect(page.getByLabel("Reglas de correa *")).toBeVisible();
  await expect(page.getByLabel("Categoría *").locator("option", { hasText: "Elige una categoría" })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Enviar el lugar para revisión" })).toBeVisible();

  await page.goto("/es/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contáctanos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "¿Cómo podemos ayudarte?" })).toBeVisible();
  await page.getByLabel("Nombre *").fill("Ana");
  await page.getByLabel("Correo electrónico *").fill(newUserEmail("es-contact"));
  await page.getByLabel("Asunto").fill("Playa de Fort Myers");
  await page.getByLabel("Mensaje *").fill("¿Se permiten perros en la playa en verano?");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(page.getByText("¡Mensaje enviado!").first()).toBeVisible();
});

test("an empty /es/submit and /es/contact say what is missing in Spanish", async ({ signedInPage: page, browser }) => {
  await page.goto("/es/submit");
  await page.getByRole("button", { name: "Enviar el lugar para revisión" }).click();
  const problem = page.getByRole("alert").filter({ hasText: "Faltan campos obligatorios" }).first();
  await expect(problem).toContainText("Completa todos los campos obligatorios.");
  await expect(page.getByText("Missing Required Fields")).toHaveCount(0);
  await expect(page.getByText("Please fill in all required fields.")).toHaveCount(0);

  await page.goto("/es/contact");
  await page.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Completa todos los campos obligatorios." }).first(),
  ).toBeVisible();
  await expect(page.getByText("Please fill in all required fields.")).toHaveCount(0);

  // Without scripts the server answers, in Spanish too.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await actAsNewClient(noJs);
  await noJs.goto("/es/contact");
  await noJs.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(noJs.getByRole("alert").filter({ hasText: "Completa todos los campos obligatorios." })).toBeVisible();
  await expect(noJs.getByText("Please fill in all required fields.")).toHaveCount(0);
  await context.close();
});

test("/es/my-submissions asks a signed-out visitor to sign in on the Spanish sign-in page", async ({ page }) => {
  await actAsNewClient(page);
  await page.goto("/es/my-submissions");
  await expect(page.getByRole("heading", { level: 1, name: "Mis sugerencias" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Iniciar sesión", exact: true })).toHaveAttribute(
    "href",
    `/es/auth?redirectTo=${encodeURIComponent("/es/my-submissions")}`,
  );
});
