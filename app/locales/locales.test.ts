// Every English text has its text in each other language of the list (Spanish), with the same
// placeholders, and every plural has the forms that language needs (Spanish: one, many, other).
import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, INTL_LOCALE, LOCALES } from "~/lib/i18n";
import { en, RESOURCES } from "./index";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

const english = leaves(en as unknown as Tree);

describe.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))("the texts in %s", (locale) => {
  const texts = leaves(RESOURCES[locale] as unknown as Tree);
  const forms = new Intl.PluralRules(INTL_LOCALE[locale]).resolvedOptions().pluralCategories;
  const pluralForm = new RegExp(`_(?:${forms.join("|")})$`);

  it("have every English key and no other (but the language's plural forms)", () => {
    const missing = [...english.keys()].filter((key) => !texts.has(key));
    const extra = [...texts.keys()].filter((key) => !english.has(key) && !pluralForm.test(key));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it("use the placeholders their English texts use", () => {
    const differing = [...english].filter(([key, text]) => {
      const other = texts.get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("give every plural the language's forms (Spanish: one, many and other)", () => {
    const plurals = [...texts.keys()].filter((key) => key.endsWith("_other")).map((key) => key.slice(0, -6));
    const incomplete = plurals.filter((base) => forms.some((form) => !texts.has(`${base}_${form}`)));
    expect(incomplete).toEqual([]);
  });
});
