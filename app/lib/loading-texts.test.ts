import { describe, expect, it } from "vitest";
import { loadingText } from "./loading-texts";

describe("loadingText", () => {
  it("names what is loading, as SPEC words it", () => {
    expect(loadingText("/explore", "/beaches/jupiter-dog-beach")).toBe("Loading location details...");
    expect(loadingText("/", "/region/florida-keys")).toBe("Loading Florida Keys locations...");
    expect(loadingText("/", "/my-submissions")).toBe("Loading your submissions...");
    expect(loadingText("/admin", "/admin/locations")).toBe("Loading locations...");
    expect(loadingText("/admin/locations", "/admin/amenities")).toBe("Loading amenities...");
    expect(loadingText("/admin/amenities", "/admin")).toBe("Loading submissions...");
  });

  it("says 'Loading...' while a protected section checks who is signed in", () => {
    expect(loadingText("/", "/admin")).toBe("Loading...");
    expect(loadingText("/explore", "/submit")).toBe("Loading...");
  });

  it("stays quiet where the screen has its own placeholders or nothing changes", () => {
    expect(loadingText("/", "/explore")).toBeNull();
    expect(loadingText("/", "/beaches")).toBeNull();
    expect(loadingText("/contact", "/contact")).toBeNull();
    expect(loadingText("/", "/region/atlantis")).toBeNull();
  });
});
