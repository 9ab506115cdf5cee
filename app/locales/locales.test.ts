// Every English text has its Spanish one, with the same placeholders, and every Spanish plural
// has the forms Spanish needs.
import { describe, expect, it } from "vitest";
import { en, es } from "./index";

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
const spanish = leaves(es as unknown as Tree);

describe("the Spanish texts", () => {
  it("have every English key and no other (but Spanish plural forms)", () => {
    const missing = [...english.keys()].filter((key) => !spanish.has(key));
    const extra = [...spanish.keys()].filter((key) => !english.has(key) && !/_many$/.test(key));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it("use the placeholders their English texts use", () => {
    const differing = [...english].filter(([key, text]) => {
      const other = spanish.get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it("give every plural its one, many and other forms", () => {
    const plurals = [...spanish.keys()].filter((key) => key.endsWith("_other")).map((key) => key.slice(0, -6));
    const incomplete = plurals.filter((base) => !spanish.has(`${base}_one`) || !spanish.has(`${base}_many`));
    expect(incomplete).toEqual([]);
  });
});
