// How the server tells a device that the session its cookie names has ended on the server (signed
// out elsewhere, a new password, expired): a header on the answer, read by the service worker, which
// then drops the pages it kept for that session (app/service-worker/).

/** Set on an answer to a request whose session cookie names no session any more. */
export const SESSION_ENDED_HEADER = "X-Session-Ended";

/** Whether an answer says the session of its request has ended. */
export function saysSessionEnded(headers: Headers) {
  return headers.get(SESSION_ENDED_HEADER) === "1";
}
