import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  LANGUAGE_META,
  LOCALES,
  localeOfPath,
  localizePath,
  OG_LOCALE,
  unlocalizedPath,
} from "./i18n";

describe("the address grammar", () => {
  it.each([
    ["/", "en"],
    ["/explore", "en"],
    ["/es", "es"],
    ["/es/explore", "es"],
    ["/espresso", "en"],
  ])("finds the language of an address by its prefix, English elsewhere: %s", (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  it.each([
    ["/es", "/"],
    ["/es/", "/"],
    ["/es/explore?q=x", "/explore?q=x"],
    ["/es?page=2", "/?page=2"],
    ["/es#top", "/#top"],
    ["/espresso", "/espresso"],
    ["/explore", "/explore"],
  ])("takes the prefix off an address, its query and fragment kept: %s", (path, unlocalized) => {
    expect(unlocalizedPath(path)).toBe(unlocalized);
  });

  it.each([
    ["/", "es", "/es"],
    ["/?page=2", "es", "/es?page=2"],
    ["/#top", "es", "/es#top"],
    ["/explore?q=x", "es", "/es/explore?q=x"],
    ["/es/explore", "en", "/explore"],
    ["/es/explore", "es", "/es/explore"],
    ["https://example.com/x", "es", "https://example.com/x"],
    ["//example.com/x", "es", "//example.com/x"],
  ] as const)("writes an address in a language, whatever language it was in: %s in %s", (path, locale, localized) => {
    expect(localizePath(path, locale)).toBe(localized);
  });
});

describe("the list of languages", () => {
  it("gives each language's codes and names from its folder, the default first", () => {
    expect(LOCALES).toEqual(["en", "es"]);
    expect(DEFAULT_LOCALE).toBe("en");
    expect(INTL_LOCALE).toEqual({ en: "en-US", es: "es-US" });
    expect(OG_LOCALE).toEqual({ en: "en_US", es: "es_US" });
    expect([LANGUAGE_META.en.name, LANGUAGE_META.es.name]).toEqual(["English", "Español"]);
  });
});
