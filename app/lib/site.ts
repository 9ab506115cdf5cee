// Site-wide names and texts that several screens share.
import { CITY_PAGES, cityPagePath } from "./city-pages";
import { CATEGORY_LISTS, REGIONS } from "./vocabulary";
export const BRAND = "Florida Dog Places";
export const TAGLINE = "Florida's most trusted directory of dog-friendly beaches, parks and trails.";
export const DISCLAIMER = "Information may change—verify rules and hours with official sources before visiting.";
export const DATA_CREDIT = "© OpenStreetMap contributors";
export const DATA_CREDIT_URL = "https://www.openstreetmap.org/copyright";

export const MAIN_NAV = [
  { to: "/explore", label: "Explore" },
  ...CATEGORY_LISTS.map((list) => ({ to: `/${list.prefix}`, label: list.label })),
  { to: "/submit", label: "Submit a Spot" },
  { to: "/contact", label: "Contact" },
];

export const FOOTER_EXPLORE = [
  { to: "/beaches", label: "Dog Beaches" },
  { to: "/parks", label: "Dog Parks" },
  ...REGIONS.filter((r) => r.value === "central" || r.value === "south").map((r) => ({
    to: `/region/${r.slug}`,
    label: r.label,
  })),
  ...CITY_PAGES.map((city) => ({ to: cityPagePath(city), label: city.name })),
];

export const FOOTER_RESOURCES = [
  { to: "/submit", label: "Submit a Spot" },
  { to: "/contact?subject=advertising", label: "Advertise With Us" },
  { to: "/contact", label: "Contact" },
  { to: "/faq", label: "Common Questions" },
] as const;

/**
 * The answer to a form sent to the site from a page of another site (refused with 403): what
 * happened, and what to do instead.
 */
export const CROSS_SITE_FORM = {
  title: "This form was sent from another site",
  explanation: (origin: string) =>
    `For your safety, ${BRAND} accepts forms only from its own pages at ${origin}. Nothing was saved or sent.`,
  whatToDo: "Open the page on our site and send the form again from there.",
  backLink: `Go back to the page on ${BRAND}`,
  /** The same in one line, for a client that reads plain text or JSON. */
  message: (origin: string) =>
    `This form was sent from another site. For your safety, ${BRAND} accepts forms only from its own pages at ${origin}. Nothing was saved or sent: open the page on our site and send the form again from there.`,
} as const;
