// A language is a folder and its line in the list (decision 0054): with a third language registered
// (the pseudo-language "xx" of tests/fixtures/locale-xx, English with every text wrapped "⟦…⟧"), the
// site has its pages under /xx, in its words, with its addresses staying under /xx, and writes its
// e-mails and refusals in it, with no other change to the code.
import { createElement, type ComponentType, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, matchRoutes } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow } from "../factories";
import { CLOSE, OPEN, PSEUDO, pseudo } from "../fixtures/locale-xx";
import { pageCacheKey } from "../fixtures/routes";
import {
  callRoute,
  formRequest,
  oversizedFormCheck,
  siteRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from "../fixtures/sessions";
import { routeContext } from "../fixtures/context";
import { eq } from "drizzle-orm";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { INTL_LOCALE, LANGUAGE_META, LOCALES, localeOfPath, localizePath, OG_LOCALE } from "~/lib/i18n";
import { OFFLINE_PATHS, offlinePathFor } from "~/lib/offline";
import { seoMeta } from "~/lib/seo";
import routes from "~/routes";
import * as authRoute from "~/routes/auth/auth";
import * as categoryRoute from "~/routes/public/category";
import * as contactRoute from "~/routes/public/contact";
import * as exploreRoute from "~/routes/public/explore";
import * as faqRoute from "~/routes/public/faq";
import * as homeRoute from "~/routes/public/home";
import * as notFoundRoute from "~/routes/public/not-found";
import * as placeRoute from "~/routes/public/place/route";
import { accountDeletedMail } from "~/server/domain/notifications.server";
import { settleDeliveries } from "~/server/domain/outbox.server";
import { sitemapIndex } from "~/server/domain/sitemap.server";
import { requestRefusedPage } from "~/server/http/refusal-page.server";
import { mailOutbox, user } from "~/server/infra/schema.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { instanceFor, translatorFor } from "~/server/reference/i18n.server";

// The language's line in the list, and its folder's texts where app/locales/index.ts names them.
vi.mock("~/lib/languages", async (original) =>
  (await import("../fixtures/locale-xx")).withPseudoLanguage(await original()),
);
vi.mock("~/locales", async (original) => (await import("../fixtures/locale-xx")).withPseudoTexts(await original()));

const SITE = TEST_ORIGIN;
const en = (ns: "common" | "browse" | "content" | "place") => translatorFor("en", ns);
let park: { id: string; slug: string; name: string };

/** Whether `text` is one of the pseudo-language's texts: wrapped whole. */
const wrapped = (text: string) => text.startsWith(OPEN) && text.endsWith(CLOSE);

/** What is left of `text` once every wrapped text is taken out (innermost first, for texts in texts). */
function unwrapped(text: string) {
  let rest = text;
  for (let before = ""; before !== rest;) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/g, " ")];
  return rest;
}

/** The visible text of some HTML, tags and React's markers between text nodes removed, entities read. */
const visibleText = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");

/** The words of a page that did not come through the pseudo-language: data named in `data` excepted. */
function leaks(html: string, data: string[] = []) {
  let rest = unwrapped(visibleText(html));
  for (const known of data) rest = rest.split(known).join(" ");
  return rest.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
}

/** A loader that answers at once, as `callRoute` takes it. */
const loaderOf = (loader: (args: never) => unknown) => async (args: never) => loader(args);

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);

/** A page rendered on the server at `path` in xx, with its loader's (and action's) data as the server gave it. */
function renderPage(path: string, Page: ComponentType<never>, loaderData: unknown, actionData?: unknown) {
  const Stub = createRoutesStub([
    { id: "page", path: "*", Component: Page as ComponentType, HydrateFallback: () => null },
  ]);
  const hydrationData = { loaderData: { page: loaderData }, actionData: actionData ? { page: actionData } : undefined };
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n: instanceFor(PSEUDO) },
      createElement(Stub, { initialEntries: [path], hydrationData }),
    ),
  );
}

/** An element rendered on the server at `path` in xx. */
function render(path: string, element: () => ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => element() as React.ReactElement }]);
  return renderToString(
    createElement(I18nextProvider, { i18n: instanceFor(PSEUDO) }, createElement(Stub, { initialEntries: [path] })),
  );
}

beforeAll(async () => {
  await resetDatabase();
  park = await insertLocation(
    await getDb(),
    placeRow({
      name: `Pseudo Dog Park ${Math.random().toString(36).slice(2, 6)}`,
      category: "dog-park",
      city: "Sarasota",
    }),
  );
});

