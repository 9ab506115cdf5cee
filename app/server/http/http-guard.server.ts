// The checks every request passes before it reaches a route: where it comes from, how large its
// body is and whether its body is a form at all. The production server (app.server.ts) runs them in
// one place, so no action has to repeat them and no bad input turns into a 500. A refusal speaks
// the language of the address it refuses (Spanish under /es).
import { PHOTO_MAX_BYTES } from "~/lib/photos";
import { REVIEW_PHOTOS_MAX } from "~/lib/reviews";
import { IMPORT_MAX_BYTES } from "~/lib/csv-normalize";
import { DEFAULT_LOCALE, isLocalizedPath, LOCALES, localeOfPath, type Locale } from "~/lib/i18n";
import { BRAND } from "~/lib/site";
import { translatorFor } from "../reference/i18n.server";
import { OPEN_DATA_MAX_BYTES } from "../domain/open-data/read.server";

export type Refusal = {
  status: 400 | 403 | 404 | 405 | 413 | 421 | 429 | 503;
  message: string;
  /** Seconds to wait before sending again (429, 503): the answer's Retry-After. */
  retryAfter?: number;
  /** A form from another site: answered with a page that says what to do (refusal-page.server.ts). */
  crossSite?: true;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The methods the site answers; others (TRACE, CONNECT, WebDAV's …) are 405 before anything runs. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);

/** Room for the multipart envelope and the other fields around an uploaded file. */
const ENVELOPE_BYTES = 64 * 1024;
/** Every form of the site fits in this (a location with every text at its 5,000-character limit). */
export const FORM_MAX_BYTES = 256 * 1024;

/** What a refusal says, in `locale`. */
export function messagesIn(locale: Locale) {
  let messages = messagesByLocale.get(locale);
  if (!messages) {
    messages = refusalMessages(locale);
    messagesByLocale.set(locale, messages);
  }
  return messages;
}

type Messages = ReturnType<typeof refusalMessages>;
/** The texts never change while the server runs: each language's are put together once. */
const messagesByLocale = new Map<Locale, Messages>();

function refusalMessages(locale: Locale) {
  const t = translatorFor(locale, "common");
  return {
    crossOrigin: (origin: string) => t("crossSite.message", { brand: BRAND, origin }),
    tooLarge: (limit: number) => t("refused.tooLarge", { size: formatBytes(limit) }),
    notAForm: t("refused.notAForm"),
    brokenForm: t("refused.brokenForm"),
    nulCharacter: t("refused.nulCharacter"),
    methodNotAllowed: (method: string) => t("refused.methodNotAllowed", { method }),
    notAPath: t("refused.notAPath"),
    uploadsFromAddress: t("refused.uploadsFromAddress"),
    uploadsBusy: t("refused.uploadsBusy"),
  };
}

/** The refusals in English. */
export const MESSAGES = messagesIn("en");

/** The refusals in the language of the address `url` (a path, with or without its query). */
export function messagesFor(url: string) {
  return messagesIn(localeOfPath(url.split(/[?#]/)[0] ?? "/"));
}

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Better Auth reads its own (JSON) bodies; its route answers 404 for everything the site does not use. */
function isAuthApi(pathname: string) {
  return pathname === "/api/auth" || pathname.startsWith("/api/auth/");
}

/** "/es/review/x" → "/review/x": every language's prefix but the default's, from the list of languages. */
const LANGUAGE_PREFIX = new RegExp(`^/(?:${LOCALES.filter((l) => l !== DEFAULT_LOCALE).join("|")})(?=/|$)`);

/**
 * The address a body limit is looked up by: without `.data`, a trailing slash and, for a page every
 * language has, its language's prefix (a Spanish review form takes its photos as the English one does).
 */
function limitPath(pathname: string) {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  const bare = path.replace(LANGUAGE_PREFIX, "") || "/";
  return bare !== path && isLocalizedPath(bare) ? bare : path;
}

/** The largest body a path accepts: the upload routes take their file, every other route a form. */
export function bodyLimitFor(pathname: string) {
  const path = limitPath(pathname);
  if (path === "/admin/photos") return PHOTO_MAX_BYTES + ENVELOPE_BYTES;
  // A review carries its photos with its text in one form post.
  if (/^\/review\/[^/]+$/.test(path)) return REVIEW_PHOTOS_MAX * (PHOTO_MAX_BYTES + ENVELOPE_BYTES) + FORM_MAX_BYTES;
  if (path === "/admin/import" || path === "/admin/import/stream") return IMPORT_MAX_BYTES + ENVELOPE_BYTES;
  // A newer open-data extract: a whole source's file.
  if (path === "/admin/candidates") return OPEN_DATA_MAX_BYTES + ENVELOPE_BYTES;
  if (isAuthApi(path)) return 16 * 1024;
  return FORM_MAX_BYTES;
}

/** The answer to a body that grew past the limit of its path while it was read. */
export function tooLargeFor(pathname: string): Refusal {
  return { status: 413, message: messagesFor(pathname).tooLarge(bodyLimitFor(pathname)) };
}

type RequestHead = {
  method: string;
  /** The path and query exactly as the client sent them. */
  url: string;
  headers: { origin?: string; "sec-fetch-site"?: string; "content-type"?: string; "content-length"?: string };
};

/**
 * Checks what can be known before reading the body: origin of a non-GET request (the CSRF check)
 * against the site's origin for this request (origin.server.ts), a NUL byte in the address, the
 * declared size and the content type.
 */
export function checkRequestHead(head: RequestHead, siteUrl: string): Refusal | null {
  const method = head.method.toUpperCase();
  const pathname = head.url.split("?")[0] ?? "/";
  const messages = messagesFor(pathname);
  if (!ALLOWED.has(method)) return { status: 405, message: messages.methodNotAllowed(method) };
  // An absolute address ("http://host/path", as sent to a proxy) or "*": not a page of this site.
  if (!head.url.startsWith("/")) return { status: 400, message: messages.notAPath };
  if (/%00|\0/i.test(head.url)) return { status: 400, message: messages.nulCharacter };
  if (SAFE_METHODS.has(method)) return null;

  if (!isSameOrigin(head.headers, siteUrl))
    return { status: 403, message: messages.crossOrigin(new URL(siteUrl).origin), crossSite: true };

  const limit = bodyLimitFor(pathname);
  const declared = Number(head.headers["content-length"] ?? "0");
  if (Number.isFinite(declared) && declared > limit) return { status: 413, message: messages.tooLarge(limit) };

  if (isAuthApi(pathname)) return null;
  const type = (head.headers["content-type"] ?? "").toLowerCase();
  const bodyless = !type && (declared === 0 || !head.headers["content-length"]) && method === "DELETE";
  if (bodyless) return null;
  if (type.startsWith("application/x-www-form-urlencoded")) return null;
  if (type.startsWith("multipart/form-data") && /boundary=/.test(type)) return null;
  return { status: 400, message: messages.notAForm };
}

/**
 * A browser says where a request comes from: Sec-Fetch-Site (same-origin), or Origin. A request
 * with neither comes from a script or a command-line client, not from a page in a browser, and
 * carries no one else's cookies by accident; it passes.
 */
export function isSameOrigin(headers: RequestHead["headers"], siteUrl: string) {
  const site = headers["sec-fetch-site"];
  const origin = headers.origin;
  if (origin !== undefined) {
    if (origin === "null") return false;
    try {
      return new URL(origin).origin === new URL(siteUrl).origin;
    } catch {
      return false;
    }
  }
  if (site !== undefined) return site === "same-origin" || site === "none";
  return true;
}

/** Checks a whole body: it must parse as the form it says it is, and no text field may hold a NUL. */
export async function checkFormBody(
  pathname: string,
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<Refusal | null> {
  if (!contentType || isAuthApi(pathname)) return null;
  const messages = messagesFor(pathname);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    return { status: 400, message: messages.brokenForm };
  }
  for (const [key, value] of form) {
    if (key.includes("\0") || (typeof value === "string" && value.includes("\0"))) {
      return { status: 400, message: messages.nulCharacter };
    }
  }
  return null;
}
