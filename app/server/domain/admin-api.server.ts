// The admin check for endpoints that scripts call (JSON, streams): a visitor gets 403, not a sign-in redirect.
import { data } from "react-router";
import { getUser, type SessionUser } from "./auth.server";
import type { RequestContext } from "./request-context.server";

const FORBIDDEN = "You don't have permission to access this page.";

/** The signed-in administrator, or the 403 response to send instead. */
export async function adminApiUser(
  request: Request,
  context: RequestContext,
): Promise<{ user: SessionUser; denied?: undefined } | { user?: undefined; denied: ReturnType<typeof forbidden> }> {
  const user = await getUser(request, context);
  if (!user || user.role !== "admin") return { denied: forbidden() };
  return { user };
}

function forbidden() {
  return data({ error: FORBIDDEN }, { status: 403 });
}
