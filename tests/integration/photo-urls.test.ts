// A place's photos are ours (an upload on this server, or in the configured bucket) or on https:.
// Whatever else an administrator's form carries (`javascript:`, `../`, another page of the site) is
// a field error, and nothing is saved.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { callRoute, postForm } from "../fixtures/sessions";
import { LOCATION_FORM } from "../factories";
import * as locationsRoute from "~/routes/admin/locations/route";
import type { ActionReply } from "~/lib/forms";
import { isAllowedPhotoUrl } from "~/server/domain/photos.server";
import { locations } from "~/server/infra/schema.server";
import { s3Storage } from "~/server/infra/storage.server";
import { adminOnEmptyDatabase } from "./admin-fixtures";

let admin = "";

beforeAll(async () => {
  admin = await adminOnEmptyDatabase({ amenities: true });
});

/** Saves a new place with `photos`: the answer's status and the errors of its photo field. */
async function createWith(name: string, photos: string[]) {
  const { status, body } = await callRoute(
    locationsRoute.action,
    postForm("/admin/locations", { ...LOCATION_FORM, intent: "create", name, photos }, admin),
  );
  return { status, errors: (body as ActionReply).result?.error?.photos ?? null };
}

async function photosOf(name: string) {
  const db = await getDb();
  const rows = await db.select({ photos: locations.photos }).from(locations).where(eq(locations.name, name));
  return rows.map((r) => r.photos);
}

describe("photo addresses on the location form", () => {
  it("refuses every address that is neither one of our uploads nor https:, and saves nothing", async () => {
    const refused = [
      "javascript:alert(document.cookie)",
      " javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
      "../../etc/passwd",
      "/uploads/../auth-secret",
      "/uploads/sub/dir-1700000000000-480.webp",
      "/admin/locations",
      "//evil.example.com/dog.webp",
      "http://example.com/dog.jpg",
      "https://user:secret@example.com/dog.jpg",
      "ftp://example.com/dog.jpg",
      "https:/example.com/dog.jpg ",
      "dog.webp",
    ];
    for (const [i, url] of refused.entries()) {
      const name = `Refused Photo Park ${i}`;
      const { status, errors } = await createWith(name, ["/uploads/ok-park-1700000000000-480.webp", url]);
      expect(status, url).toBe(400);
      expect(errors?.[0], url).toMatch(/^A photo must be uploaded here or be a full https:\/\/ address\. Remove: /);
      expect(await photosOf(name), url).toEqual([]);
    }
  });

  it("keeps our uploads and https: photos, in order", async () => {
    const photos = [
      "/uploads/lakeside-bark-park-1700000000000-0123456789abcdef-1600.webp",
      "https://images.example.org/parks/lakeside.jpg?w=1200",
      "/uploads/older-upload-1600000000000-960.webp",
    ];
    const { status, errors } = await createWith("Accepted Photo Park", photos);
    expect(status).toBe(200);
    expect(errors).toBeNull();
    expect(await photosOf("Accepted Photo Park")).toEqual([photos]);
  });

  it("with a bucket configured, takes its public addresses too, and nothing else on its host", () => {
    const bucket = s3Storage({ bucket: "fdp-photos", publicUrl: "https://cdn.example.net/photos" });
    expect(isAllowedPhotoUrl("https://cdn.example.net/photos/park-1700000000000-480.webp", bucket)).toBe(true);
    expect(isAllowedPhotoUrl("/uploads/park-1700000000000-480.webp", bucket)).toBe(true);
    const plain = s3Storage({ bucket: "fdp-photos", endpoint: "http://127.0.0.1:9000" });
    expect(isAllowedPhotoUrl("http://127.0.0.1:9000/fdp-photos/park-1700000000000-480.webp", plain)).toBe(true);
    expect(isAllowedPhotoUrl("http://127.0.0.1:9000/fdp-photos/../other/x.webp", plain)).toBe(false);
    expect(isAllowedPhotoUrl("http://127.0.0.1:9000/other-bucket/park-1700000000000-480.webp", plain)).toBe(false);
  });
});
