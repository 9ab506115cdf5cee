// The pages a browser shows when the server answers a request itself, before any route runs: a
// form from another site, a body too large, an address or method it does not take, a failure on
// our side. What happened and the way back, in place of a bare status; app.server.ts answers with them
// before (or instead of) the app, so each is a whole document of its own.
import { BRAND, CROSS_SITE_FORM, REQUEST_REFUSED } from "~/lib/site";

function escapeHtml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "#39", '"': "quot" }[c]};`);
}

/** A path on our own origin (never another site's address), without its fragment. */
function ownPath(url: string) {
  return url.startsWith("/") && !url.startsWith("//") ? url.split("#")[0]! : "/";
}

function page(
  origin: string,
  { title, lines, back, backLink }: { title: string; lines: string[]; back: string; backLink: string },
) {
  return `<!DOCTYPE html>
<html lang="en">
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
  return page(origin, {
    title: CROSS_SITE_FORM.title,
    lines: [CROSS_SITE_FORM.explanation(origin), CROSS_SITE_FORM.whatToDo],
    back: `${origin}${ownPath(url)}`,
    backLink: CROSS_SITE_FORM.backLink,
  });
}

/**
 * Any other answer the server gives itself (400, 405, 413, 421, 500): its title, `message`, what to
 * do, and a link back to `back` (the page the visitor came from, on our origin, or the address
 * asked for). `origin` is the site's origin for the request, or "" when it is not known.
 */
export function requestRefusedPage(origin: string, status: number, message: string, back: string) {
  const title = REQUEST_REFUSED.titles[status] ?? REQUEST_REFUSED.titles[status >= 500 ? 500 : 400]!;
  const whatToDo = REQUEST_REFUSED.whatToDo[status] ?? REQUEST_REFUSED.defaultWhatToDo;
  return page(origin, {
    title,
    lines: message === title ? [whatToDo] : [message, whatToDo],
    back: `${origin}${ownPath(back)}`,
    backLink: REQUEST_REFUSED.backLink,
  });
}
