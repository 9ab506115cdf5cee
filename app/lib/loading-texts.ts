// What a screen says while the page being opened loads (SPEC §2 loading texts), in the page's
// language: each text is a key of the `common` namespace (loading.*), with its values.
import { unlocalizedPath } from "./i18n";
import { CATEGORY_PREFIXES, regionBySlug, type Region } from "./vocabulary";

const PROTECTED_SECTIONS = ["/admin", "/submit", "/my-submissions"];
const PLACE_PATH = new RegExp(`^/(${CATEGORY_PREFIXES.join("|")})/[^/]+/?$`);
const ADMIN_TABS: Record<string, LoadingKey> = {
  "/admin": "loading.submissions",
  "/admin/locations": "loading.locations",
  "/admin/amenities": "loading.amenities",
};

type LoadingKey =
  | "loading.generic"
  | "loading.location"
  | "loading.mySubmissions"
  | "loading.submissions"
  | "loading.locations"
  | "loading.amenities";

/** A loading text: its key, and for a region page the region whose name it says. */
export type LoadingText = { key: LoadingKey } | { key: "loading.region"; region: Region };

function sectionOf(pathname: string) {
  return PROTECTED_SECTIONS.find((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/**
 * The loading text for a navigation from `from` to `to` (in any language), or null when the target
 * screen shows its own placeholders (lists) or nothing is worth saying.
 */
export function loadingTextOf(fromPath: string, toPath: string): LoadingText | null {
  if (fromPath === toPath) return null;
  const from = unlocalizedPath(fromPath);
  const to = unlocalizedPath(toPath);
  if (PLACE_PATH.test(to)) return { key: "loading.location" };
  const region = /^\/region\/([^/]+)\/?$/.exec(to);
  if (region) {
    const known = regionBySlug(region[1]!);
    return known ? { key: "loading.region", region: known.value } : null;
  }
  if (to === "/my-submissions") return { key: "loading.mySubmissions" };
  const target = sectionOf(to);
  if (!target) return null;
  // Entering a protected section checks the session and role first.
  if (target !== sectionOf(from)) return { key: "loading.generic" };
  const tab = ADMIN_TABS[to.replace(/\/$/, "")];
  return tab ? { key: tab } : null;
}

/** Something that writes a text of the `common` namespace (react-i18next's or i18next's `t`). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The loading text for a navigation from `from` to `to`, written by `t`, or null. */
export function loadingText(from: string, to: string, t: Translate): string | null {
  const text = loadingTextOf(from, to);
  if (!text) return null;
  if (text.key === "loading.region") return t(text.key, { region: t(`facts:region.${text.region}`) });
  return t(text.key);
}
