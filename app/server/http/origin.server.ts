// The site's origin (scheme, host and port) for one request. With SITE_URL set it is SITE_URL, and
// a page asked for at another address is sent there. Unset (local use), it is the address the
// request came to: localhost, 127.0.0.1 and a LAN address all work, and every absolute link,
// e-mail link and form check follows the address the visitor used.
import os from "node:os";
import { isIP } from "node:net";
import { BRAND } from "~/lib/site";
import { env } from "../infra/env.server";
import type { Refusal } from "./http-guard.server";

/** How a request reached the server, as app.server.ts sees it. */
export type Arrival = {
  method: string;
  /** The path and query exactly as the client sent them. */
  url: string;
  host?: string;
  forwardedHost?: string;
  forwardedProto?: string;
  /** The connection itself is TLS. */
  encrypted: boolean;
  /** The connection comes from a proxy TRUST_PROXY names: its X-Forwarded-Host/-Proto count. */
  trusted: boolean;
};

export type AddressDecision =
  | { origin: string }
  | { redirect: string; status: 308 }
  | { refusal: Refusal & { status: 400 | 421 }; origin: string | null };

/** The first value of a header a chain of proxies may have added to. */
function first(value: string | undefined) {
  return value?.split(",")[0]?.trim() || undefined;
}

/**
 * The origin the request was sent to, or null when its host is not a plain host[:port]. Forwarded
 * headers count only from a trusted proxy.
 */
export function arrivalOrigin(arrival: Omit<Arrival, "method" | "url">): string | null {
  const forwardedHost = arrival.trusted ? first(arrival.forwardedHost) : undefined;
  const forwardedProto = arrival.trusted ? first(arrival.forwardedProto)?.toLowerCase() : undefined;
  const host = (forwardedHost ?? arrival.host ?? "").toLowerCase();
  const scheme =
    forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : arrival.encrypted ? "https" : "http";
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(host)) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The names this machine answers to without SITE_URL: loopback names, IP addresses and its own name. */
export function isLocalName(hostname: string, machineName = os.hostname()) {
  const name = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (isIP(name)) return true;
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  const machine = machineName.toLowerCase();
  return Boolean(machine) && (name === machine || name === `${machine}.local`);
}

/**
 * Where a request belongs. With SITE_URL set, a page (GET or HEAD) asked for at another host is
 * redirected there with its path and query; the health check answers at any address, as a load
 * balancer asks for it. Without SITE_URL, the request's own address is the origin, if it is a
 * name this machine answers to: a page of another name reached through this server (a domain
 * pointed at 127.0.0.1, as DNS rebinding does) would otherwise be able to send our forms.
 */
export function resolveAddress(
  arrival: Arrival,
  siteUrl: string | null = env().SITE_URL ?? null,
  machineName?: string,
): AddressDecision {
  const origin = arrivalOrigin(arrival);
  const method = arrival.method.toUpperCase();
  const pathname = arrival.url.split("?")[0] ?? "/";
  if (siteUrl) {
    const site = new URL(siteUrl);
    const sameHost = origin !== null && new URL(origin).host === site.host;
    if (!sameHost && (method === "GET" || method === "HEAD") && pathname !== "/healthz") {
      const path = arrival.url.startsWith("/") && !arrival.url.startsWith("//") ? arrival.url : "/";
      return { redirect: `${site.origin}${path}`, status: 308 };
    }
    return { origin: site.origin };
  }
  if (!origin) return { refusal: { status: 400, message: ADDRESS_MESSAGES.badHost }, origin: null };
  if (!isLocalName(new URL(origin).hostname, machineName))
    return { refusal: { status: 421, message: ADDRESS_MESSAGES.unknownName(new URL(origin).hostname) }, origin };
  return { origin };
}

export const ADDRESS_MESSAGES = {
  badHost: "The request could not be read: its Host header is not an address.",
  unknownName: (name: string) =>
    `This server does not answer to the name ${name}. Open it at localhost, at one of its IP addresses, or set SITE_URL to the address it is published at.`,
} as const;

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);
const EVERY_INTERFACE = new Set(["0.0.0.0", "::"]);

function hostForUrl(address: string) {
  return address.includes(":") ? `[${address}]` : address;
}

/** This machine's own non-loopback IPv4 addresses, where a server bound to every interface is found. */
function lanAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a && a.family === "IPv4" && !a.internal)
    .map((a) => a!.address);
}

/**
 * What the server prints once it listens: the address to open first, then where it is bound and
 * the other addresses it answers at. `bound` is the address the socket listens on, `port` its port.
 */
export function startupMessage(
  bound: string,
  port: number,
  siteUrl: string | null = env().SITE_URL ?? null,
  lan: string[] = lanAddresses(),
) {
  const everywhere = EVERY_INTERFACE.has(bound);
  const loopback = LOOPBACK.has(bound) || bound.startsWith("127.");
  const open = `http://${everywhere || loopback ? "localhost" : hostForUrl(bound)}:${port}`;
  const reach = everywhere
    ? `every network interface${lan.length ? `; also ${lan.map((a) => `http://${a}:${port}`).join(", ")}` : ""}`
    : loopback
      ? "this machine only"
      : "this address only";
  const lines = [`${BRAND} listening on ${open} (bound to ${hostForUrl(bound)}:${port}, ${reach})`];
  if (siteUrl) lines.push(`Public address (SITE_URL): ${siteUrl}; pages asked for at any other address are sent there`);
  return lines.join("\n");
}
