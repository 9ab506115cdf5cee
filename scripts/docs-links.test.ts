// Every link between the project's own pages (README.md, ARCHITECTURE.md, docs/) leads to a file
// that exists and, when it names a heading, to that heading.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchorsOf(file: string) {
  const text = fs.readFileSync(file, "utf8").replace(/^```[\s\S]*?^```/gm, "");
  return new Set(
    [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) =>
      match[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, "")
        .replace(/ /g, "-"),
    ),
  );
}

/** Each relative link of a page, as written. */
function linksOf(file: string) {
  const text = fs.readFileSync(file, "utf8").replace(/^```[\s\S]*?^```/gm, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

const pages = [
  path.join(ROOT, "README.md"),
  path.join(ROOT, "ARCHITECTURE.md"),
  ...markdownFiles(path.join(ROOT, "docs")),
];

describe("links between the project's pages", () => {
  it("lead to files and headings that exist", () => {
    const broken = pages.flatMap((page) =>
      linksOf(page).flatMap((link) => {
        const [target = "", anchor] = link.split("#");
        const file = target === "" ? page : path.resolve(path.dirname(page), decodeURIComponent(target));
        const where = `${path.relative(ROOT, page)}: ${link}`;
        if (!fs.existsSync(file)) return [`${where} (no such file)`];
        if (anchor && file.endsWith(".md") && !anchorsOf(file).has(anchor)) return [`${where} (no such heading)`];
        return [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("include the configuration page from the README", () => {
    expect(linksOf(path.join(ROOT, "README.md"))).toContain("docs/configuration.md");
  });
});
