import { describe, expect, it } from "vitest";
import { serializeMessages } from "./i18n";
import {
  keptListUrls,
  cacheNames,
  classifyRequest,
  endsSession,
  isKeepablePage,
  isKeepRequest,
  isPageCache,
  isPersonalAnswer,
  isOfflinePath,
  isPrivatePath,
  keptKind,
  offlineAddress,
  offlinePathFor,
  OFFLINE_PATHS,
  retryAddress,
} from "./offline";
import { pageTitle, savedCopyHtml, withNotice } from "./offline-pages";

const ORIGIN = "https://dogs.example";
const page = (path: string, method = "GET") => ({
  method,
  url: `${ORIGIN}${path}`,
  mode: "navigate",
  destination: "document",
});

describe("which requests the service worker keeps", () => {
  it.each([
    [
      "keeps public pages opened in the browser: places, lists, Explore, shared lists",
      "page",
      ["/", "/explore?region=south", "/parks/achieva-paw-park", "/beaches", "/lists/shared/abc123", "/faq"],
    ],
    [
      "never keeps admin, sign-in, account, form or a person's own list pages",
      "private-page",
      [
        "/admin",
        "/admin/locations",
        "/auth",
        "/auth/sign-out",
        "/api/auth/get-session",
        "/account",
        "/account/settings",
        "/my-submissions",
        "/submit",
        "/lists",
        "/lists/12",
        "/report/some-park",
        "/review/some-park",
        "/offline",
      ],
    ],
  ] as const)("%s", (_, kind, paths) => {
    for (const path of paths) expect(classifyRequest(page(path), ORIGIN), path).toBe(kind);
  });

  it("reads prefixes as whole path segments", () => {
    expect(isPrivatePath("/listsx")).toBe(false);
    expect(isPrivatePath("/administrators-guide")).toBe(false);
    expect(isPrivatePath("/lists/shared")).toBe(false);
    expect(isPrivatePath("/lists/sharedx")).toBe(true);
  });

  it("never keeps a request that is not GET: a form the browser sends is answered, others left alone", () => {
    expect(classifyRequest(page("/contact", "POST"), ORIGIN)).toBe("form");
    expect(classifyRequest(page("/parks/x", "post"), ORIGIN)).toBe("form");
    expect(classifyRequest({ ...page("/contact.data", "POST"), mode: "cors", destination: "" }, ORIGIN)).toBe(
      "network",
    );
    expect(classifyRequest({ ...page("/map/florida.geojson", "PUT"), mode: "cors" }, ORIGIN)).toBe("network");
  });

  it("keeps pictures from anywhere, the map's data by prefix and the release's files", () => {
    const fetched = (url: string, destination = "") => ({ method: "GET", url, mode: "cors", destination });
    expect(classifyRequest(fetched(`${ORIGIN}/uploads/a-800.webp`, "image"), ORIGIN)).toBe("image");
    expect(classifyRequest(fetched("https://photos.example/park.jpg", "image"), ORIGIN)).toBe("image");
    expect(classifyRequest(fetched(`${ORIGIN}/admin/photos?id=1`, "image"), ORIGIN)).toBe("network");
    expect(classifyRequest(fetched(`${ORIGIN}/map/florida.geojson`), ORIGIN)).toBe("map");
    expect(classifyRequest(fetched(`${ORIGIN}/map/tiles/7/35/54.pbf`), ORIGIN)).toBe("map");
    expect(classifyRequest(fetched(`${ORIGIN}/assets/map-canvas.client-x.js`, "script"), ORIGIN)).toBe("asset");
    expect(classifyRequest(fetched(`${ORIGIN}/parks/x.data`), ORIGIN)).toBe("network");
    expect(classifyRequest(fetched("https://tiles.example/map/1.pbf"), ORIGIN)).toBe("network");
  });

  it("leaves pages of other sites and React Router's data requests to the browser", () => {
    expect(classifyRequest({ ...page("/"), url: "https://elsewhere.example/" }, ORIGIN)).toBe("network");
    expect(classifyRequest(page("/parks/x.data"), ORIGIN)).toBe("private-page");
  });
});

describe("answers", () => {
  it("tells a personal answer (signed in, or setting a cookie) from an anonymous one", () => {
    expect(isPersonalAnswer("private, no-store")).toBe(true);
    expect(isPersonalAnswer("no-store")).toBe(true);
    expect(isPersonalAnswer("public, max-age=0, s-maxage=30, stale-while-revalidate=30")).toBe(false);
    expect(isPersonalAnswer(null)).toBe(false);
  });

  it("keeps only whole pages that went well", () => {
    expect(isKeepablePage(200, "text/html; charset=utf-8")).toBe(true);
    expect(isKeepablePage(404, "text/html")).toBe(false);
    expect(isKeepablePage(200, "application/json")).toBe(false);
    expect(isKeepablePage(0, null)).toBe(false);
  });

  it("knows a sign-out, sent by the browser or by React Router", () => {
    expect(endsSession("POST", `${ORIGIN}/auth/sign-out`, ORIGIN)).toBe(true);
    expect(endsSession("POST", `${ORIGIN}/auth/sign-out.data`, ORIGIN)).toBe(true);
    expect(endsSession("POST", `${ORIGIN}/api/auth/sign-out`, ORIGIN)).toBe(true);
    expect(endsSession("GET", `${ORIGIN}/auth/sign-out`, ORIGIN)).toBe(false);
    expect(endsSession("POST", "https://elsewhere.example/auth/sign-out", ORIGIN)).toBe(false);
  });
});

