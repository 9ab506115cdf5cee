// The meta tags of a legal page (privacy, terms): its title and description in the request's language.
import { seoMeta } from "~/lib/seo";

type LegalData = { texts: { metaTitle: string; metaDescription: string } };

export function legalMeta(path: "/privacy" | "/terms") {
  return ({ data, matches }: { data: LegalData | undefined; matches: Parameters<typeof seoMeta>[0] }) =>
    seoMeta(matches, { title: data?.texts.metaTitle ?? "", description: data?.texts.metaDescription ?? "", path });
}
