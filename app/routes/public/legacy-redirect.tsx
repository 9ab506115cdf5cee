// The old sitemap's /cities/{x} and /regions/{x} addresses, moved for good to /city/{x} and /region/{x}.
import { redirect } from "react-router";
import type { Route } from "./+types/legacy-redirect";

export function loader({ params, request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  const target = params.city
    ? `/city/${encodeURIComponent(params.city)}`
    : `/region/${encodeURIComponent(params.region ?? "")}`;
  return redirect(`${target}${search}`, 301);
}