describe("a saved copy", () => {
  const html =
    '<!DOCTYPE html><html lang="en"><head><title>Achieva Paw Park &amp; Lake</title></head><body class="flex"><a href="#main">Skip</a></body></html>';

  it("carries the notice with the date it was saved, as the body's first element", () => {
    const saved = savedCopyHtml(html, "2026-11-27T15:05:00.000Z");
    expect(saved).toContain('<body class="flex"><aside role="status" aria-label="Offline" data-offline-notice=""');
    expect(saved).toContain(">Saved copy from Nov 27, 2026, 10:05 AM, you are offline</aside><a href=");
  });

  it("is left as it is without a date, and a page without a body is untouched", () => {
    expect(savedCopyHtml(html, null)).toBe(html);
    expect(savedCopyHtml(html, "not a date")).toBe(html);
    expect(withNotice("<p>no body</p>", "<aside></aside>")).toBe("<p>no body</p>");
  });

  it("is listed by its title", () => {
    expect(pageTitle(html)).toBe("Achieva Paw Park & Lake");
    expect(pageTitle("<html><body></body></html>")).toBe("");
  });
});

describe("the caches", () => {
  it("are named per release for pages, so a new release drops the old pages", () => {
    const one = cacheNames("aaa");
    const two = cacheNames("bbb");
    expect(one.pages).not.toBe(two.pages);
    expect(one.sessionPages).not.toBe(two.sessionPages);
    expect(one.keptPages).not.toBe(two.keptPages);
    expect(one.offline).not.toBe(two.offline);
    expect(one.images).toBe(two.images);
    expect([one.pages, one.sessionPages, one.keptPages].every(isPageCache)).toBe(true);
    expect([one.images, one.map, one.offline, one.keptFiles, "serwist-precache-v2"].some(isPageCache)).toBe(false);
  });
});

describe("Keep for offline", () => {
  it("keeps pages, photos and map data, and refuses private pages and odd addresses", () => {
    expect(keptKind("/parks/achieva-paw-park", ORIGIN)).toBe("page");
    expect(keptKind(`${ORIGIN}/lists/shared/abc`, ORIGIN)).toBe("page");
    expect(keptKind("/uploads/photo-800.webp", ORIGIN)).toBe("file");
    expect(keptKind("/map/florida.geojson", ORIGIN)).toBe("file");
    expect(keptKind("https://photos.example/park.jpg", ORIGIN)).toBe("file");
    expect(keptKind("/my-submissions", ORIGIN)).toBe("refused");
    expect(keptKind("/lists/12", ORIGIN)).toBe("refused");
    expect(keptKind("javascript:alert(1)", ORIGIN)).toBe("refused");
  });

  it("accepts only a list of addresses of reasonable length", () => {
    expect(isKeepRequest({ type: "keep-for-offline", urls: ["/parks/a"] })).toBe(true);
    expect(isKeepRequest({ type: "keep-for-offline", urls: [1] })).toBe(false);
    expect(isKeepRequest({ type: "keep-for-offline", urls: Array(501).fill("/a") })).toBe(false);
    expect(isKeepRequest({ type: "other" })).toBe(false);
    expect(isKeepRequest(null)).toBe(false);
  });
});

describe("the offline page's address", () => {
  it("says which address could not be opened, and offers only our own to try again", () => {
    expect(offlineAddress({ from: "/parks/a?x=1" })).toBe("/offline?from=%2Fparks%2Fa%3Fx%3D1");
    expect(offlineAddress({ form: true })).toBe("/offline?form=1");
    expect(retryAddress("?from=%2Fparks%2Fa%3Fx%3D1")).toBe("/parks/a?x=1");
    expect(retryAddress("?from=https%3A%2F%2Fevil.example")).toBeNull();
    expect(retryAddress("?from=%2F%2Fevil.example")).toBeNull();
    expect(retryAddress("?from=%2F%5Cevil.example")).toBeNull();
    expect(retryAddress("")).toBeNull();
  });

  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "\t//evil.example",
    " //evil.example",
    "/ /evil.example",
    "/parks\\..\\..\\evil.example",
    "\\\\evil.example",
    "/\u0000/evil.example",
    "/\u00a0/evil.example",
    "/\u2028/evil.example",
    "javascript:alert(1)",
    "evil.example",
  ])("never offers another site to try again, however its address is disguised: %j", (from) => {
    expect(retryAddress(`?${new URLSearchParams({ from })}`)).toBeNull();
  });

  it("refuses a disguise sent already encoded, and keeps a fragment", () => {
    expect(retryAddress("?from=%2F%09%2Fevil.example")).toBeNull();
    expect(retryAddress("?from=%2Fparks%2Fa%23photos")).toBe("/parks/a#photos");
  });
});

