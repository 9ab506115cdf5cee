// The place texts' plurals and numbers, in both languages, as i18next picks them.
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "./index";

function translator(lng: "en" | "es") {
  const instance = createInstance({
    resources: RESOURCES,
    lng,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
  });
  void instance.init();
  return instance.getFixedT(lng, "place");
}

describe("the place texts' plurals", () => {
  it("say one review, star and photo limit in the singular and more in the plural, in English", () => {
    const t = translator("en");
    expect(t("reviews.countLine", { average: "4.0", count: 1 })).toBe("4.0 · 1 review");
    expect(t("reviews.countLine", { average: "4.6", count: 1234 })).toBe("4.6 · 1,234 reviews");
    expect(t("reviews.stars", { count: 1 })).toBe("1 star");
    expect(t("reviews.stars", { count: 4 })).toBe("4 stars");
    expect(t("reviews.spreadRow", { count: 4, reviews: 1 })).toBe("4 stars: 1");
    expect(t("reviews.spreadRow", { count: 1, reviews: 7 })).toBe("1 star: 7");
    expect(t("reviews.bySizeRow", { size: "Large dogs", average: "4.0", count: 1 })).toBe(
      "Large dogs: 4.0 from 1 review",
    );
  });

  it("do the same in Spanish, a million taking the many form", () => {
    const t = translator("es");
    expect(t("reviews.countLine", { average: "4.0", count: 1 })).toBe("4.0 · 1 reseña");
    expect(t("reviews.countLine", { average: "4.6", count: 12 })).toBe("4.6 · 12 reseñas");
    expect(t("reviews.countLine", { average: "4.6", count: 1_000_000 })).toMatch(/ reseñas$/);
    expect(t("reviews.stars", { count: 1 })).toBe("1 estrella");
    expect(t("reviews.stars", { count: 5 })).toBe("5 estrellas");
    expect(t("reviews.spreadRow", { count: 4, reviews: 1 })).toBe("4 estrellas: 1");
    expect(t("reviews.bySizeRow", { size: "Perros grandes", average: "4.0", count: 3 })).toBe(
      "Perros grandes: 4.0 en 3 reseñas",
    );
    expect(t("reviewErrors.limitReviews", { max: 5 })).toBe(
      "Puedes escribir como máximo 5 reseñas al día. Vuelve mañana.",
    );
  });
});
