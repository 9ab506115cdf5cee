// The site's screens through axe, in English and Spanish, on a desktop and a phone, signed out and
// signed in: none has a moderate, serious or critical violation (helpers/a11y.ts, which also checks
// that a control's name holds its visible text). Every screen is checked and all violations are
// reported together, each under its address.
import { expect, test, type Page } from "./fixtures";
import { moderateViolations } from "./helpers/a11y";

// Its eight sweeps are the suite's longest tests: they share the workers with other files' tests
// rather than run one after another at the end of the run.
test.describe.configure({ mode: "parallel" });

const PLACE = "/beaches/jupiter-dog-beach";

/** Screens anyone may open. */
const SIGNED_OUT = [
  "/",
  "/explore",
  "/parks",
  PLACE,
  "/region/florida-keys",
  "/city/orlando",
  "/faq",
  "/contact",
  "/auth",
  "/auth?tab=sign-up",
  "/report/jupiter-dog-beach",
  "/my-submissions",
];

/** Screens of a signed-in person (with the header's account menu). */
const SIGNED_IN = ["/", PLACE, "/submit", "/my-submissions", "/account", "/lists", "/review/jupiter-dog-beach"];

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Each screen in `locale`, and on a phone the home page with its menu open: the violations found. */
async function sweep(page: Page, paths: string[], locale: "en" | "es", viewport: keyof typeof VIEWPORTS) {
  await page.setViewportSize(VIEWPORTS[viewport]);
  const found: string[] = [];
  for (const path of paths) {
    const address = locale === "en" ? path : `/es${path === "/" ? "" : path}`;
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(200);
    found.push(...(await moderateViolations(page)).map((line) => `${address}: ${line}`));
  }
  if (viewport === "phone") {
    await page.goto(locale === "en" ? "/" : "/es");
    await page.getByRole("button", { name: locale === "en" ? "Open menu" : "Abrir menú" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    found.push(...(await moderateViolations(page)).map((line) => `menu: ${line}`));
  }
  return found;
}

for (const locale of ["en", "es"] as const) {
  for (const viewport of ["desktop", "phone"] as const) {
    test(`signed out, ${locale} on a ${viewport}: no moderate or worse violation`, async ({ page }) => {
      test.setTimeout(180_000);
      expect(await sweep(page, SIGNED_OUT, locale, viewport)).toEqual([]);
    });

    test(`signed in, ${locale} on a ${viewport}: no moderate or worse violation`, async ({ signedInPage }) => {
      test.setTimeout(180_000);
      expect(await sweep(signedInPage, SIGNED_IN, locale, viewport)).toEqual([]);
    });
  }
}

test("the check names what it finds: an image without a text alternative and a button without a name", async ({
  page,
}) => {
  await page.goto("/faq");
  expect(await moderateViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const image = document.createElement("img");
    image.src = "/favicon.svg";
    main.append(image, document.createElement("button"));
  });
  const found = await moderateViolations(page);
  expect(found).toEqual([
    expect.stringMatching(/^critical button-name: /),
    expect.stringMatching(/^critical image-alt: /),
  ]);
});
