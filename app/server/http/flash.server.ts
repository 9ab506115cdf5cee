// One-time messages carried across a redirect in a short-lived cookie ("Signed in successfully!").
// The cookie is signed, so another site or a script cannot put its own words on our pages.
import crypto from "node:crypto";
import { env } from "../infra/env.server";

const NAME = "fdp_flash";

function attributes(maxAge: number) {
  const secure = env().NODE_ENV === "production" && env().SITE_URL?.startsWith("https://") ? "; Secure" : "";
  return `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function signature(value: string) {
  return crypto.createHmac("sha256", env().BETTER_AUTH_SECRET).update(`flash:${value}`).digest("base64url");
}

export function flashCookie(message: string) {
  const value = encodeURIComponent(message);
  return `${NAME}=${value}.${signature(value)}; ${attributes(60)}`;
}

/** The message waiting for this request (when its signature holds), and the cookie that clears it. */
export function takeFlash(request: Request): { message: string | null; clear: string | null } {
  const raw = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${NAME}=`))
    ?.slice(NAME.length + 1);
  if (!raw) return { message: null, clear: null };
  const clear = `${NAME}=; ${attributes(0)}`;
  const dot = raw.lastIndexOf(".");
  const value = dot > 0 ? raw.slice(0, dot) : "";
  const given = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(signature(value));
  if (!value || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    return { message: null, clear };
  }
  let message: string | null;
  try {
    message = decodeURIComponent(value).slice(0, 200) || null;
  } catch {
    message = null;
  }
  return { message, clear };
}
