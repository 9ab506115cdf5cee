// What the root route hands every page: who is signed in, the site's address, the map's style,
// the year and the flash notice. The root loader builds it; any component may read it.
import { useRouteLoaderData } from "react-router";
import type { Locale } from "./i18n";
import type { Role } from "./vocabulary";

export type RootData = {
  locale: Locale;
  /** Who is signed in: their address, the display name they chose (null: none yet) and role. */
  user: { email: string; displayName: string | null; role: Role } | null;
  siteUrl: string;
  map: { styleUrl: string | null; attribution: string | null };
  year: number;
  flash: { message: string; tone: "success" | "warning"; id: string } | null;
};

export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}
