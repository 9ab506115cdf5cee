// What the root route hands every page: who is signed in, the site's address, the map's style,
// the year and the flash notice. The root loader builds it; any component may read it.
import { useRouteLoaderData } from "react-router";
import type { Locale } from "./i18n";
import type { Role } from "./vocabulary";

export type RootData = {
  locale: Locale;
  user: { email: string; role: Role } | null;
  siteUrl: string;
  map: { styleUrl: string | null; attribution: string | null };
  year: number;
  flash: { message: string; id: string } | null;
};

export function useRootData() {
  return useRouteLoaderData<RootData>("root");
}
