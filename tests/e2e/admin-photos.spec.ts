import { expect, test } from "./fixtures";
import sharp from "sharp";
import { signInAsAdmin } from "./helpers/auth";

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 180 } } })
    .png()
    .toBuffer();
}

test.describe("photo storage", () => {
  test("an admin uploads a photo, it is served in every width as WebP, and removing it deletes them", async ({
    page,
  }) => {
    await signInAsAdmin(page);
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

  test("refuses a renamed text file and a visitor", async ({ page, playwright, baseURL }) => {
    await signInAsAdmin(page);
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
