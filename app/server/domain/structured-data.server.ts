// Every JSON-LD object the site publishes (schema.org), built in one place from the database rows.
import { DEFAULT_LOCALE, INTL_LOCALE, localizePath, type Locale } from "~/lib/i18n";
import { isAmenityKey } from "~/lib/place-i18n";
import { DEFAULT_OG_IMAGE } from "~/lib/seo";
import { BRAND, TAGLINE } from "~/lib/site";
import type { PublishedReview, ReviewSummary } from "~/lib/reviews";
import type { PlaceWhereabouts } from "~/lib/models";
import { amenityLabel, CATEGORIES, isCategory, placePath } from "~/lib/vocabulary";
import type { ExternalLinks, Location } from "../infra/schema.server";
import { translatorFor } from "../reference/i18n.server";

const CONTEXT = "https://schema.org";

type JsonLd = Record<string, unknown>;

function absolute(siteUrl: string, pathOrUrl: string) {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Drops keys whose value is null, undefined or an empty string or list, so the output states only known facts. */
function compact<T extends JsonLd>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}

export function organizationJsonLd(siteUrl: string, locale: Locale = DEFAULT_LOCALE): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: BRAND,
    url: `${siteUrl}/`,
    logo: absolute(siteUrl, DEFAULT_OG_IMAGE),
    description: TAGLINE,
    areaServed: { "@type": "State", name: "Florida" },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      url: absolute(siteUrl, localizePath("/contact", locale)),
    },
  };
}

/** The site, in `locale`: its home and search addresses in that language, and `inLanguage`. */
export function webSiteJsonLd(siteUrl: string, locale: Locale = DEFAULT_LOCALE): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: BRAND,
    url: locale === DEFAULT_LOCALE ? `${siteUrl}/` : absolute(siteUrl, localizePath("/", locale)),
    inLanguage: INTL_LOCALE[locale],
    publisher: { "@id": `${siteUrl}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absolute(siteUrl, localizePath("/explore", locale))}?search={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

export type Question = { question: string; answer: string };

export function faqPageJsonLd(
  siteUrl: string,
  questions: readonly Question[],
  locale: Locale = DEFAULT_LOCALE,
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    url: absolute(siteUrl, localizePath("/faq", locale)),
    inLanguage: INTL_LOCALE[locale],
    mainEntity: questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  };
}

export type Crumb = { name: string; path: string };

/** A page's breadcrumb; `path`s are English and are written in `locale`. */
export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[], locale: Locale = DEFAULT_LOCALE): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absolute(siteUrl, localizePath(c.path, locale)),
    })),
  };
}

/**
 * The page itself: its address, its language (`inLanguage`, "en-US" / "es-US") and what it is
 * about. schema.org gives a place no language, its page has one.
 */
export function webPageJsonLd(
  siteUrl: string,
  page: { path: string; name: string; description?: string | null; about?: string },
  locale: Locale = DEFAULT_LOCALE,
): JsonLd {
  const url = absolute(siteUrl, localizePath(page.path, locale));
  return compact({
    "@context": CONTEXT,
    "@type": "WebPage",
    "@id": url,
    url,
    name: page.name,
    description: page.description,
    inLanguage: INTL_LOCALE[locale],
    isPartOf: { "@id": `${siteUrl}/#website` },
    mainEntity: page.about ? { "@id": page.about } : null,
  });
}

/** The breadcrumb of a page one step below the home page: a category list, a region, a city. */
export function pageBreadcrumbJsonLd(
  siteUrl: string,
  name: string,
  path: string,
  locale: Locale = DEFAULT_LOCALE,
): JsonLd {
  return breadcrumbJsonLd(
    siteUrl,
    [
      { name: translatorFor(locale, "place")("structuredData.home"), path: "/" },
      { name, path },
    ],
    locale,
  );
}

/** The facts of a place that its structured data is made from. */
export type PlaceFacts = Pick<
  Location,
  | "slug"
  | "name"
  | "category"
  | "phone"
  | "leashPolicy"
  | "fees"
  | "hours"
  | "amenities"
  | "photos"
  | "imageUrl"
  | "mapUrl"
  | "description"
> &
  PlaceWhereabouts & { externalLinks: ExternalLinks | null };

/** The schema.org type that fits a category (Beach, Park, LocalBusiness, TouristAttraction). */
export function schemaTypeOf(category: string) {
  return CATEGORIES.find((c) => c.value === category)?.schemaType ?? "Park";
}

/** A place's category in words ("Dog Beach"), in `locale`. */
function categoryWords(category: string | null, locale: Locale) {
  return isCategory(category)
    ? translatorFor(locale, "facts")(`category.${category}`)
    : translatorFor(locale, "place")("summary.place");
}

