// The answers of a kept page: the encoding a request accepts, whether it already holds the page
// (ETag), and the page's Content-Security-Policy without a nonce. A nonce must be new for every
// response, so a page kept for many responses cannot carry one: its inline scripts and styles are
// allowed by their hashes instead.
import crypto from "node:crypto";
import type { Encoding } from "./page-cache-store.server";

/** Chooses brotli, then gzip, then none, as the request's Accept-Encoding allows. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/** True when If-None-Match names this entity tag (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/** The page and policy with the policy's nonce replaced by the hashes of the elements it allowed. */
export function withoutNonce(html: string, policy: string): { html: string; policy: string } {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) return { html, policy };
  // Base64 nonces carry "+" and "/", which must match literally.
  const literal = nonce.replace(/[^A-Za-z0-9+/=_-]/g, "").replace(/[+/]/g, "\\$&");
  const attribute = new RegExp(`\\snonce="${literal}"`, "g");
  const hashes = { script: new Set<string>(), style: new Set<string>() };
  for (const tag of ["script", "style"] as const) {
    const element = new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, "g");
    for (const match of html.matchAll(element)) {
      if (!attribute.test(match[1]!)) continue;
      attribute.lastIndex = 0;
      if (tag === "script" && /\ssrc=/.test(match[1]!)) continue;
      hashes[tag].add(`'sha256-${crypto.createHash("sha256").update(match[2]!).digest("base64")}'`);
    }
    attribute.lastIndex = 0;
  }
  const directives = policy.split(";").map((directive) => {
    if (!directive.includes(`'nonce-${nonce}'`)) return directive;
    const list = /^\s*style/.test(directive) ? hashes.style : hashes.script;
    const replaced = directive.replace(`'nonce-${nonce}'`, [...list].join(" "));
    return replaced.trim().split(/\s+/).length > 1 ? replaced : `${replaced.trim()} 'none'`;
  });
  return { html: html.replace(attribute, ""), policy: directives.join(";") };
}
