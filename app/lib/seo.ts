// Page metadata: title, description, canonical, Open Graph and Twitter tags, JSON-LD.
import type { MetaDescriptor } from "react-router";
import { BRAND } from "./site";

export const DEFAULT_OG_IMAGE = "/og-image.png";

type RootMatch = { id: string; data?: unknown } | undefined;

/** The site's origin for this request (SITE_URL, or the address the visitor used), from the root loader. */
export function siteUrlFrom(matches: readonly RootMatch[]): string {
  const root = matches.find((m) => m?.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

export type PageSeo = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/beaches/davis-islands-dog-beach". */
  path: string;
  image?: string | null;
  noindex?: boolean;
  type?: "website" | "article" | "place";
  /** JSON-LD objects for the page. */
  jsonLd?: object[];
};

function absolute(siteUrl: string, pathOrUrl: string) {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`;
}

/** Every tag a page needs for search engines and link previews. */
export function seoMeta(matches: readonly RootMatch[], page: PageSeo): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const url = absolute(siteUrl, page.path);
  const image = absolute(siteUrl, page.image || DEFAULT_OG_IMAGE);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: BRAND },
    { property: "og:type", content: page.type === "article" ? "article" : "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of page.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** The tags of an admin tab ("Reports - Admin Panel | Florida Dog Places"), kept out of search engines. */
export function adminMeta(tab: string, description: string, path: string) {
  return ({ matches }: { matches: readonly RootMatch[] }) =>
    seoMeta(matches, { title: `${tab} - Admin Panel | ${BRAND}`, description, path, noindex: true });
}
