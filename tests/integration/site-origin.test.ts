// Without SITE_URL (local use) the site's origin is the address each request came to: search-engine
// files, canonical links, structured data, e-mail links and sign-up all follow it.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { resetDatabase } from "../db";
import { placeRow, uniqueSuffix } from "../factories";
import { TEST_PASSWORD } from "../fixtures/sessions";
import type { ActionReply } from "~/lib/forms";
import { routeContext } from "../fixtures/context";

vi.hoisted(() => {
  process.env.SITE_URL = "";
});

const { loader: rootLoader } = await import("~/root");
const { loader: placeLoader, meta: placeMeta } = await import("~/routes/public/place/route");
const { loader: robotsLoader } = await import("~/routes/seo/robots[.]txt");
const { loader: sitemapIndexLoader } = await import("~/routes/seo/sitemap[.]xml");
const { loader: sitemapFileLoader } = await import("~/routes/seo/sitemaps");
const { action: authAction } = await import("~/routes/auth/auth");
const { action: forgotAction } = await import("~/routes/auth/forgot-password");
const { locations, user } = await import("~/server/infra/schema.server");
const { getDb } = await import("~/server/infra/db.server");
const { eq } = await import("drizzle-orm");
const { outboxDir } = await import("~/server/infra/email.server");
const { settleDeliveries } = await import("~/server/domain/outbox.server");

const ADDRESSES = ["http://127.0.0.1:3000", "http://localhost:3000", "http://192.168.1.20:8080"];

function args(url: string, params: Record<string, string> = {}) {
  return { request: new Request(url), params, context: routeContext() } as never;
}

function form(url: string, fields: Record<string, string>) {
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: new URL(url).origin },
  });
}

/** The text of the newest message to `email` in the outbox, soft line breaks undone. */
/**
 * The messages to `email` whose subject matches, decoded. Two messages written in the same
 * millisecond have names in no particular order, so the subject, not the name, tells them apart.
 */
function mailTo(email: string, subject: RegExp) {
  const found = fs
    .readdirSync(outboxDir())
    .map((file) => fs.readFileSync(path.join(outboxDir(), file), "utf8"))
    .filter((raw) => raw.includes(`To: ${email}`) && subject.test(raw))
    .map((raw) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
  if (!found.length) throw new Error(`no message to ${email} with the subject ${subject}`);
  return found.join("\n");
}

let slug = "";

beforeAll(async () => {
  const db = await resetDatabase();
  slug = `origin-test-beach-${uniqueSuffix()}`;
  await db
    .insert(locations)
    .values({ ...placeRow({ name: "Origin Test Beach", category: "beach", city: "Jupiter" }), slug });
});

describe("the site's origin without SITE_URL", () => {
  it("robots.txt and the sitemap name the address they were asked for at", async () => {
    for (const site of ADDRESSES) {
      const robots = await (robotsLoader(args(`${site}/robots.txt`)) as Response).text();
      expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
      const index = await (await sitemapIndexLoader(args(`${site}/sitemap.xml`))).text();
      expect(index).toContain(`<loc>${site}/sitemaps/pages.xml</loc>`);
      const places = await (
        await sitemapFileLoader(args(`${site}/sitemaps/places-1.xml`, { file: "places-1.xml" }))
      ).text();
      expect(places).toContain(`<loc>${site}/beaches/${slug}</loc>`);
      expect(places).not.toMatch(new RegExp(`<loc>(?!${site.replace(/[.]/g, "\\.")})`));
    }
  });

  it("a place's canonical link, og:url and structured data use the address the visitor used", async () => {
    for (const site of ADDRESSES) {
      const root = (await rootLoader(args(`${site}/beaches/${slug}`))) as unknown as { data: { siteUrl: string } };
      const data = await placeLoader(args(`${site}/beaches/${slug}`, { slug }));
      const tags = placeMeta({
        data,
        matches: [{ id: "root", data: root.data }],
      } as never) as Record<string, unknown>[];
      expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site}/beaches/${slug}` });
      expect(tags).toContainEqual({ property: "og:url", content: `${site}/beaches/${slug}` });
      const place = tags.find((t) => (t["script:ld+json"] as { url?: string } | undefined)?.url);
      expect((place!["script:ld+json"] as { url: string }).url).toBe(`${site}/beaches/${slug}`);
    }
  });

  it("sign-up works at 127.0.0.1 and its confirmation link uses that address", async () => {
    const email = `origin-${uniqueSuffix()}@example.com`;
    const reply = (await authAction({
      request: form("http://127.0.0.1:3000/auth", { intent: "signup", email, password: TEST_PASSWORD }),
      params: {},
      context: routeContext(),
    } as never)) as unknown as { data: ActionReply };
    expect(reply.data.notice).toEqual({ ok: true, message: "Check your email for the confirmation link!" });
    await settleDeliveries();
    expect(mailTo(email, /^Subject: Confirm your email/m)).toMatch(
      /http:\/\/127\.0\.0\.1:3000\/api\/auth\/verify-email\?token=/,
    );
  });

  it("a password reset asked for at a LAN address links back to it", async () => {
    const email = `reset-${uniqueSuffix()}@example.com`;
    await authAction({
      request: form("http://localhost:3000/auth", { intent: "signup", email, password: TEST_PASSWORD }),
      params: {},
      context: routeContext(),
    } as never);
    await (await getDb()).update(user).set({ emailVerified: true }).where(eq(user.email, email));
    await forgotAction({
      request: form("http://192.168.1.20:8080/auth/forgot-password", { email }),
      params: {},
      context: routeContext(),
    } as never).catch((thrown: unknown) => {
      if (!(thrown instanceof Response)) throw thrown;
    });
    await expect
      .poll(async () => {
        await settleDeliveries();
        try {
          return mailTo(email, /^Subject: Reset your password/m);
        } catch {
          return "";
        }
      })
      .toMatch(/http:\/\/192\.168\.1\.20:8080\/auth\/reset-password\?token=/);
  });
});
