// The server's own answers, before (or instead of) the app: a refusal or a failure as JSON for data
// requests and scripts, a page for a browser (refusal-page.server.ts), else a line of text; and a
// refusal that arrives while the client is still sending its body.
import type { IncomingMessage } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { ORIGIN_HEADER } from "../infra/site-origin.server";
import { ALLOWED_METHODS, type Refusal } from "./http-guard.server";
import { crossSiteFormPage, requestRefusedPage } from "./refusal-page.server";

export function header(req: IncomingMessage, name: string) {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

export function originHeader(req: IncomingMessage) {
  return header(req, ORIGIN_HEADER) ?? "";
}

/**
 * Answers a request refused while the client may still be sending its body (a 413). A browser reads
 * the answer only once it has sent the whole body, and a connection closed under it loses the answer:
 * so the rest is read and thrown away. On a kept-alive connection the answer goes at once and the
 * connection stays open for the rest; a client that asked to close the connection is answered once its
 * body is in, since the connection closes right after the answer. A body that never ends is cut off by
 * REQUEST_TIMEOUT_SECONDS.
 */
export function refuse(req: ExpressRequest, res: ExpressResponse, refusal: Refusal) {
  if (req.complete || req.destroyed) return send(req, res, refusal);
  req.resume();
  if (res.shouldKeepAlive) send(req, res, refusal);
  else req.once("end", () => send(req, res, refusal));
}

/** The server's own answer: JSON for data requests and scripts, a page for a browser, else a line of text. */
export function send(
  req: ExpressRequest,
  res: ExpressResponse,
  {
    status,
    message,
    crossSite,
    retryAfter,
  }: { status: number; message: string; crossSite?: true; retryAfter?: number },
) {
  if (res.headersSent || res.destroyed) return;
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  if (retryAfter) res.setHeader("Retry-After", String(retryAfter));
  if (status === 405) res.setHeader("Allow", ALLOWED_METHODS.join(", "));
  const accept = req.headers.accept ?? "";
  // A name this server does not answer to (421) is not our origin: the page's links stay relative.
  const origin = status === 421 ? "" : originHeader(req);
  if (/json/.test(accept) || req.path.endsWith(".data"))
    res.json({ error: message, message, ...(crossSite ? { reason: "cross-site" } : {}) });
  else if (/html/.test(accept))
    res
      .type("text/html; charset=utf-8")
      .send(
        crossSite
          ? crossSiteFormPage(origin, req.originalUrl)
          : requestRefusedPage(origin, status, message, backTo(req, origin)),
      );
  else res.type("text/plain; charset=utf-8").send(`${message}\n`);
}

/** The way back from a refusal: the page of ours the visitor came from, else the form's own address. */
function backTo(req: ExpressRequest, origin: string) {
  const referer = req.headers.referer;
  if (origin && typeof referer === "string" && referer.startsWith(`${origin}/`)) return referer.slice(origin.length);
  return req.method === "GET" || req.method === "HEAD" ? "/" : req.originalUrl;
}
