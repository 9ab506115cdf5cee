import { expect, test, type Locator } from "./fixtures";
import sharp from "sharp";
import { addPlace, uniquePlaceName } from "./helpers/places";

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 180 } } })
    .png()
    .toBuffer();
}

test.describe("photo storage", () => {
  test("an admin uploads a photo, it is served in every width as WebP, and removing it deletes them", async ({
    adminPage: page,
  }) => {
    const upload = await page.request.post("/admin/photos", {
      multipart: {
        file: { name: "dog.png", mimeType: "image/png", buffer: await png(1000, 600) },
        slug: "Photo Trial Park",
      },
    });
    expect(upload.status()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/photo-trial-park-\d{13}-[0-9a-f]{16}-1000\.webp$/);

    const widths = [url, url.replace(/-1000\.webp$/, "-480.webp"), url.replace(/-1000\.webp$/, "-960.webp")];
    for (const u of widths) {
      const res = await page.request.get(u);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/webp");
    }

    const removal = await page.request.post("/admin/photos", { form: { intent: "delete", url } });
    expect(removal.status()).toBe(200);
    for (const u of widths) expect((await page.request.get(u)).status()).toBe(404);
  });

  test("refuses a renamed text file and a visitor", async ({ adminPage: page, playwright, baseURL }) => {
    const text = await page.request.post("/admin/photos", {
      multipart: {
        file: { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("not a picture") },
        slug: "x",
      },
    });
    expect(text.status()).toBe(400);
    expect(await text.json()).toEqual({ error: "Please select an image file" });

    const visitor = await playwright.request.newContext({ baseURL });
    const refused = await visitor.post("/admin/photos", {
      multipart: { file: { name: "dog.png", mimeType: "image/png", buffer: await png(100, 100) }, slug: "x" },
    });
    expect(refused.status()).toBe(403);
    await visitor.dispose();
  });
});

/** Uploads a PNG to a location dialog without photos: answers the address of the primary photo it then shows. */
async function uploadPrimaryPhoto(dialog: Locator, name: string, buffer: Buffer) {
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: "image/png", buffer });
  const primary = dialog.getByRole("img", { name: "Photo 1 (primary)" });
  await expect(primary).toBeVisible({ timeout: 15_000 });
  return (await primary.getAttribute("src"))!;
}

test("cancelling a dialog after removing a photo leaves the public photo intact, and its new uploads are cleaned up", async ({
  adminPage: page,
}) => {
  test.slow();
  await page.goto("/admin/locations");
  const name = `Photo Keeper Park ${Date.now()}`;
  await page.getByRole("link", { name: "Add Location" }).click();
  const add = page.getByRole("dialog", { name: "Add New Location" });
  await add.getByLabel("Name *", { exact: true }).fill(name);
  await add.getByLabel("City *").fill("Jupiter");
  await add.getByLabel("County *").fill("Palm Beach");
  const photoUrl = await uploadPrimaryPhoto(add, "park.png", await png(800, 600));
  await add.getByRole("button", { name: "Create Location" }).click();
  await expect(page.getByText("Location created successfully")).toBeVisible();

  await page.goto(`/admin/locations?search=${encodeURIComponent(name)}`);
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Location" });
  await edit.getByRole("button", { name: "Remove photo 1 (primary)" }).click();
  await expect(edit.getByText("No photos yet.")).toBeVisible();
  // A new upload in the same dialog, which is then thrown away with it.
  const unsavedUrl = await uploadPrimaryPhoto(edit, "other.png", await png(640, 480));
  expect(unsavedUrl).not.toBe(photoUrl);
  await edit.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Discard changes" }).click();
  await expect(edit).toBeHidden();

  await expect.poll(async () => (await page.request.get(unsavedUrl)).status()).toBe(404);
  expect((await page.request.get(photoUrl)).status()).toBe(200);
  await page.goto(`/explore?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();
  const photo = page.getByRole("img", { name: `Photo of ${name}` });
  await expect(photo).toHaveAttribute("src", photoUrl);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test("a card's photo fills the space the card kept for it, so nothing below moves when it arrives", async ({
  adminPage: page,
}) => {
  // A photo taller than the card's 16:10 frame: drawn at its own shape, it would push the card down.
  const { name } = await addPlace(page, { name: uniquePlaceName("Tall Photo Park"), photos: [await png(600, 800)] });
  await page.goto(`/explore?search=${encodeURIComponent(name)}`);
  const photo = page.getByRole("img", { name: `Photo of ${name}` });
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const box = (await photo.boundingBox())!;
  expect(Math.abs(box.height - (box.width * 10) / 16)).toBeLessThan(1.5);
});
