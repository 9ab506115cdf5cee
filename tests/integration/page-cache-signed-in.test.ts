// Signed-in visitors' own copies of public pages (decision 0057): each person's copy is rendered
// once and answered from memory while nothing they see has changed; a change to their account,
// session, dogs or lists, made through this instance or elsewhere, shows on their next page; one
// person never gets another's copy, and the anonymous page is not dropped for a personal change.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { pageAddress } from "../fixtures/routes";
import { createSignedInUser } from "../fixtures/sessions";
import { insertList } from "../fixtures/lists";
import { getAuth } from "~/server/domain/auth.server";
import { readDirectoryVersion } from "~/server/http/page-cache-version.server";
import { createPageCache } from "~/server/http/page-cache.server";
import { locations, placeListItems, session, user } from "~/server/infra/schema.server";
import { setRole } from "~/server/queries/users.server";
import { userDogs } from "~/server/infra/schema-dogs.server";
import { place, watchedStamps } from "./page-cache-fixtures";

const PAGE = "/beaches/cached-dog-beach";

describe("signed-in visitors' copies in the page cache", () => {
  let server: http.Server;
  let origin = "";
  let renders = 0;
  let clock = 1_000_000;
  let placeId = "";
  const version = watchedStamps(() => clock);

  beforeAll(async () => {
    const db = await resetDatabase();
    const [row] = await db.insert(locations).values(place).returning({ id: locations.id });
    placeId = row!.id;
    const cache = createPageCache({
      maxBytes: 1024 * 1024,
      maxAgeSeconds: 60,
      now: () => clock,
      version,
      cacheKey: pageAddress,
      // The page says who reads it and how many places they saved, as the place page's heart does.
      render: async (request) => {
        renders++;
        if (new URL(request.url).pathname !== PAGE) return new Response("Not found", { status: 404 });
        const found = await (await getAuth()).api.getSession({ headers: request.headers });
        const saved = found
          ? (await (await getDb()).select().from(placeListItems).where(eq(placeListItems.locationId, placeId))).length
          : 0;
        const reader = found ? `<p>Signed in as ${found.user.email}, ${saved} saved</p>` : "<p>Sign in</p>";
        return new Response(
          `<html><body><h1>${place.name}</h1>${reader}${"<p>dogs welcome</p>".repeat(50)}</body></html>`,
          {
            // As the app says of its public pages; the cache says a copy is private.
            headers: {
              "Content-Type": "text/html; charset=utf-8",
              "Cache-Control": "public, max-age=60",
              ...(request.headers.get("cookie")?.includes("fdp_flash=")
                ? { "Set-Cookie": "fdp_flash=; Max-Age=0" }
                : {}),
            },
          },
        );
      },
    });
    server = http.createServer((req, res) =>
      cache.middleware(req, res, () => {
        // A person's change through this instance: saving the place to a new list.
        void (async () => {
          const found = await (
            await getAuth()
          ).api.getSession({ headers: new Headers({ cookie: req.headers.cookie ?? "" }) });
          await insertList(await getDb(), {
            userId: found!.user.id,
            name: `List ${renders}`,
            places: [{ locationId: placeId }],
          });
          res.statusCode = 303;
          res.end();
        })();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function get(cookie?: string, method = "GET") {
    const res = await fetch(origin + PAGE, { method, headers: cookie ? { cookie } : {}, redirect: "manual" });
    return { status: res.status, headers: res.headers, body: await res.text() };
  }

  it("answers each person with their own copy, rendered once and kept private", async () => {
    const ana = await createSignedInUser("ana-copy@example.com");
    const ben = await createSignedInUser("ben-copy@example.com");
    const before = renders;
    expect((await get(ana.cookie)).body).toContain("Signed in as ana-copy@example.com");
    expect((await get(ben.cookie)).body).toContain("Signed in as ben-copy@example.com");
    expect((await get()).body).toContain("Sign in");
    expect(renders).toBe(before + 3);

    const again = await get(ana.cookie);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.body).toContain("Signed in as ana-copy@example.com");
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    expect(again.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect((await get(ben.cookie)).body).toContain("Signed in as ben-copy@example.com");
    expect(renders).toBe(before + 3);
  });

  it("sends a page that sets a cookie to that visitor alone, private and not kept", async () => {
    const fay = await createSignedInUser("fay-copy@example.com");
    const cookie = `${fay.cookie}; fdp_flash=signed-in`;
    const before = renders;
    for (let i = 0; i < 2; i++) {
      const page = await get(cookie);
      expect(page.body).toContain("Signed in as fay-copy@example.com");
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      expect(page.headers.get("x-page-cache")).toBeNull();
    }
    expect(renders).toBe(before + 2);
  });

  it("shows a person's own change through this instance on their next page, and keeps the anonymous page", async () => {
    const cara = await createSignedInUser("cara-copy@example.com");
    const saved = (await get(cara.cookie)).body.match(/(\d+) saved/)![1]!;
    await get();
    expect((await get(cara.cookie, "POST")).status).toBe(303);
    expect((await get(cara.cookie)).body).toContain(`${Number(saved) + 1} saved`);
    expect((await get()).headers.get("x-page-cache")).toBe("hit");
  });

  it("shows a change made elsewhere once the stamps have been read again", async () => {
    const dan = await createSignedInUser("dan-copy@example.com");
    await get(dan.cookie);
    // Signed out on another instance: the session is gone.
    await (await getDb()).delete(session).where(eq(session.userId, dan.id));
    expect((await get(dan.cookie)).headers.get("x-page-cache")).toBe("hit");
    clock += 1001;
    await get(dan.cookie);
    await version.refreshing;
    const next = await get(dan.cookie);
    expect(next.body).toContain("Sign in");
    expect(next.body).not.toContain("dan-copy@example.com");
  });

  it("moves the personal stamp, and not the directory's, with every table a signed-in copy shows", async () => {
    const db = await getDb();
    const eve = await createSignedInUser("eve-copy@example.com");
    const changes = [
      () => db.insert(userDogs).values({ userId: eve.id, dogs: [] }),
      () => insertList(db, { userId: eve.id, name: "Weekend", places: [{ locationId: placeId }] }),
      () => db.delete(placeListItems).where(eq(placeListItems.locationId, placeId)),
      () => db.update(user).set({ name: "Eve E." }).where(eq(user.id, eve.id)),
      () => setRole(db, eve.id, "admin"),
      () => db.delete(session).where(eq(session.userId, eve.id)),
    ];
    for (const change of changes) {
      const before = await readDirectoryVersion(db);
      await change();
      const after = await readDirectoryVersion(db);
      expect(Number(after.personal)).toBeGreaterThan(Number(before.personal));
      expect(after.version).toBe(before.version);
    }
  });
});
