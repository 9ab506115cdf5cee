// The signed-in person of a page in any language: without one, the sign-in page in the page's own
// language, remembering the page to come back to.
import { redirect } from "react-router";
import { localeOfPath, localizePath } from "~/lib/i18n";
import { getUser, type SessionUser } from "../domain/auth.server";
import type { RequestContext } from "../domain/request-context.server";

export async function requireUserHere(request: Request, context: RequestContext): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  const auth = localizePath("/auth", localeOfPath(url.pathname));
  throw redirect(`${auth}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
