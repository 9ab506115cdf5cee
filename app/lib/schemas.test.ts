import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { AmenitySchema, LocationSchema, isHttpUrl } from "./schemas";
import { submissionProblem, SubmissionSchema } from "./schemas-visitors";

function formData(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(key, v);
  return data;
}

const PLACE = {
  name: "Lakeside Bark Park",
  category: "dog-park",
  region: "central",
  city: "Orlando",
  county: "Orange",
  leashPolicy: "off-leash",
  fees: "free",
  crowdLevel: "moderate",
};

describe("web addresses", () => {
  it("accepts only full http and https addresses", () => {
    expect(isHttpUrl("https://example.com/park")).toBe(true);
    expect(isHttpUrl("http://example.com")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "ftp://example.com/file",
      "//example.com",
      "example.com",
      "https://",
      "https://exa mple.com",
    ]) {
      expect(isHttpUrl(bad), bad).toBe(false);
    }
  });

  it("refuses a dangerous link in a form and stores an empty one as none", () => {
    const refused = parseWithZod(
      formData({ ...PLACE, imageUrl: "javascript:alert(1)", "externalLinks.official": "data:text/html,x" }),
      { schema: LocationSchema },
    );
    expect(refused.status === "error" && refused.error).toMatchObject({
      imageUrl: ["Enter a full web address starting with http:// or https://"],
      "externalLinks.official": ["Enter a full web address starting with http:// or https://"],
    });

    const saved = parseWithZod(formData({ ...PLACE, imageUrl: "  ", "externalLinks.official": "https://x.org" }), {
      schema: LocationSchema,
    });
    expect(saved.status === "success" && saved.value).toMatchObject({
      imageUrl: null,
      externalLinks: { official: "https://x.org", county: null },
    });
  });
});

describe("the location form", () => {
  it("turns typed text into the row: numbers, one rule per line, empties as none", () => {
    const parsed = parseWithZod(
      formData({ ...PLACE, lat: "28.5", rules: "Leash outside\n\n Close the gate ", address: " " }),
      { schema: LocationSchema },
    );
    expect(parsed.status === "success" && parsed.value).toMatchObject({
      lat: 28.5,
      lng: null,
      rules: ["Leash outside", "Close the gate"],
      address: null,
      amenities: [],
    });
  });

  it("bounds long texts at 5,000 characters", () => {
    const parsed = parseWithZod(formData({ ...PLACE, description: "a".repeat(5001) }), { schema: LocationSchema });
    expect(parsed.status === "error" && parsed.error?.description).toEqual(["Too long"]);
  });

  it("says what is wrong with numbers", () => {
    const parsed = parseWithZod(formData({ ...PLACE, lat: "north" }), { schema: LocationSchema });
    expect(parsed.status === "error" && parsed.error).toMatchObject({
      lat: ["Latitude must be a number between -90 and 90"],
    });
  });

  it("takes no rating: a place's stars come from its owners' reviews", () => {
    const parsed = parseWithZod(formData({ ...PLACE, rating: "4.5", reviewCount: "12" }), { schema: LocationSchema });
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" && parsed.value).not.toHaveProperty("rating");
    expect(parsed.status === "success" && parsed.value).not.toHaveProperty("reviewCount");
  });
});

describe("the amenity form", () => {
  it("keeps SPEC's messages", () => {
    const parsed = parseWithZod(formData({ name: "Dog Pool", displayName: " " }), { schema: AmenitySchema });
    expect(parsed.status === "error" && parsed.error).toEqual({
      name: ["Name must be lowercase with underscores only"],
      displayName: ["Display name is required"],
    });
  });
});

describe("the submit form's headline", () => {
  it("is 'Missing Required Fields' when a starred field is empty, else the first error", () => {
    const missing = parseWithZod(formData({ name: "Half Park" }), { schema: SubmissionSchema });
    expect(submissionProblem(missing.status === "error" ? (missing.error ?? {}) : {})).toEqual({
      title: "Missing Required Fields",
      message: "Please fill in all required fields.",
    });
    expect(
      submissionProblem({ imageUrl: ["Please enter a valid image URL starting with http:// or https://"] }),
    ).toEqual({
      title: "Submission Failed",
      message: "Please enter a valid image URL starting with http:// or https://",
    });
  });
});
