// The texts of the "account" namespace in the language of a request's address (decision 0030):
// for the sign-in, account, submission and contact pages' loaders and actions, and for tests that
// call them directly (they run without the i18next middleware).
import { DEFAULT_LOCALE, localeOfPath, type Locale } from "~/lib/i18n";
import { BRAND } from "~/lib/site";
import { translatorFor } from "./i18n.server";

export type AccountT = ReturnType<typeof translatorFor<"account">>;

export function accountTexts(request: Request): { locale: Locale; t: AccountT } {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, t: translatorFor(locale, "account") };
}

/** The pages whose title and description live in the namespace. */
type SeoPage = "auth" | "forgot" | "reset" | "account" | "mySubmissions" | "submit" | "contact";

/**
 * A page's title and description in another language than English, for its `meta` (which has no
 * translator): an English page's loader answers nothing more, its `meta` writes the English itself.
 */
export function translatedSeo(request: Request, page: SeoPage): { seo?: { title: string; description: string } } {
  const { locale, t } = accountTexts(request);
  if (locale === DEFAULT_LOCALE) return {};
  return {
    seo: {
      title: t(`${page}.metaTitle`, { brand: BRAND }),
      description: page === "account" ? t("account.intro") : t(`${page}.metaDescription`),
    },
  };
}
