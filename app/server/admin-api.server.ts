// The admin check for endpoints that scripts call (JSON, streams): a visitor gets 403, not a sign-in redirect.
import { data } from "react-router";
import { requireAdmin, type SessionUser } from "./auth.server";

export async function requireAdminApi(request: Request): Promise<SessionUser> {
  try {
    return await requireAdmin(request);
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) {
      throw data({ error: "You don't have permission to access this page." }, { status: 403 });
    }
    throw error;
  }
}
