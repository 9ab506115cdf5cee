// Site-wide names and texts that several screens share. The texts a visitor reads are in the
// `common` namespace (app/locales/*/common.ts); the English ones here are for the server's own
// answers and structured data that quote them.
import { CITY_PAGES, cityPagePath } from "./city-pages";
import { CATEGORY_LISTS, REGIONS } from "./vocabulary";
export const BRAND = "Florida Dog Places";
export const TAGLINE = "Florida's most trusted directory of dog-friendly beaches, parks and trails.";
export const DISCLAIMER = "Information may change—verify rules and hours with official sources before visiting.";
export const DATA_CREDIT = "© OpenStreetMap contributors";
export const DATA_CREDIT_URL = "https://www.openstreetmap.org/copyright";

/**
 * A link of the header or footer: its English address (written in the page's language when shown)
 * and the key of its label, in `common` or another namespace ("facts:...").
 */
export type NavLink = { to: string } & (
  | {
      label: `nav.${string}` | `footer.${string}` | `facts:categoryList.${string}` | `facts:region.${string}`;
      /** A shorter label where room is tight (the desktop header's one row). */
      short?: `nav.${string}`;
    }
  /** A proper name shown as it is (a city), in place of a key. */
  | { name: string }
);

export const MAIN_NAV: NavLink[] = [
  { to: "/explore", label: "nav.explore" },
  ...CATEGORY_LISTS.map((list) => ({
    to: `/${list.prefix}`,
    label: `facts:categoryList.${list.prefix}` as const,
    short: `nav.category.${list.prefix}` as const,
  })),
  { to: "/submit", label: "nav.submit" },
  { to: "/contact", label: "nav.contact" },
];

/** The header's extra link for a signed-in visitor. */
export const SIGNED_IN_NAV: NavLink = { to: "/my-submissions", label: "nav.mySubmissions" };

export const FOOTER_EXPLORE: NavLink[] = [
  { to: "/beaches", label: "footer.dogBeaches" },
  { to: "/parks", label: "footer.dogParks" },
  ...REGIONS.filter((r) => r.value === "central" || r.value === "south").map((r) => ({
    to: `/region/${r.slug}`,
    label: `facts:region.${r.value}` as const,
  })),
  ...CITY_PAGES.map((city) => ({ to: cityPagePath(city), name: city.name })),
];

export const FOOTER_RESOURCES: NavLink[] = [
  { to: "/submit", label: "footer.submit" },
  { to: "/contact?subject=advertising", label: "footer.advertise" },
  { to: "/contact", label: "footer.contact" },
  { to: "/faq", label: "footer.faq" },
];

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

/**
 * The page a browser shows when the server answers a request itself, before any page runs: a form
 * too large to take, an address or method it does not answer, or a failure on our side. The
 * message says what happened; these say what it is and what to do.
 */
export const REQUEST_REFUSED = {
  titles: {
    400: "The request could not be read",
    405: "This address does not take that kind of request",
    413: "This is too large to send",
    421: "This address is not this site",
    500: "Something went wrong on our side",
  } as Record<number, string>,
  whatToDo: {
    413: "Nothing was saved or sent. Choose a smaller file or shorten the text, then send the form again.",
    500: "Nothing you sent is lost on your side. Please try again in a moment.",
  } as Record<number, string>,
  defaultWhatToDo: "Go back and try again from the site's own pages.",
  backLink: `Go back to ${BRAND}`,
  serverError: "Something went wrong on our side. Please try again in a moment.",
  methodNotAllowed: (method: string) => `This address does not accept ${method} requests.`,
  notAPath: "The request could not be read: its address is not a path on this site.",
} as const;
