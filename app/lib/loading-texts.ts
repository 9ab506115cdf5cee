// What a screen says while the page being opened loads (SPEC §2 loading texts).
import { CATEGORY_PREFIXES, regionBySlug } from "./vocabulary";

const PROTECTED_SECTIONS = ["/admin", "/submit", "/my-submissions"];
const PLACE_PATH = new RegExp(`^/(${CATEGORY_PREFIXES.join("|")})/[^/]+/?$`);
const ADMIN_TABS: Record<string, string> = {
  "/admin": "Loading submissions...",
  "/admin/locations": "Loading locations...",
  "/admin/amenities": "Loading amenities...",
};

function sectionOf(pathname: string) {
  return PROTECTED_SECTIONS.find((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * The loading text for a navigation from `from` to `to`, or null when the target screen shows its
 * own placeholders (lists) or nothing is worth saying.
 */
export function loadingText(from: string, to: string): string | null {
  if (from === to) return null;
  if (PLACE_PATH.test(to)) return "Loading location details...";
  const region = /^\/region\/([^/]+)\/?$/.exec(to);
  if (region) {
    const known = regionBySlug(region[1]!);
    return known ? `Loading ${known.label} locations...` : null;
  }
  if (to === "/my-submissions") return "Loading your submissions...";
  const target = sectionOf(to);
  if (!target) return null;
  // Entering a protected section checks the session and role first.
  if (target !== sectionOf(from)) return "Loading...";
  return ADMIN_TABS[to.replace(/\/$/, "")] ?? null;
}
