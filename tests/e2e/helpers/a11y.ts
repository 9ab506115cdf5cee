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
