// The browser's i18next (app/i18n-browser) answers what i18next answers on the server, for every text of both
// languages: a page the server rendered hydrates with the same words.
import { createInstance as createI18next } from "i18next";
import { describe, expect, it } from "vitest";
import { LOCALES } from "~/lib/i18n";
import { NAMESPACES, RESOURCES } from "~/locales";
import { I18NEXT_OPTIONS } from "~/server/reference/i18n.server";
import { createInstance as createBrowser } from "~/i18n-browser/i18next";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 21, 1_000_000, 1.5];

/** Values for every placeholder of `text` but `count`. */
function valuesFor(text: string): Record<string, unknown> {
  const names = [...text.matchAll(/\{\{\s*-?\s*([\w.]+)/g)].map((m) => m[1]!);
  return Object.fromEntries(names.filter((n) => n !== "count").map((n) => [n, `‹${n}›`]));
}

describe.each(LOCALES)("the browser's texts in %s", (locale) => {
  const server = createI18next({ ...I18NEXT_OPTIONS, lng: locale });
  void server.init();
  const browser = createBrowser({ ...I18NEXT_OPTIONS, lng: locale, fallbackLng: false });

  it("are i18next's, for every key of every namespace, with and without counts", () => {
    const differing: string[] = [];
    for (const ns of NAMESPACES) {
      const serverT = server.getFixedT(locale, ns);
      const browserT = browser.getFixedT(null, ns);
      const keys = new Map<string, string>();
      for (const [key, text] of leaves(RESOURCES[locale][ns] as Tree)) {
        const base = key.replace(PLURAL, "");
        keys.set(base, (keys.get(base) ?? "") + text);
      }
      for (const [key, texts] of keys) {
        const values = valuesFor(texts);
        const runs: Record<string, unknown>[] = [values, ...COUNTS.map((count) => ({ ...values, count }))];
        for (const options of runs) {
          const expected = serverT(key as never, options as never) as unknown as string;
          const actual = browserT(key, options);
          if (actual !== expected) differing.push(`${ns}:${key} ${JSON.stringify(options)}: ${actual} ≠ ${expected}`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it("look in each namespace of a translator in turn, and in the one a key names", () => {
    const serverT = server.getFixedT(locale, ["place", "facts"]);
    const browserT = browser.getFixedT(null, ["place", "facts"]);
    for (const key of ["category.dog-beach", "facts:leash.off-leash", "common:skipToContent", "notListed"])
      expect(browserT(key)).toBe(serverT(key as never));
  });

  it("say a missing text as i18next does: its default, else its key", () => {
    const serverT = server.getFixedT(locale, "facts");
    const browserT = browser.getFixedT(null, "facts");
    for (const [key, options] of [
      ["amenity.kayaks", {}],
      ["amenity.kayaks", { defaultValue: "Kayaks" }],
      ["browse:nothing.here", { count: 2 }],
      ["category", {}],
    ] as const) {
      expect(browserT(key, options)).toBe(serverT(key as never, options as never));
    }
    expect(browserT("category", { returnObjects: true })).toEqual(serverT("category", { returnObjects: true }));
  });
});
