// Where photos are stored on local disk, and an upload whose storage fails. The S3 driver is tested
// against a real S3 API in s3-storage.test.ts and s3-timeouts.test.ts.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { pngBytes } from "../fixtures/images";
import { callRoute, siteRequest } from "../fixtures/sessions";
import { action } from "~/routes/admin/photos";
import { localStorage } from "~/server/infra/storage.server";
import { adminOnEmptyDatabase } from "./admin-fixtures";

describe("local storage", () => {
  it("keeps photos under DATA_DIR/uploads and refuses keys with folders", async () => {
    const storage = localStorage(process.env.DATA_DIR!);
    const url = await storage.put("quiet-park-1700000000002-320.webp", new Uint8Array(3), "image/webp");
    expect(url).toBe("/uploads/quiet-park-1700000000002-320.webp");
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "uploads", "quiet-park-1700000000002-320.webp"))).toBe(true);
    await expect(storage.put("../outside.webp", new Uint8Array(1), "image/webp")).rejects.toThrow(/Unsafe/);
    expect(storage.isOurs("/uploads/../auth-secret")).toBe(false);
  });
});

describe("an upload whose storage fails", () => {
  let admin = "";
  beforeAll(async () => {
    admin = await adminOnEmptyDatabase();
  });

  it("answers 500 with the upload error and logs the cause, not 'Please select an image file'", async () => {
    // The uploads folder cannot be created: a file stands where it should be.
    const uploads = path.join(process.env.DATA_DIR!, "uploads");
    fs.rmSync(uploads, { recursive: true, force: true });
    fs.writeFileSync(uploads, "not a folder");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(await pngBytes(300, 200))], "beach.png", { type: "image/png" }));
      form.set("slug", "Jupiter Dog Beach");
      const request = siteRequest("/admin/photos", { method: "POST", body: form, cookie: admin });
      const result = await callRoute(action, request);
      expect(result.status).toBe(500);
      expect(result.body).not.toEqual({ error: "Please select an image file" });
      expect(logged).toHaveBeenCalledWith("[photos] upload failed", expect.anything());
    } finally {
      logged.mockRestore();
      fs.rmSync(uploads, { force: true });
    }
  });
});
