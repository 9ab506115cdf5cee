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
  it("finds the language of an address by its prefix, English elsewhere", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/explore")).toBe("en");
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/es/explore")).toBe("es");
    expect(localeOfPath("/espresso")).toBe("en");
  });

  it("takes the prefix off an address, its query and fragment kept", () => {
    expect(unlocalizedPath("/es")).toBe("/");
    expect(unlocalizedPath("/es/")).toBe("/");
    expect(unlocalizedPath("/es/explore?q=x")).toBe("/explore?q=x");
    expect(unlocalizedPath("/es?page=2")).toBe("/?page=2");
    expect(unlocalizedPath("/es#top")).toBe("/#top");
    expect(unlocalizedPath("/espresso")).toBe("/espresso");
    expect(unlocalizedPath("/explore")).toBe("/explore");
  });

  it("writes an address in a language, whatever language it was in", () => {
    expect(localizePath("/", "es")).toBe("/es");
    expect(localizePath("/?page=2", "es")).toBe("/es?page=2");
    expect(localizePath("/#top", "es")).toBe("/es#top");
    expect(localizePath("/explore?q=x", "es")).toBe("/es/explore?q=x");
    expect(localizePath("/es/explore", "en")).toBe("/explore");
    expect(localizePath("/es/explore", "es")).toBe("/es/explore");
    expect(localizePath("https://example.com/x", "es")).toBe("https://example.com/x");
    expect(localizePath("//example.com/x", "es")).toBe("//example.com/x");
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
