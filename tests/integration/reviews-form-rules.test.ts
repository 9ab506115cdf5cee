// Owners' reviews: the rules of the review form, field by field.
import { describe, expect, it } from "vitest";
import { placeReviewSchema, REVIEW_MESSAGES } from "~/lib/schemas-reviews";
import { GOOD_TEXT } from "./reviews-fixtures";

describe("the review form's rules", () => {
  const now = () => new Date("2026-11-25T12:00:00Z");
  const schema = placeReviewSchema(now);
  const valid = { rating: "5", visitMonth: "2026-11", dogSizes: ["small", "large"], tags: [], text: GOOD_TEXT };

  it("accepts a whole review and reads one checked box as a list", () => {
    expect(schema.safeParse(valid).success).toBe(true);
    const one = schema.parse({ ...valid, dogSizes: "medium", tags: "bugs" });
    expect(one.dogSizes).toEqual(["medium"]);
    expect(one.tags).toEqual(["bugs"]);
  });

  it.each([
    ["rating 0", { rating: "0" }, "rating", REVIEW_MESSAGES.rating],
    ["rating 6", { rating: "6" }, "rating", REVIEW_MESSAGES.rating],
    ["rating abc", { rating: "abc" }, "rating", REVIEW_MESSAGES.rating],
    ["rating 4.5", { rating: "4.5" }, "rating", REVIEW_MESSAGES.rating],
    ["a month in the future", { visitMonth: "2026-12" }, "visitMonth", REVIEW_MESSAGES.futureVisit],
    ["no month", { visitMonth: undefined }, "visitMonth", REVIEW_MESSAGES.visitMonth],
    ["month 13", { visitMonth: "2026-13" }, "visitMonth", REVIEW_MESSAGES.visitMonth],
    ["no dog", { dogSizes: undefined }, "dogSizes", REVIEW_MESSAGES.dogSizes],
    ["29 characters", { text: "x".repeat(29) }, "text", REVIEW_MESSAGES.textShort],
    ["2,001 characters", { text: "x".repeat(2001) }, "text", REVIEW_MESSAGES.textLong],
    [
      "a control character",
      { text: `${GOOD_TEXT}\u0007` },
      "text",
      "Remove the invisible control character from this field",
    ],
  ])("refuses %s at its field", (_name, change, field, message) => {
    const result = schema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.filter((i) => i.path[0] === field).map((i) => i.message);
    expect(issues).toContain(message);
  });

  it("takes exactly 30 and 2,000 characters", () => {
    expect(schema.safeParse({ ...valid, text: "x".repeat(30) }).success).toBe(true);
    expect(schema.safeParse({ ...valid, text: "x".repeat(2000) }).success).toBe(true);
  });
});
