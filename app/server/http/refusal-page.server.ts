// The pages a browser shows when the server answers a request itself, before any route runs: a
// form from another site, a body too large, an address or method it does not take, a failure on
// our side. What happened and the way back, in place of a bare status; app.server.ts answers with them
// before (or instead of) the app, so each is a whole document of its own, in the language of the
// page it leads back to (Spanish under /es).
import { localeOfPath, type Locale } from "~/lib/i18n";
import { BRAND, REQUEST_REFUSED } from "~/lib/site";
import { translatorFor } from "../reference/i18n.server";

function escapeHtml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "#39", '"': "quot" }[c]};`);
}

/** A path on our own origin (never another site's address), without its fragment. */
function ownPath(url: string) {
  return url.startsWith("/") && !url.startsWith("//") ? url.split("#")[0]! : "/";
}

/** The language of a path on our origin (its query and fragment aside). */
function localeOfUrl(url: string): Locale {
  return localeOfPath(ownPath(url).split("?")[0]!);
}

function page(
  origin: string,
  locale: Locale,
  { title, lines, back, backLink }: { title: string; lines: string[]; back: string; backLink: string },
) {
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${BRAND}`)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc;line-height:1.5}
header{background:#065f46;color:#fff;padding:1rem 1.5rem;font-weight:700}
header a{color:#fff;text-decoration:none}
main{max-width:40rem;margin:3rem auto;padding:0 1.5rem}
h1{font-size:1.75rem;margin:0 0 1rem}
p{color:#334155}
a.back{display:inline-block;margin-top:1.5rem;background:#065f46;color:#fff;padding:.625rem 1rem;border-radius:.375rem;font-weight:600;text-decoration:none}
a.back:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
</style>
</head>
<body>
<header><a href="${escapeHtml(`${origin}/`)}">${escapeHtml(BRAND)}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n")}
<a class="back" href="${escapeHtml(back)}">${escapeHtml(backLink)}</a>
</main>
</body>
</html>
`;
}

/**
 * The refusal of a cross-site form. `origin` is the site's origin for the request and `url` the
 * path and query the form was sent to: its page, on our own origin, is the way back.
 */
export function crossSiteFormPage(origin: string, url: string) {
  const locale = localeOfUrl(url);
  const t = translatorFor(locale, "common");
  return page(origin, locale, {
    title: t("crossSite.title"),
    lines: [t("crossSite.explanation", { brand: BRAND, origin }), t("crossSite.whatToDo")],
    back: `${origin}${ownPath(url)}`,
    backLink: t("crossSite.backLink", { brand: BRAND }),
  });
}

const TITLED = [400, 405, 413, 421, 429, 500, 503] as const;

/**
 * Any other answer the server gives itself (400, 405, 413, 421, 429, 500, 503): its title, `message`, what to
 * do, and a link back to `back` (the page the visitor came from, on our origin, or the address
 * asked for). `origin` is the site's origin for the request, or "" when it is not known.
 */
export function requestRefusedPage(
  origin: string,
  status: number,
  message: string,
  back: string,
  locale: Locale = localeOfUrl(back),
) {
  const t = translatorFor(locale, "common");
  const titled = TITLED.find((code) => code === status) ?? (status >= 500 ? 500 : 400);
  const title = t(`refused.title${titled}`);
  const whatToDo =
    status === 413 ? t("refused.whatToDo413") : status === 500 ? t("refused.whatToDo500") : t("refused.whatToDo");
  // The server's own English line for a failure on our side says it in the page's language.
  const said = message === REQUEST_REFUSED.serverError ? t("error.serverError") : message;
  return page(origin, locale, {
    title,
    lines: said === title ? [whatToDo] : [said, whatToDo],
    back: `${origin}${ownPath(back)}`,
    backLink: t("refused.backLink", { brand: BRAND }),
  });
}
