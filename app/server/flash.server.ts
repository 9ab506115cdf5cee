// One-time messages carried across a redirect in a short-lived cookie ("Signed in successfully!").
const NAME = "fdp_flash";

export function flashCookie(message: string) {
  return `${NAME}=${encodeURIComponent(message)}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** The message waiting for this request, and the cookie that clears it. */
export function takeFlash(request: Request): { message: string | null; clear: string | null } {
  const raw = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${NAME}=`))
    ?.slice(NAME.length + 1);
  if (!raw) return { message: null, clear: null };
  let message: string | null;
  try {
    message = decodeURIComponent(raw).slice(0, 200) || null;
  } catch {
    message = null;
  }
  return { message, clear: `${NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` };
}
