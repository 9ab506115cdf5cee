// An owner's review from sign-up to the place's page: a new user confirms by e-mail and reviews a
// place with two photos; it waits (a person's first review always does); an administrator publishes
// it with one photo and rejects the other with a reason; the author is told by e-mail; the place's
// page shows the review, its rating summary and the approved photo, and its structured data rates it
// from that one review; a second person reports it and the report reaches the Reviews tab.
import sharp from "sharp";
import { expect, hydratedNavigation, test, type Browser, type Page } from "./fixtures";
import { expectNoModerateViolations } from "./helpers/a11y";
import { readLatestMail, signInAsNewAdmin, signUpAndSignIn } from "./helpers/auth";
import { addPlace, uniquePlaceName } from "./helpers/places";

const TEXT =
  "Wide sandy beach with shade under the sea grapes. Our lab swam for an hour; bring water, the tap was off.";

async function png(color: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return hydratedNavigation(await context.newPage());
}

function structuredPlace(page: Page) {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>)
        .find((o) => o["@type"] === "Beach"),
    );
}

test("an owner's review with two photos is moderated, published with one, and reported", async ({ browser, page }) => {
  test.setTimeout(180_000);
  const admin = await newPage(browser);
  await signInAsNewAdmin(admin);
  const place = await addPlace(admin, { name: uniquePlaceName("Review Dog Beach"), category: "Dog Beach" });

  // The owner: signs up, confirms, and finds the empty state's invitation on the place's page.
  const owner = await signUpAndSignIn(page);
  await page.goto(place.path);
  await expect(page.getByText("No reviews yet. Been here with your dog? Be the first to review it.")).toBeVisible();
  await page.getByRole("link", { name: "Write a review" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Write a review" })).toBeVisible();
  await expectNoModerateViolations(page);

  // The fourth star, clicked as a person clicks it; the radio button behind it is then checked.
  await page
    .locator("label")
    .filter({ has: page.getByLabel("4 stars") })
    .click();
  await expect(page.getByLabel("4 stars")).toBeChecked();
  await page.getByLabel("Month of your visit").fill("2026-03");
  await page.getByLabel("Large (over 60 lb)").check();
  await page.getByLabel("Shade", { exact: true }).check();
  await page.getByLabel("Water access").check();
  await page.getByLabel("Your review").fill(TEXT);
  await page.getByText("Photos (up to 5)").click();
  await page.getByLabel("Photos (up to 5): 1").setInputFiles({
    name: "bo.png",
    mimeType: "image/png",
    buffer: await png({ r: 30, g: 140, b: 200 }),
  });
  await page.getByLabel("Caption for photo 1").fill("Bo in the shallows");
  await page.getByLabel("Photos (up to 5): 2").setInputFiles({
    name: "car.png",
    mimeType: "image/png",
    buffer: await png({ r: 200, g: 40, b: 40 }),
  });
  await page.getByLabel("Caption for photo 2").fill("Our car in the lot");
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByText("Thank you! Your review will appear once our team has read it.")).toBeVisible();

  // Waiting: nobody sees it on the place's page yet.
  const visitor = await newPage(browser);
  await visitor.goto(place.path);
  await expect(visitor.getByText(TEXT)).toHaveCount(0);

  // The administrator publishes the review and the first photo, and rejects the second with a reason.
  await admin.goto("/admin/reviews");
  await expect(admin.getByRole("heading", { name: "Reviews", exact: true })).toBeVisible();
  await expectNoModerateViolations(admin);
  const cards = admin.getByRole("article").filter({ hasText: place.name });
  const card = cards.filter({ hasText: TEXT });
  await card.getByRole("button", { name: "Publish" }).click();
  await expect(admin.getByText("Review published. The author will get an e-mail.").first()).toBeVisible();

  const keep = cards.filter({ hasText: "Caption: Bo in the shallows" });
  await keep.getByRole("button", { name: "Approve photo" }).click();
  // The approved photo leaves the queue: a lasting sign, where the toast lasts four seconds.
  await expect(keep).toHaveCount(0);

  const drop = cards.filter({ hasText: "Caption: Our car in the lot" });
  await drop.getByRole("button", { name: "Reject photo" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Reason").selectOption({ label: "Off-topic" });
  await dialog.getByRole("button", { name: "Reject photo" }).click();
  await expect(admin.getByText("Photo rejected. The author will get an e-mail with the reason.").first()).toBeVisible();

  // The author's e-mails, sent by the outbox after the answers, at its own pace.
  const mail = { timeout: 60_000 };
  expect(await readLatestMail(owner.email, { ...mail, subject: /is published/ })).toContain(place.name);
  expect(await readLatestMail(owner.email, { ...mail, subject: /^A photo of your review/ })).toContain(
    "Reason: Off-topic",
  );

  // The place's page, as anyone sees it.
  await visitor.goto(place.path);
  const reviews = visitor.locator("#reviews");
  await expect(reviews.getByText("4.0 · 1 review")).toBeVisible();
  await expect(reviews.getByText("4 stars: 1")).toBeAttached();
  await expect(reviews.getByText("Large dogs: 4.0 from 1 review")).toBeVisible();
  await expect(reviews.getByText("Shade · 1")).toBeVisible();
  await expect(reviews.getByText("Water access · 1")).toBeVisible();
  await expect(reviews.getByText(TEXT)).toBeVisible();
  await expect(reviews.getByText("Visited March 2026")).toBeVisible();
  await expect(visitor.getByRole("img", { name: "Bo in the shallows" }).first()).toBeVisible();
  await expect(visitor.getByText(/^Photo: .+, March 2026$/)).toBeVisible();
  await expect(visitor.getByRole("img", { name: "Our car in the lot" })).toHaveCount(0);
  await expect(visitor.getByText("Our car in the lot")).toHaveCount(0);
  // The photo opens in the viewer by keyboard; Escape closes it and the focus is back on the photo.
  const ownerPhoto = visitor
    .getByRole("region", { name: "Photos from dog owners" })
    .getByRole("link", { name: "Bo in the shallows" });
  await ownerPhoto.focus();
  await visitor.keyboard.press("Enter");
  const viewer = visitor.getByRole("dialog", { name: "Photo 1 of 1" });
  await expect(viewer.getByRole("img", { name: "Bo in the shallows" })).toBeVisible();
  await expect(viewer.getByText(/^Photo: .+, March 2026$/)).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Next photo" })).toHaveCount(0);
  await expectNoModerateViolations(visitor);
  await visitor.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(ownerPhoto).toBeFocused();
  const structured = await structuredPlace(visitor);
  expect(structured?.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: 4,
    reviewCount: 1,
    bestRating: 5,
    worstRating: 1,
  });
  await expectNoModerateViolations(visitor);

  // Explore's "4 stars and up" finds it, and its card carries the owners' rating.
  await visitor.goto(`/explore?rating=4&search=${encodeURIComponent(place.name)}`);
  await expect(visitor.getByRole("main").getByRole("link", { name: "4 stars and up (selected)" })).toBeAttached();
  const placeCard = visitor.getByRole("main").getByRole("article").filter({ hasText: place.name });
  await expect(placeCard).toContainText("4.0 (1 review)");
  await expect(placeCard.getByText("Owners' rating", { exact: false })).toBeAttached();

  // A second person reports it; the report reaches the tab.
  const reader = await newPage(browser);
  await signUpAndSignIn(reader);
  await reader.goto(place.path);
  await reader.getByText("Report this review").click();
  await reader.getByLabel("Why should our team read it again?").selectOption({ label: "Spam or advertising" });
  await reader.getByRole("button", { name: "Send report" }).click();
  await expect(reader.getByText("Thank you. Our team will read this review again.")).toBeVisible();

  await admin.goto("/admin/reviews");
  await expect(admin.getByText(`${place.name}: Spam or advertising`)).toBeVisible();
});
