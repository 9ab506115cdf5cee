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
