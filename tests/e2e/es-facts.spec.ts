import { expect, test } from "./fixtures";

/** The next Wednesday at 18:00 UTC (1 or 2 pm in Florida): Canine Cove's midday maintenance. */
function nextWednesdayAfternoon() {
  const date = new Date();
  date.setUTCHours(18, 0, 0, 0);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() !== 3);
  return date;
}

test("a Spanish place page says in Spanish whether dogs are allowed now, and the week", async ({ page }) => {
  await page.clock.setFixedTime(nextWednesdayAfternoon());
  await page.goto("/es/parks/canine-cove-dog-park");
  await expect(page.getByRole("heading", { level: 1, name: "Canine Cove Dog Park" })).toBeVisible();

  const status = page.getByTestId("dog-status");
  await expect(status).toContainText("No se permiten perros ahora");
  await expect(status).toContainText("desde las 3:00 p.m.");

  const week = page.getByRole("table", { name: "Cuándo se permiten perros en los próximos 7 días" });
  await expect(week.getByRole("row")).toHaveCount(8);
  await expect(week.getByRole("row", { name: /^Hoy/ })).toContainText(/– 12:00 p\.m\., 3:00 p\.m\. –/);
  await expect(week.getByRole("row", { name: /^Mañana/ })).toBeVisible();
  await expect(page.getByText("Horas locales (hora del Este).")).toBeVisible();
});
