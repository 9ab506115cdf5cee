// Page metadata: title, description, canonical, Open Graph and Twitter tags, JSON-LD.
import type { MetaDescriptor } from "react-router";
import { BRAND } from "./site";
import { DEFAULT_LOCALE, isLocale, localizePath, LOCALES, OG_LOCALE, type Locale } from "./i18n";

export const DEFAULT_OG_IMAGE = "/og-image.png";

type RootMatch = { id: string; data?: unknown } | undefined;

/** The site's origin for this request (SITE_URL, or the address the visitor used), from the root loader. */
export function siteUrlFrom(matches: readonly RootMatch[]): string {
  const root = matches.find((m) => m?.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** The language of the page being described, from the root loader. */
export function localeFrom(matches: readonly RootMatch[]): Locale {
  const root = matches.find((m) => m?.id === "root")?.data as { locale?: unknown } | undefined;
  return isLocale(root?.locale) ? root.locale : DEFAULT_LOCALE;
}

export type PageSeo = {
  title: string;
  description: string;
  /**
   * Path of the canonical URL in English, e.g. "/beaches/davis-islands-dog-beach": a Spanish page is
   * canonical at its own address under /es, and each language lists the other as its alternate.
   */
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
  const locale = localeFrom(matches);
  const url = absolute(siteUrl, localizePath(page.path, locale));
  const image = absolute(siteUrl, page.image || DEFAULT_OG_IMAGE);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: BRAND },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: "og:locale:alternate",
      content: OG_LOCALE[other],
    })),
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
  else tags.push(...languageAlternates(siteUrl, page.path));
  for (const data of page.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** The address of each language's version of an English path, and x-default (English) for any other language. */
export function languageAlternates(siteUrl: string, path: string): MetaDescriptor[] {
  return [
    ...LOCALES.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: absolute(siteUrl, localizePath(path, locale)),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: absolute(siteUrl, localizePath(path, DEFAULT_LOCALE)),
    },
  ];
}

/** The tags of an admin tab ("Reports - Admin Panel | Florida Dog Places"), kept out of search engines. */
export function adminMeta(tab: string, description: string, path: string) {
  return ({ matches }: { matches: readonly RootMatch[] }) =>
    seoMeta(matches, { title: `${tab} - Admin Panel | ${BRAND}`, description, path, noindex: true });
}

/**
 * The meta function of a page kept out of search engines (sign-in, a person's own pages): its title
 * and description as the loader translated them (`seo`), else these English ones.
 */
export function unlistedPageMeta(path: string, english: { title: string; description: string }) {
  return ({
    matches,
    loaderData,
  }: {
    matches: readonly RootMatch[];
    loaderData?: { seo?: { title: string; description: string } | null } | null;
  }) =>
    seoMeta(matches, {
      title: loaderData?.seo?.title ?? english.title,
      description: loaderData?.seo?.description ?? english.description,
      path,
      noindex: true,
    });
}

/**
 * The meta function of a person's own page (not indexed), with the title and description its loader
 * wrote in the page's language; `title` while there is none.
 */
export function ownPageMeta(path: string, title: string) {
  return ({
    matches,
    data,
  }: {
    matches: readonly RootMatch[];
    data?: { title?: string; description?: string } | null;
  }) =>
    seoMeta(matches, {
      title: `${data?.title ?? title} | ${BRAND}`,
      description: data?.description ?? "",
      path,
      noindex: true,
    });
}
