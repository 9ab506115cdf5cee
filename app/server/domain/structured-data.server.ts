// Every JSON-LD object the site publishes (schema.org), built in one place from the database rows.
import { DEFAULT_OG_IMAGE } from "~/lib/seo";
import { BRAND, TAGLINE } from "~/lib/site";
import type { PublishedReview, ReviewSummary } from "~/lib/reviews";
import { amenityLabel, CATEGORIES, categoryLabel, leashLabel, placePath } from "~/lib/vocabulary";
import type { ExternalLinks, Location } from "../infra/schema.server";

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

export function organizationJsonLd(siteUrl: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: BRAND,
    url: `${siteUrl}/`,
    logo: absolute(siteUrl, DEFAULT_OG_IMAGE),
    description: TAGLINE,
    areaServed: { "@type": "State", name: "Florida" },
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", url: `${siteUrl}/contact` },
  };
}

export function webSiteJsonLd(siteUrl: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: BRAND,
    url: `${siteUrl}/`,
    publisher: { "@id": `${siteUrl}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/explore?search={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

export type Question = { question: string; answer: string };

export function faqPageJsonLd(siteUrl: string, questions: readonly Question[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    url: `${siteUrl}/faq`,
    mainEntity: questions.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  };
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absolute(siteUrl, c.path),
    })),
  };
}

/** The breadcrumb of a page one step below the home page: a category list, a region, a city. */
export function pageBreadcrumbJsonLd(siteUrl: string, name: string, path: string): JsonLd {
  return breadcrumbJsonLd(siteUrl, [
    { name: "Home", path: "/" },
    { name, path },
  ]);
}

/** The facts of a place that its structured data is made from. */
export type PlaceFacts = Pick<
  Location,
  | "slug"
  | "name"
  | "category"
  | "city"
  | "county"
  | "address"
  | "zip"
  | "phone"
  | "lat"
  | "lng"
  | "leashPolicy"
  | "fees"
  | "hours"
  | "amenities"
  | "photos"
  | "imageUrl"
  | "mapUrl"
  | "description"
> & { externalLinks: ExternalLinks | null };

/** The schema.org type that fits a category (Beach, Park, LocalBusiness, TouristAttraction). */
export function schemaTypeOf(category: string) {
  return CATEGORIES.find((c) => c.value === category)?.schemaType ?? "Park";
}

/** A sentence describing the place when the directory has no description of its own. */
export function placeSummary(place: Pick<PlaceFacts, "name" | "category" | "city" | "leashPolicy" | "fees">) {
  const where = place.city ? `${place.city}, Florida` : "Florida";
  const parts = [`${place.name} is a dog-friendly ${categoryLabel(place.category).toLowerCase()} in ${where}.`];
  const leash = leashLabel(place.leashPolicy);
  if (leash) parts.push(`Leash policy: ${leash}.`);
  if (place.fees === "free") parts.push("Free entry.");
  if (place.fees === "paid") parts.push("Entry fee applies.");
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

export function placeJsonLd(siteUrl: string, place: PlaceFacts, reviews?: ShownReviews): JsonLd {
  const url = absolute(siteUrl, placePath(place));
  const images = [...place.photos, ...(place.imageUrl ? [place.imageUrl] : [])].map((src) => absolute(siteUrl, src));
  const leash = leashLabel(place.leashPolicy);
  const hasGeo = typeof place.lat === "number" && typeof place.lng === "number";

  return compact({
    "@context": CONTEXT,
    "@type": schemaTypeOf(place.category),
    "@id": `${url}#place`,
    name: place.name,
    description: place.description || placeSummary(place),
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
      name: amenityLabel(name),
      value: true,
    })),
    isAccessibleForFree: place.fees === "free" ? true : place.fees === "paid" ? false : null,
    publicAccess: true,
    petsAllowed: leash ? `Dogs welcome: ${leash}` : true,
    additionalType: categoryLabel(place.category),
    ...reviewsJsonLd(reviews),
  });
}
