import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { CATEGORY_PREFIXES } from "./lib/vocabulary";

export default [
  index("routes/public/home.tsx"),
  route("explore", "routes/public/explore.tsx", { id: "explore" }),
  route("search", "routes/public/explore.tsx", { id: "search" }),
  route("search/suggestions", "routes/public/search-suggestions.ts"),
  ...CATEGORY_PREFIXES.flatMap((page) => [
    route(page, "routes/public/category.tsx", { id: `category-${page}` }),
    route(`${page}/:slug`, "routes/public/place.tsx", { id: `place-${page}` }),
  ]),
  route("region/:region", "routes/public/area.tsx", { id: "region" }),
  route("city/:city", "routes/public/area.tsx", { id: "city" }),
  route("regions/:region", "routes/public/legacy-redirect.tsx", { id: "legacy-regions" }),
  route("cities/:city", "routes/public/legacy-redirect.tsx", { id: "legacy-cities" }),
  route("report/:slug", "routes/public/report.tsx"),
  route("review/:slug", "routes/public/review.tsx"),
  route("faq", "routes/public/faq.tsx"),
  route("contact", "routes/public/contact.tsx"),
  route("privacy", "routes/public/privacy.tsx"),
  route("terms", "routes/public/terms.tsx"),
  route("offline", "routes/public/offline.tsx"),

  route("auth", "routes/auth/auth.tsx"),
  route("auth/sign-out", "routes/auth/sign-out.ts"),
  route("auth/forgot-password", "routes/auth/forgot-password.tsx"),
  route("auth/reset-password", "routes/auth/reset-password.tsx"),
  route("auth/admin-role", "routes/auth/admin-role.tsx"),
  route("api/auth/*", "routes/auth/api.auth.ts"),

  route("submit", "routes/account/submit.tsx"),
  route("my-submissions", "routes/account/my-submissions.tsx"),
  route("account", "routes/account/account.tsx"),
  route("account/export.json", "routes/account/export[.]json.ts"),
  route("lists", "routes/account/lists.tsx"),
  route("lists/save", "routes/account/save.ts"),
  route("lists/add", "routes/account/add-to-list.ts"),
  route("lists/:id", "routes/account/list.tsx"),
  route("lists/shared/:token", "routes/public/shared-list.tsx"),

  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/submissions/route.tsx"),
      route("locations", "routes/admin/locations.tsx"),
      route("import", "routes/admin/import.tsx"),
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
  route("manifest.webmanifest", "routes/seo/manifest[.]webmanifest.ts"),
  route("healthz", "routes/healthz.ts"),

  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
