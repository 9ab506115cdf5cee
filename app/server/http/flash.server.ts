// Short-lived signed cookies: one-time messages carried across a redirect ("Signed in
// successfully!"), and a place an anonymous visitor asked to save, kept while they sign in. The
// cookies are signed, so another site or a script cannot put its own words on our pages or its own
// place in a person's Favorites.
import crypto from "node:crypto";
import { env } from "../infra/env.server";

/** The cookie that carries a one-time notice to the next page. */
export const FLASH_COOKIE = "fdp_flash";
const PENDING_SAVE = "fdp_pending_save";

function attributes(maxAge: number) {
  const secure = env().NODE_ENV === "production" && env().SITE_URL?.startsWith("https://") ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function signature(purpose: string, value: string) {
  return crypto.createHmac("sha256", env().BETTER_AUTH_SECRET).update(`${purpose}:${value}`).digest("base64url");
}

function signedCookie(name: string, purpose: string, value: string, maxAge: number) {
  const encoded = encodeURIComponent(value);
  return `${name}=${encoded}.${signature(purpose, encoded)}; ${attributes(maxAge)}`;
}

/** The cookie's value when its signature holds (null otherwise), and the cookie that clears it. */
function takeSignedCookie(request: Request, name: string, purpose: string) {
  const raw = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) return { value: null, clear: null };
  const clear = `${name}=; ${attributes(0)}`;
  const dot = raw.lastIndexOf(".");
  const encoded = dot > 0 ? raw.slice(0, dot) : "";
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(signature(purpose, encoded));
  if (!encoded || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return { value: null, clear };
  }
  try {
    return { value: decodeURIComponent(encoded), clear };
  } catch {
    return { value: null, clear };
  }
}

/** A one-time notice: news of something done ("success"), or a refusal to heed ("warning"). */
export type FlashTone = "success" | "warning";

export function flashCookie(message: string, tone: FlashTone = "success") {
  return signedCookie(FLASH_COOKIE, "flash", tone === "success" ? message : JSON.stringify({ tone, message }), 60);
}

/** The message waiting for this request (when its signature holds), its tone, and the cookie that clears it. */
export function takeFlash(request: Request): { message: string | null; tone: FlashTone; clear: string | null } {
  const { value, clear } = takeSignedCookie(request, FLASH_COOKIE, "flash");
  let message = value;
  let tone: FlashTone = "success";
  if (value?.startsWith("{")) {
    try {
      const parsed = JSON.parse(value) as { tone?: unknown; message?: unknown };
      if (parsed.tone === "warning" && typeof parsed.message === "string")
        ({ message, tone } = { message: parsed.message, tone: "warning" });
    } catch {
      // A success message that happens to start with a brace is shown as it is.
    }
  }
  return { message: message?.slice(0, 200) || null, tone, clear };
}

/** A place to save once the visitor has signed in, and the page to return to; kept for an hour. */
export type PendingSave = { slug: string; returnTo: string };

export function pendingSaveCookie(save: PendingSave) {
  return signedCookie(PENDING_SAVE, "pending-save", JSON.stringify(save), 3600);
}

export function takePendingSave(request: Request): { save: PendingSave | null; clear: string | null } {
  const { value, clear } = takeSignedCookie(request, PENDING_SAVE, "pending-save");
  if (!value) return { save: null, clear };
  try {
    const parsed = JSON.parse(value) as Partial<PendingSave>;
    if (typeof parsed.slug === "string" && typeof parsed.returnTo === "string") {
      return { save: { slug: parsed.slug, returnTo: parsed.returnTo }, clear };
    }
  } catch {
    // A cookie that is not ours to read is cleared.
  }
  return { save: null, clear };
}
