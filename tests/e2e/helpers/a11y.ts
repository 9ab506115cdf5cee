// The accessibility checks of the screens: no serious or critical axe-core violation anywhere, and
// on the pages held to the stricter bar, no moderate one either (e.g. a skipped heading level).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type Impact = "minor" | "moderate" | "serious" | "critical";

async function expectNoViolationsFrom(page: Page, impacts: Impact[]) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.filter((v) => impacts.includes(v.impact as Impact));
  expect(
    found.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

export async function expectNoSeriousViolations(page: Page) {
  await expectNoViolationsFrom(page, ["serious", "critical"]);
}

/** No moderate, serious or critical violation. */
export async function expectNoModerateViolations(page: Page) {
  await expectNoViolationsFrom(page, ["moderate", "serious", "critical"]);
}

/** The toast showing `text` sits below the site header, and its colours pass axe's contrast check. */
export async function expectReadableToast(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  // Settled: sonner fades a toast in and slides it down.
  await expect.poll(() => toast.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await expect
    .poll(async () => (await toast.boundingBox())?.y)
    .toBeGreaterThanOrEqual(
      (await page.getByRole("banner").boundingBox())!.y + (await page.getByRole("banner").boundingBox())!.height,
    );
  const results = await new AxeBuilder({ page })
    .include("[data-sonner-toaster]")
    .withRules(["color-contrast"])
    .analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.failureSummary}`))).toEqual([]);
}
