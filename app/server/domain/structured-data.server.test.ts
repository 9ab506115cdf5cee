import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  placeJsonLd,
  placeSummary,
  schemaOpeningHours,
  webPageJsonLd,
  webSiteJsonLd,
  type PlaceFacts,
} from "./structured-data.server";

const SITE = "https://example.org";

function place(overrides: Partial<PlaceFacts> = {}): PlaceFacts {
  return {
    slug: "sunny-dog-beach",
    name: "Sunny Dog Beach",
    category: "dog-beach",
    city: "Sarasota",
    county: "Sarasota",
    address: "1 Beach Rd",
    zip: "34236",
    phone: null,
    lat: 27.3,
    lng: -82.5,
    leashPolicy: "off-leash",
    fees: "free",
    hours: null,
    amenities: ["parking", "showers"],
    photos: [],
    imageUrl: null,
    mapUrl: null,
    externalLinks: { official: "https://sarasota.example/beach" },
    description: null,
    ...overrides,
  };
}

describe("place structured data", () => {
  it("uses the category's schema.org type, the canonical URL and a postal address", () => {
    const ld = placeJsonLd(SITE, place());
    expect(ld["@type"]).toBe("Beach");
    expect(ld.url).toBe("https://example.org/beaches/sunny-dog-beach");
    expect(ld.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "1 Beach Rd",
      addressLocality: "Sarasota",
      addressRegion: "FL",
      postalCode: "34236",
      addressCountry: "US",
    });
    expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: 27.3, longitude: -82.5 });
    expect(ld.sameAs).toBe("https://sarasota.example/beach");
    expect(placeJsonLd(SITE, place({ category: "farmers-market" }))["@type"]).toBe("LocalBusiness");
    expect(placeJsonLd(SITE, place({ category: "hiking-area" }))["@type"]).toBe("TouristAttraction");
    expect(placeJsonLd(SITE, place({ category: "state-park" }))["@type"]).toBe("Park");
  });

  it("lists amenities as features, and states free access, public access and the pet policy", () => {
    const ld = placeJsonLd(SITE, place());
    expect(ld.amenityFeature).toEqual([
      { "@type": "LocationFeatureSpecification", name: "Parking", value: true },
      { "@type": "LocationFeatureSpecification", name: "Showers", value: true },
    ]);
    expect(ld.isAccessibleForFree).toBe(true);
    expect(placeJsonLd(SITE, place({ fees: "paid" })).isAccessibleForFree).toBe(false);
    expect(placeJsonLd(SITE, place({ fees: null }))).not.toHaveProperty("isAccessibleForFree");
    expect(ld.publicAccess).toBe(true);
    expect(ld.petsAllowed).toBe("Dogs welcome: Off-Leash Allowed");
  });

  it("leaves out coordinates that are not known and gives no rating without published reviews", () => {
    const ld = placeJsonLd(SITE, place({ lat: null, lng: null }));
    expect(ld).not.toHaveProperty("geo");
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");
    const none = { summary: { count: 0, average: null, spread: [], bySize: [], tags: [] }, shown: [] };
    expect(placeJsonLd(SITE, place(), none)).not.toHaveProperty("aggregateRating");
  });

  it("rates a place from its published reviews, with their real count and the reviews shown", () => {
    const summary = { count: 12, average: 4.6, spread: [], bySize: [], tags: [] };
    const shown = [
      {
        id: "r1",
        authorName: "Maria G.",
        rating: 5,
        visitMonth: "2026-03",
        dogSizes: ["large" as const],
        tags: [],
        text: "Shade under the pines and calm water for Bo.",
        language: "en",
        publishedAt: "2026-03-14T15:00:00.000Z",
        photos: [],
      },
    ];
    const ld = placeJsonLd(SITE, place(), { summary, shown });
    expect(ld.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Maria G." },
        datePublished: "2026-03-14",
        reviewBody: "Shade under the pines and calm water for Bo.",
        inLanguage: "en",
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it("uses the photos as images, else the site image, and writes a description when there is none", () => {
    expect(placeJsonLd(SITE, place()).image).toBe("https://example.org/og-image.png");
    expect(placeJsonLd(SITE, place({ photos: ["/uploads/a.webp"] })).image).toEqual([
      "https://example.org/uploads/a.webp",
    ]);
    expect(placeJsonLd(SITE, place()).description).toBe(
      "Sunny Dog Beach is a dog-friendly dog beach in Sarasota, Florida. Leash policy: Off-Leash Allowed. Free entry.",
    );
    expect(placeJsonLd(SITE, place({ description: "Wide sand." })).description).toBe("Wide sand.");
  });
});

describe("site structured data", () => {
  it("describes the organisation and the site search", () => {
    expect(organizationJsonLd(SITE)).toMatchObject({
      "@type": "Organization",
      name: "Florida Dog Places",
      url: `${SITE}/`,
    });
    expect(webSiteJsonLd(SITE).potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${SITE}/explore?search={search_term_string}` },
      "query-input": "required name=search_term_string",
    });
  });

  it("builds FAQ pages and breadcrumbs", () => {
    const faq = faqPageJsonLd(SITE, [{ question: "Q?", answer: "A." }]);
    expect(faq.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
    const crumbs = breadcrumbJsonLd(SITE, [
      { name: "Home", path: "/" },
      { name: "Beaches", path: "/beaches" },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Beaches", item: `${SITE}/beaches` },
    ]);
  });
});

describe("schemaOpeningHours", () => {
  it("passes on hours written the way schema.org reads them", () => {
    expect(schemaOpeningHours("Mo-Fr 09:00-17:00; Sa,Su 08:00-12:00,13:00-18:00")).toEqual([
      "Mo-Fr 09:00-17:00",
      "Sa,Su 08:00-12:00,13:00-18:00",
    ]);
  });

  it("leaves out prose, seasons and sun times rather than guess", () => {
    expect(schemaOpeningHours("Dawn to dusk")).toBeNull();
    expect(schemaOpeningHours("Apr-Sep Mo-Su 07:00-09:00")).toBeNull();
    expect(schemaOpeningHours("Mo-Su 08:00-sunset")).toBeNull();
    expect(schemaOpeningHours(null)).toBeNull();
  });
});

describe("placeSummary", () => {
  it("says Florida once for a place without a city", () => {
    expect(
      placeSummary({
        name: "Canaveral National Seashore",
        category: "nature-preserve",
        city: null,
        leashPolicy: null,
        fees: null,
      }),
    ).toBe("Canaveral National Seashore is a dog-friendly nature preserve in Florida.");
  });
});

describe("structured data of a Spanish page", () => {
  it("gives the place its Spanish address and words, and the page its language", () => {
    const ld = placeJsonLd(SITE, place(), undefined, "es");
    expect(ld.url).toBe("https://example.org/es/beaches/sunny-dog-beach");
    expect(ld["@id"]).toBe("https://example.org/es/beaches/sunny-dog-beach#place");
    expect(String(ld.petsAllowed)).toMatch(/^Se admiten perros: /);
    expect(String(ld.description)).toMatch(/^Sunny Dog Beach es un lugar que admite perros en Sarasota, Florida/);

    const page = webPageJsonLd(
      SITE,
      { path: "/beaches/sunny-dog-beach", name: "Sunny Dog Beach", about: `${ld["@id"]}` },
      "es",
    );
    expect(page).toMatchObject({
      "@type": "WebPage",
      url: "https://example.org/es/beaches/sunny-dog-beach",
      inLanguage: "es-US",
      mainEntity: { "@id": "https://example.org/es/beaches/sunny-dog-beach#place" },
    });
    expect(webPageJsonLd(SITE, { path: "/beaches/sunny-dog-beach", name: "Sunny Dog Beach" }).inLanguage).toBe("en-US");
  });

  it("writes the breadcrumb's and the site's addresses under /es", () => {
    const crumbs = breadcrumbJsonLd(
      SITE,
      [
        { name: "Inicio", path: "/" },
        { name: "Playas", path: "/beaches" },
      ],
      "es",
    );
    expect((crumbs.itemListElement as { item: string }[]).map((c) => c.item)).toEqual([
      "https://example.org/es",
      "https://example.org/es/beaches",
    ]);
    const site = webSiteJsonLd(SITE, "es");
    expect(site.inLanguage).toBe("es-US");
    expect(site.potentialAction).toMatchObject({
      target: { urlTemplate: `${SITE}/es/explore?search={search_term_string}` },
    });
  });

  it("keeps the English summary word for word", () => {
    expect(
      placeSummary({ name: "A", category: "dog-park", city: "Tampa", leashPolicy: "off-leash", fees: "paid" }),
    ).toBe("A is a dog-friendly dog park in Tampa, Florida. Leash policy: Off-Leash Allowed. Entry fee applies.");
  });
});
