// Marks the answer to a request that still carries a session cookie whose session has ended on the
// server (app/lib/session-ended.ts), documents and data requests alike, so that the device's service
// worker drops the pages it kept while signed in. A request without a session cookie costs nothing.
import { SESSION_ENDED_HEADER } from "~/lib/session-ended";
import { getUser } from "../domain/auth.server";
import type { RequestContext } from "../domain/request-context.server";
import { carriesSessionCookie } from "./security-headers.server";

export async function sessionEndedMiddleware(
  { request, context }: { request: Request; context: RequestContext },
  next: () => Promise<Response>,
): Promise<Response> {
  const answer = await next();
  if (!carriesSessionCookie(request.headers.get("Cookie") ?? undefined)) return answer;
  if (await getUser(request, context)) return answer;
  try {
    answer.headers.set(SESSION_ENDED_HEADER, "1");
    return answer;
  } catch {
    // A response with immutable headers (a redirect made by Response.redirect): a copy takes it.
    const copy = new Response(answer.body, answer);
    copy.headers.set(SESSION_ENDED_HEADER, "1");
    return copy;
  }
}
