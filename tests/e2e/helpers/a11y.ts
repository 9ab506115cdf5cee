// The accessibility check of the screens: no moderate, serious or critical axe-core violation
// (a skipped heading level is moderate). Besides axe's default rules it checks that a control named
// with aria-label keeps its visible text in its name (label-content-name-mismatch, WCAG 2.5.3: a
// voice-control user says what they see), which axe leaves off by default.
//
// axe-core runs in the page itself: its source is put into the page once per document and
// `axe.run` called there. The site has no frames, so this checks all there is; the frame-by-frame
// run of @axe-core/playwright costs a second page and a second copy of axe for every check, twice
// the browser's time.
import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

type Impact = "minor" | "moderate" | "serious" | "critical";

const REPORTED: Impact[] = ["moderate", "serious", "critical"];

/** axe-core's results for the page as it is now: `context` as axe.run takes it (the whole page if null), `options` its run options. */
async function runAxe(
  page: Page,
  context: axe.ElementContext | null,
  options: axe.RunOptions,
): Promise<axe.AxeResults> {
  const present = await page.evaluate(() => "axe" in window);
  if (!present) await page.evaluate(axe.source);
  const run = { context, options } as { context: unknown; options: unknown };
  return (await page.evaluate(({ context, options }) => {
    const inPage = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } })
      .axe;
    return inPage.run(context ?? document, options);
  }, run)) as axe.AxeResults;
}

/**
 * The moderate, serious and critical violations of the page as it is now, one line each. Every rule
 * runs on every element; axe then names each element of a violation, and only one of the passes
 * and of the rest (`resultTypes`), which spares it a selector for each element that passed.
 */
export async function moderateViolations(page: Page) {
  const results = await runAxe(page, null, {
    rules: { "label-content-name-mismatch": { enabled: true } },
    resultTypes: ["violations"],
  });
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
  const results = await runAxe(page, { include: ["[data-sonner-toaster]"] } as axe.ElementContext, {
    runOnly: { type: "rule", values: ["color-contrast"] },
  });
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.failureSummary}`))).toEqual([]);
  // The pointer leaves, and the toast goes its way.
  await page.mouse.move(0, 0);
}