/** A place's leash policy in words, in `locale`; null when unknown. */
function leashWords(leashPolicy: PlaceFacts["leashPolicy"], locale: Locale) {
  return leashPolicy ? translatorFor(locale, "facts")(`leash.${leashPolicy}`) : null;
}

/** A sentence describing the place when the directory has no description of its own, in `locale`. */
export function placeSummary(
  place: Pick<PlaceFacts, "name" | "category" | "city" | "leashPolicy" | "fees">,
  locale: Locale = DEFAULT_LOCALE,
) {
  const t = translatorFor(locale, "place");
  const where = place.city ? t("summary.where", { city: place.city }) : t("summary.florida");
  const category = categoryWords(place.category, locale).toLowerCase();
  const parts: string[] = [t("summary.sentence", { name: place.name, category, where })];
  const leash = leashWords(place.leashPolicy, locale);
  if (leash) parts.push(t("summary.leash", { leash }));
  if (place.fees === "free") parts.push(t("summary.free"));
  if (place.fees === "paid") parts.push(t("summary.paid"));
  return parts.join(" ");
}

const DAY = "(?:Mo|Tu|We|Th|Fr|Sa|Su)";
const DAYS = `${DAY}(?:-${DAY})?(?:,${DAY}(?:-${DAY})?)*`;
const TIMES = "\\d\\d:\\d\\d-\\d\\d:\\d\\d(?:,\\d\\d:\\d\\d-\\d\\d:\\d\\d)*";
const SCHEMA_RULE = new RegExp(`^(?:${DAYS} )?${TIMES}$`);

/**
 * The place's general hours as schema.org `openingHours` ("Mo-Fr 09:00-17:00"), only when they are
 * written in that form; prose ("Dawn to dusk") and seasons or sun times are left out, and dog hours are never used.
 */
export function schemaOpeningHours(hours: string | null): string[] | null {
  if (!hours) return null;
  const rules = hours.split(";").map((r) => r.trim().replace(/\s+/g, " "));
  return rules.length && rules.every((r) => SCHEMA_RULE.test(r)) ? rules : null;
}

/** The published reviews a place's page shows: the only source of its rating in structured data. */
export type ShownReviews = { summary: ReviewSummary; shown: PublishedReview[] };

/**
 * `aggregateRating` and `review` from the published reviews on the page, with their real count;
 * nothing at all for a place without any (a rating nobody on the site gave is never published).
 */
function reviewsJsonLd(reviews: ShownReviews | undefined) {
  if (!reviews || !reviews.summary.count || reviews.summary.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.shown.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.authorName },
      datePublished: review.publishedAt.slice(0, 10),
      reviewBody: review.text,
      inLanguage: review.language,
      reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** A place's structured data, its words and address in `locale` (its description as the directory has it). */
export function placeJsonLd(
  siteUrl: string,
  place: PlaceFacts,
  reviews?: ShownReviews,
  locale: Locale = DEFAULT_LOCALE,
): JsonLd {
  const url = absolute(siteUrl, localizePath(placePath(place), locale));
  const images = [...place.photos, ...(place.imageUrl ? [place.imageUrl] : [])].map((src) => absolute(siteUrl, src));
  const leash = leashWords(place.leashPolicy, locale);
  const facts = translatorFor(locale, "facts");
  const hasGeo = typeof place.lat === "number" && typeof place.lng === "number";

  return compact({
    "@context": CONTEXT,
    "@type": schemaTypeOf(place.category),
    "@id": `${url}#place`,
    name: place.name,
    description: place.description || placeSummary(place, locale),
    url,
    image: images.length ? images : absolute(siteUrl, DEFAULT_OG_IMAGE),
    telephone: place.phone,
    address: compact({
      "@type": "PostalAddress",
      streetAddress: place.address,
      addressLocality: place.city,
      addressRegion: "FL",
      postalCode: place.zip,
      addressCountry: "US",
    }),
    geo: hasGeo ? { "@type": "GeoCoordinates", latitude: place.lat, longitude: place.lng } : null,
    hasMap: place.mapUrl,
    openingHours: schemaOpeningHours(place.hours),
    sameAs: place.externalLinks?.official,
    amenityFeature: place.amenities.map((name) => ({
      "@type": "LocationFeatureSpecification",
      name: isAmenityKey(name) ? facts(`amenity.${name}`) : amenityLabel(name),
      value: true,
    })),
    isAccessibleForFree: place.fees === "free" ? true : place.fees === "paid" ? false : null,
    publicAccess: true,
    petsAllowed: leash ? translatorFor(locale, "place")("structuredData.dogsWelcome", { leash }) : true,
    additionalType: categoryWords(place.category, locale),
    ...reviewsJsonLd(reviews),
  });
}
