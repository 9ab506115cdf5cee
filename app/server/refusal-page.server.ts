// The page a browser shows when the server refuses a form sent from another site: what happened
// and the way back, in place of a bare status. server.js answers with it before any route runs,
// so it is a whole document of its own.
import { BRAND, CROSS_SITE_FORM } from "~/lib/site";

function escapeHtml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "#39", '"': "quot" }[c]};`);
}

/**
 * The refusal of a cross-site form. `origin` is the site's origin for the request and `url` the
 * path and query the form was sent to: its page, on our own origin, is the way back.
 */
export function crossSiteFormPage(origin: string, url: string) {
  const path = url.startsWith("/") && !url.startsWith("//") ? url.split("#")[0]! : "/";
  const back = `${origin}${path}`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${CROSS_SITE_FORM.title} | ${BRAND}`)}</title>
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
<h1>${escapeHtml(CROSS_SITE_FORM.title)}</h1>
<p>${escapeHtml(CROSS_SITE_FORM.explanation(origin))}</p>
<p>${escapeHtml(CROSS_SITE_FORM.whatToDo)}</p>
<a class="back" href="${escapeHtml(back)}">${escapeHtml(CROSS_SITE_FORM.backLink)}</a>
</main>
</body>
</html>
`;
}
