import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./lib/i18n";
import { CATEGORY_PREFIXES } from "./lib/vocabulary";

/**
 * The pages a visitor reads, in one language: the default (English) at the root, every other under
 * its code (decision 0030), one set per language of the list (decision 0054). Each route's id
 * carries the language's suffix ("explore", "explore-es").
 */
function pages(locale: Locale) {
  const id = (name: string) => (locale === DEFAULT_LOCALE ? name : `${name}-${locale}`);
  const at = (path: string) => (locale === DEFAULT_LOCALE ? path : path ? `${locale}/${path}` : locale);
  return [
    locale === DEFAULT_LOCALE
      ? index("routes/public/home.tsx", { id: id("home") })
      : route(at(""), "routes/public/home.tsx", { id: id("home") }),
    route(at("explore"), "routes/public/explore.tsx", { id: id("explore") }),
    route(at("search"), "routes/public/explore.tsx", { id: id("search") }),
    route(at("search/suggestions"), "routes/public/search-suggestions.ts", { id: id("search-suggestions") }),
    ...CATEGORY_PREFIXES.flatMap((page) => [
      route(at(page), "routes/public/category.tsx", { id: id(`category-${page}`) }),
      route(at(`${page}/:slug`), "routes/public/place/route.tsx", { id: id(`place-${page}`) }),
    ]),
    route(at("region/:region"), "routes/public/area.tsx", { id: id("region") }),
    route(at("city/:city"), "routes/public/area.tsx", { id: id("city") }),
    route(at("report/:slug"), "routes/public/report.tsx", { id: id("report") }),
    route(at("review/:slug"), "routes/public/review.tsx", { id: id("review") }),
    route(at("faq"), "routes/public/faq.tsx", { id: id("faq") }),
    route(at("contact"), "routes/public/contact.tsx", { id: id("contact") }),
    route(at("privacy"), "routes/public/privacy.tsx", { id: id("privacy") }),
    route(at("terms"), "routes/public/terms.tsx", { id: id("terms") }),
    route(at("offline"), "routes/public/offline.tsx", { id: id("offline") }),

    route(at("auth"), "routes/auth/auth.tsx", { id: id("auth") }),
    route(at("auth/forgot-password"), "routes/auth/forgot-password.tsx", { id: id("forgot-password") }),
    route(at("auth/reset-password"), "routes/auth/reset-password.tsx", { id: id("reset-password") }),

    route(at("submit"), "routes/account/submit.tsx", { id: id("submit") }),
    route(at("my-submissions"), "routes/account/my-submissions.tsx", { id: id("my-submissions") }),
    route(at("account"), "routes/account/account/route.tsx", { id: id("account") }),
    route(at("lists"), "routes/account/lists.tsx", { id: id("lists") }),
    route(at("lists/:id"), "routes/account/list/route.tsx", { id: id("list") }),
    route(at("dogs"), "routes/public/dogs.tsx", { id: id("dogs") }),
    route(at("lists/shared/:token"), "routes/public/shared-list.tsx", { id: id("shared-list") }),
  ];
}

export default [
  ...LOCALES.flatMap(pages),
  route("regions/:region", "routes/public/legacy-redirect.tsx", { id: "legacy-regions" }),
  route("cities/:city", "routes/public/legacy-redirect.tsx", { id: "legacy-cities" }),

  route("auth/sign-out", "routes/auth/sign-out.ts"),
  route("auth/admin-role", "routes/auth/admin-role.tsx"),
  route("api/auth/*", "routes/auth/api.auth.ts"),

  route("account/export.json", "routes/account/export[.]json.ts"),
  route("lists/save", "routes/account/save.ts"),
  route("lists/add", "routes/account/add-to-list.ts"),

  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/submissions/route.tsx"),
      route("locations", "routes/admin/locations/route.tsx"),
      route("import", "routes/admin/import.tsx"),
      route("candidates", "routes/admin/candidates/route.tsx"),
      route("candidates/:id", "routes/admin/candidates/detail.tsx"),
      route("amenities", "routes/admin/amenities.tsx"),
      route("reviews", "routes/admin/reviews.tsx"),
      route("reports", "routes/admin/reports.tsx"),
      route("messages", "routes/admin/messages.tsx"),
    ]),
    route("photos", "routes/admin/photos.ts"),
    route("locations/:id/history", "routes/admin/location-history.ts"),
    route("import/template.csv", "routes/admin/import-template[.]csv.ts"),
    route("import/progress", "routes/admin/import-progress.ts"),
    route("dog-hours", "routes/admin/dog-hours.ts"),
  ]),

  route("robots.txt", "routes/seo/robots[.]txt.ts"),
  route("sitemap.xml", "routes/seo/sitemap[.]xml.ts"),
  route("sitemaps/:file", "routes/seo/sitemaps.ts"),
  route("ads.txt", "routes/seo/ads[.]txt.ts"),
  route("open-data/openstreetmap-dog-parks.csv", "routes/seo/openstreetmap-dog-parks[.]csv.ts"),
  route("manifest.webmanifest", "routes/seo/manifest[.]webmanifest.ts"),
  route("healthz", "routes/healthz.ts"),

  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) =>
    route(`${locale}/*`, "routes/public/not-found.tsx", { id: `not-found-${locale}` }),
  ),
  route("*", "routes/public/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