describe("keeping a list for offline", () => {
  it("keeps the shared page, each place's page, every width of its photos and the map's data, once each", () => {
    const urls = keptListUrls("/lists/shared/abc123DEF456", [
      { slug: "davis-islands-dog-beach", category: "dog-beach", photos: ["/uploads/places/a1b2-1600.webp"] },
      { slug: "davis-islands-dog-park", category: "dog-park", photos: [], imageUrl: "https://example.com/park.jpg" },
      { slug: "davis-islands-dog-beach", category: "dog-beach", photos: [] },
    ]);
    expect(urls[0]).toBe("/lists/shared/abc123DEF456");
    expect(urls).toContain("/beaches/davis-islands-dog-beach");
    expect(urls).toContain("/parks/davis-islands-dog-park");
    expect(urls).toContain("https://example.com/park.jpg");
    expect(urls).toEqual(
      expect.arrayContaining([
        "/map/florida.geojson",
        "/map/land.geojson",
        "/map/water.geojson",
        "/map/roads.geojson",
        "/map/towns.geojson",
      ]),
    );
    expect(new Set(urls).size).toBe(urls.length);
    expect(keptListUrls(null, []).some((url) => url.startsWith("/lists"))).toBe(false);
  });
});

describe("in Spanish", () => {
  it("keeps the Spanish public pages and never the Spanish private ones", () => {
    for (const path of [
      "/es",
      "/es/explore?region=south",
      "/es/beaches/davis-islands-dog-beach",
      "/es/lists/shared/abc123",
    ])
      expect(classifyRequest(page(path), ORIGIN), path).toBe("page");
    for (const path of [
      "/es/auth",
      "/es/account",
      "/es/my-submissions",
      "/es/submit",
      "/es/lists",
      "/es/lists/12",
      "/es/report/a",
      "/es/review/a",
      "/es/offline",
      "/es/search/suggestions",
    ])
      expect(classifyRequest(page(path), ORIGIN), path).toBe("private-page");
    expect(isPrivatePath("/es/listsx")).toBe(false);
    expect(keptKind("/es/lists/12", ORIGIN)).toBe("refused");
    expect(keptKind("/es/lists/shared/abc", ORIGIN)).toBe("page");
  });

  it("shows the offline page of the address's language", () => {
    expect(OFFLINE_PATHS).toEqual(["/offline", "/es/offline"]);
    expect(offlinePathFor("/es/beaches/a")).toBe("/es/offline");
    expect(offlinePathFor("/es")).toBe("/es/offline");
    expect(offlinePathFor("/beaches/a")).toBe("/offline");
    expect(offlinePathFor("/estero")).toBe("/offline");
    expect(isOfflinePath("/es/offline")).toBe(true);
    expect(isOfflinePath("/offline")).toBe(true);
    expect(isOfflinePath("/es/explore")).toBe(false);
    expect(offlineAddress({ from: "/es/parks/a?x=1" })).toBe("/es/offline?from=%2Fes%2Fparks%2Fa%3Fx%3D1");
    expect(offlineAddress({ form: true }, "es")).toBe("/es/offline?form=1");
    expect(retryAddress("?from=%2Fes%2Fparks%2Fa")).toBe("/es/parks/a");
  });

  it("writes a Spanish page's saved-copy notice in Spanish, from the texts the page carries", () => {
    const payload = serializeMessages({
      locale: "es",
      resources: {
        lists: {
          offline: { savedCopy: "Copia guardada el {{date}}; estás sin conexión", noticeLabel: "Sin conexión" },
        },
      },
    });
    const html =
      '<!DOCTYPE html><html lang="es"><head><title>Playa</title></head><body><a href="#main">Saltar</a>' +
      `<script>self.__I18N__=${payload}</script></body></html>`;
    const saved = savedCopyHtml(html, "2026-11-27T15:05:00.000Z");
    expect(saved).toContain('<body><aside role="status" aria-label="Sin conexión" data-offline-notice=""');
    expect(saved).toMatch(/>Copia guardada el 27 nov 2026, 10:05\sa\.\s?m\.; estás sin conexión<\/aside><a href=/);
    expect(saved).not.toContain("Saved copy");
  });

  it("keeps a Spanish visitor's list with its Spanish pages", () => {
    const urls = keptListUrls(
      "/lists/shared/abc123DEF456",
      [{ slug: "davis-islands-dog-beach", category: "dog-beach", photos: ["/uploads/places/a1b2-1600.webp"] }],
      "es",
    );
    expect(urls[0]).toBe("/es/lists/shared/abc123DEF456");
    expect(urls).toContain("/es/beaches/davis-islands-dog-beach");
    expect(urls.some((url) => url.startsWith("/uploads/places/a1b2"))).toBe(true);
    expect(urls).toContain("/map/florida.geojson");
    expect(urls.filter((url) => url.startsWith("/beaches") || url.startsWith("/lists"))).toEqual([]);
  });
});
