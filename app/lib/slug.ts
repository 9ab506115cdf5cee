/**
 * Slug of a place name (SPEC §5): lowercased, anything but letters, digits,
 * spaces and hyphens removed, spaces to hyphens, repeated hyphens collapsed.
 */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, "")
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The first of slug, slug-1, slug-2 … not in `taken`. */
export function uniqueSlug(base: string, taken: Pick<ReadonlySet<string>, "has">): string {
  const root = base || "place";
  if (!taken.has(root)) return root;
  for (let i = 1; ; i++) {
    const candidate = `${root}-${i}`;
    if (!taken.has(candidate)) return candidate;
  }
}
