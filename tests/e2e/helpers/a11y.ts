// The accessibility check of the screens: no moderate, serious or critical axe-core violation
// (a skipped heading level is moderate). Besides axe's default rules it checks that a control named
// with aria-label keeps its visible text in its name (label-content-name-mismatch, WCAG 2.5.3: a
// voice-control user says what they see), which axe leaves off by default.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

type Impact = "minor" | "moderate" | "serious" | "critical";

const REPORTED: Impact[] = ["moderate", "serious", "critical"];

/**
 * The moderate, serious and critical violations of the page as it is now, one line each. Every rule
 * runs on every element; axe then names each element of a violation, and only one of the passes
 * and of the rest (`resultTypes`), which spares it a selector for each element that passed.
 */
export async function moderateViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((v) => REPORTED.includes(v.impact as Impact))
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** No moderate, serious or critical violation. */
export async function expectNoModerateViolations(page: Page) {
  expect(await moderateViolations(page)).toEqual([]);
}

/**
 * The toast showing `text` sits below the site header, and its colours pass axe's contrast check.
 * The pointer rests on it meanwhile and then moves to the page's top left corner.
 */
export async function expectReadableToast(page: Page, text: string) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  // A toast stays while the pointer rests on it (sonner pauses its four seconds), as long as the
  // checks below take on a busy machine.
  await toast.hover();
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
  // The pointer leaves, and the toast goes its way.
  await page.mouse.move(0, 0);
}
