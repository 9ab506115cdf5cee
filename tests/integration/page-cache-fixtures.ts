// What the page cache tests share: the place whose page they render and change.
export const place = {
  slug: "cached-dog-beach",
  name: "Cached Dog Beach",
  category: "dog-beach" as const,
  region: "central" as const,
};