describe("a language registered in the list", () => {
  it("has its address prefix, its Intl and Open Graph locales and its own name, from its folder", () => {
    expect(LOCALES).toEqual(["en", "es", PSEUDO]);
    expect(localeOfPath("/xx/explore")).toBe(PSEUDO);
    expect(localeOfPath("/xx")).toBe(PSEUDO);
    expect(localeOfPath("/xxl")).toBe("en");
    expect(localizePath("/es/explore?q=x", PSEUDO)).toBe("/xx/explore?q=x");
    expect(localizePath("/xx", "es")).toBe("/es");
    expect(INTL_LOCALE[PSEUDO]).toBe("en-US");
    expect(OG_LOCALE[PSEUDO]).toBe("en_XA");
    expect(LANGUAGE_META[PSEUDO].name).toBe("⟦Pseudo⟧");
  });

  it("gets every page of the other languages under its prefix, and its own not-found page", () => {
    const ids = (entries: typeof routes) => entries.map((entry) => entry.id).filter(Boolean) as string[];
    const spanish = ids(routes).filter((id) => id.endsWith("-es"));
    expect(spanish.length).toBeGreaterThan(30);
    for (const id of spanish) expect(ids(routes)).toContain(id.replace(/-es$/, "-xx"));
    const match = (path: string) => matchRoutes(routes as never, path)?.at(-1)?.route as { id?: string } | undefined;
    expect(match("/xx")?.id).toBe("home-xx");
    expect(match("/xx/explore")?.id).toBe("explore-xx");
    expect(match(`/xx/parks/${"some-park"}`)?.id).toBe("place-parks-xx");
    expect(match("/xx/no-such-page")?.id).toBe("not-found-xx");
    expect(pageCacheKey("/xx/parks", "?page=2")).toBe("/xx/parks?page=2");
  });

  it("is listed by search engines' tags and the sitemap, and kept offline", () => {
    const tags = seoMeta([{ id: "root", data: { siteUrl: SITE, locale: PSEUDO } }], {
      title: "t",
      description: "d",
      path: "/faq",
    });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE}/xx/faq` });
    expect(tags).toContainEqual({ property: "og:locale", content: "en_XA" });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: PSEUDO, href: `${SITE}/xx/faq` });
    expect(tags).toContainEqual({ tagName: "link", rel: "alternate", hrefLang: "es", href: `${SITE}/es/faq` });
    expect(OFFLINE_PATHS).toEqual(["/offline", "/es/offline", "/xx/offline"]);
    expect(offlinePathFor("/xx/explore")).toBe("/xx/offline");
  });

  it("has its sitemap files", async () => {
    const index = await (await sitemapIndex(await getDb(), SITE)).text();
    expect(index).toContain(`${SITE}/sitemaps/xx-pages.xml`);
  });
});

describe("pages under /xx", () => {
  it("the home, explore and category pages answer in its words, their addresses under /xx", async () => {
    const home = (await callRoute(homeRoute.loader, siteRequest("/xx"))).body as { seo: { title: string } };
    expect(home.seo.title).toBe(pseudo(en("browse")("home.title", { brand: "Florida Dog Places" })));
    const explore = (await callRoute(exploreRoute.loader, siteRequest("/xx/explore?leash=off-leash"))).body as {
      seo: { title: string };
      path: string;
    };
    expect(wrapped(explore.seo.title)).toBe(true);
    expect(explore.path).toBe("/xx/explore");
    const parks = (await callRoute(categoryRoute.loader, siteRequest("/xx/parks"))).body as {
      seo: { title: string };
      path: string;
    };
    expect(wrapped(parks.seo.title)).toBe(true);
    expect(parks.path).toBe("/xx/parks");
  });

  it("a place's page has its title in its words and its structured data at its /xx address", async () => {
    const page = await callRoute(placeRoute.loader, siteRequest(`/xx/parks/${park.slug}`), { slug: park.slug });
    expect(page.status).toBe(200);
    const { seo } = page.body as { seo: { title: string; jsonLd: Record<string, unknown>[] } };
    expect(seo.title).toContain(OPEN);
    expect(seo.title).toContain(park.name);
    const [placeLd, crumbs] = seo.jsonLd;
    expect(placeLd!.url).toBe(`${SITE}/xx/parks/${park.slug}`);
    expect(crumbs!.itemListElement).toEqual([
      expect.objectContaining({ name: pseudo(en("place")("structuredData.home")), item: `${SITE}/xx` }),
      expect.objectContaining({ item: `${SITE}/xx/parks` }),
      expect.objectContaining({ name: park.name, item: `${SITE}/xx/parks/${park.slug}` }),
    ]);
  });

  it("the FAQ and the sign-in page answer in its words", async () => {
    const faq = (await callRoute(loaderOf(faqRoute.loader), siteRequest("/xx/faq"))).body as {
      title: string;
      heading: string;
      questions: { question: string; answer: string }[];
    };
    expect(faq.heading).toBe(pseudo(en("content")("faq.heading")));
    for (const q of faq.questions) expect(wrapped(q.question) && wrapped(q.answer)).toBe(true);
    const auth = (await callRoute(authRoute.loader, siteRequest("/xx/auth"))).body as {
      seo: { title: string; description: string };
    };
    expect(wrapped(auth.seo.title) && wrapped(auth.seo.description)).toBe(true);
  });

  it("a page that does not exist is not found in its words", async () => {
    const missing = await callRoute(loaderOf(notFoundRoute.loader), siteRequest("/xx/no-such-page"));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ title: pseudo(en("common")("notFound.pageTitle")) });
    const place = await callRoute(placeRoute.loader, siteRequest("/xx/parks/no-such-place"), { slug: "no-such-place" });
    expect(place.status).toBe(404);
    expect(JSON.stringify(place.body)).toContain(pseudo(en("common")("notFound.pageTitle")));
  });
});

describe("pages rendered on the server in xx", () => {
  it("the FAQ shows only its words", async () => {
    const data = (await callRoute(loaderOf(faqRoute.loader), siteRequest("/xx/faq"))).body;
    const html = renderPage("/xx/faq", faqRoute.default as ComponentType<never>, data);
    expect(html).toContain(pseudo(en("content")("faq.heading")));
    expect(leaks(html)).toEqual([]);
    for (const href of hrefs(html).filter((h) => h.startsWith("/"))) expect(href).toMatch(/^\/xx(\/|$)/);
  });

  it("the not-found page shows only its words", () => {
    const html = renderPage("/xx/no-such-page", notFoundRoute.default as ComponentType<never>, {});
    expect(leaks(html)).toEqual([]);
    for (const href of hrefs(html).filter((h) => h.startsWith("/"))) expect(href).toMatch(/^\/xx(\/|$)/);
  });

  it("the header and footer show only its words, and switch to each other language", () => {
    const header = render("/xx/explore?leash=off-leash", () => createElement(SiteHeader, { user: null }));
    const footer = render("/xx/explore?leash=off-leash", () => createElement(SiteFooter, { year: 2026 }));
    expect(leaks(header, ["English", "Español", "EN", "ES", "Florida Dog Places"])).toEqual([]);
    // Names stay as they are in every language: the brand, cities, the data's source and its licence.
    const names = ["Florida Dog Places", "Orlando", "Miami", "OpenStreetMap", "ODbL"];
    expect(leaks(footer, ["English", "Español", ...names])).toEqual([]);
    expect(hrefs(footer)).toContain("/explore?leash=off-leash");
    expect(hrefs(footer)).toContain("/es/explore?leash=off-leash");
    for (const href of hrefs(header).filter((h) => h.startsWith("/"))) {
      expect(href).toMatch(/^\/(xx(\/|$|\?)|explore\?|es\/explore\?)/);
    }
  });
});

describe("e-mails in xx", () => {
  it("a sign-up on /xx keeps xx as the person's language and mails the confirmation in it, its link opening /xx", async () => {
    const email = "pseudo@example.com";
    await authRoute.action({
      request: formRequest(
        "/xx/auth",
        { intent: "signup", email, password: TEST_PASSWORD },
        { Referer: `${SITE}/xx/auth` },
      ),
      params: {},
      context: routeContext(),
    } as never);
    const db = await getDb();
    const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.email, email));
    expect(row?.locale).toBe(PSEUDO);
    await settleDeliveries();
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipients, email));
    expect(wrapped(mail!.subject)).toBe(true);
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail!.text)?.[0];
    expect(new URL(link!).searchParams.get("callbackURL")).toBe("/xx/auth?confirmed=1");
  });

  it("the farewell is written in xx and links to the /xx home page", () => {
    const mail = accountDeletedMail("gone@example.com", SITE, PSEUDO);
    expect(wrapped(mail.subject)).toBe(true);
    expect(mail.text).toContain(`${SITE}/xx`);
    expect(leaks(mail.text, [SITE, "Florida Dog Places", "gone@example.com"])).toEqual([]);
  });
});

describe("refusals in xx", () => {
  it("a form's error shows in its words, on a page that shows only its words", async () => {
    const page = await callRoute(loaderOf(contactRoute.loader), siteRequest("/xx/contact"));
    const answer = await callRoute(
      contactRoute.action,
      formRequest("/xx/contact", { name: "", email: "not-an-address", subject: "", message: "" }),
    );
    expect(answer.status).toBe(400);
    const html = renderPage("/xx/contact", contactRoute.default as ComponentType<never>, page.body, answer.body);
    expect(html).toContain(pseudo(en("common")("validation.fillRequired")));
    expect(leaks(html, ["not-an-address"])).toEqual([]);
  });

  it("a refused request's page is in its words, leading back under /xx", () => {
    const tooLarge = oversizedFormCheck("/xx/contact");
    expect(wrapped(tooLarge!.message)).toBe(true);
    const page = requestRefusedPage(SITE, 413, tooLarge!.message, "/xx/contact");
    expect(page).toContain(`<html lang="${PSEUDO}">`);
    expect(leaks(page, ["Florida Dog Places"])).toEqual([]);
  });

  it("a sign-in with a wrong password is refused in its words", async () => {
    const answer = await callRoute(
      authRoute.action,
      formRequest("/xx/auth", { intent: "signin", email: "nobody@example.com", password: "wrong-password-1" }),
    );
    expect(JSON.stringify(answer.body)).toContain(OPEN);
  });
});
