// The words of the browse screens' loaders (titles, descriptions, search suggestions) in the language
// of the request's address. The address alone decides the language (decision 0030), so a loader
// called outside the request middleware (a test, a prefetch) answers in the same language.
import { localeOfPath, type Locale } from "~/lib/i18n";
import { translatorFor } from "../reference/i18n.server";

export function browseWords(request: Request): { locale: Locale; t: ReturnType<typeof translatorFor<"browse">> } {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, t: translatorFor(locale, "browse") };
}
