import { describe, expect, it } from "vitest";
import { loadingText, loadingTextOf } from "./loading-texts";

// Writes a key and its values, as a translator would look them up: the texts themselves, in both
// languages, are checked in tests/integration/es-common.test.ts.
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}(${Object.values(values).join()})` : key);

describe("loadingText", () => {
  it("names what is loading, as SPEC words it", () => {
    expect(loadingTextOf("/explore", "/beaches/jupiter-dog-beach")).toEqual({ key: "loading.location" });
    expect(loadingTextOf("/", "/region/florida-keys")).toEqual({ key: "loading.region", region: "keys" });
    expect(loadingTextOf("/", "/my-submissions")).toEqual({ key: "loading.mySubmissions" });
    expect(loadingTextOf("/admin", "/admin/locations")).toEqual({ key: "loading.locations" });
    expect(loadingTextOf("/admin/locations", "/admin/amenities")).toEqual({ key: "loading.amenities" });
    expect(loadingTextOf("/admin/amenities", "/admin")).toEqual({ key: "loading.submissions" });
  });

  it("says 'Loading...' while a protected section checks who is signed in", () => {
    expect(loadingTextOf("/", "/admin")).toEqual({ key: "loading.generic" });
    expect(loadingTextOf("/explore", "/submit")).toEqual({ key: "loading.generic" });
  });

  it("stays quiet where the screen has its own placeholders or nothing changes", () => {
    expect(loadingTextOf("/", "/explore")).toBeNull();
    expect(loadingTextOf("/", "/beaches")).toBeNull();
    expect(loadingTextOf("/contact", "/contact")).toBeNull();
    expect(loadingTextOf("/", "/region/atlantis")).toBeNull();
  });

  it("reads Spanish addresses as their English ones", () => {
    expect(loadingTextOf("/es/explore", "/es/beaches/jupiter-dog-beach")).toEqual({ key: "loading.location" });
    expect(loadingTextOf("/es", "/es/region/florida-keys")).toEqual({ key: "loading.region", region: "keys" });
    expect(loadingTextOf("/es", "/es/my-submissions")).toEqual({ key: "loading.mySubmissions" });
    expect(loadingTextOf("/es/explore", "/es/submit")).toEqual({ key: "loading.generic" });
    expect(loadingTextOf("/es/submit", "/es/submit")).toBeNull();
    expect(loadingTextOf("/es", "/es/explore")).toBeNull();
  });

  it("writes the text with the translator it is given, the region's name translated too", () => {
    expect(loadingText("/es", "/es/region/florida-keys", t)).toBe("loading.region(facts:region.keys)");
    expect(loadingText("/", "/beaches/x", t)).toBe("loading.location");
    expect(loadingText("/", "/explore", t)).toBeNull();
  });
});
