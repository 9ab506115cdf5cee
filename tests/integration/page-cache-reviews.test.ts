// Cached pages after a review (decision 0026): publishing, editing or removing a review drops the
// cached page of its place and the cached lists, on this instance at once and on another instance
// of the same database on its next read of the stamp, and nothing else; a change to a place's facts
// still drops every page. Two page caches stand for two instances, each in front of the real
// loaders of the place page and of Explore, with the routes' own cache policies.
import http from "node:http";
import type { AddressInfo } from "node:net";
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow } from "../factories";
import { pageAddress } from "../fixtures/routes";
import { watchedStamps } from "./page-cache-fixtures";
import { content, newOwner } from "./reviews-fixtures";
import { readDirectoryVersion } from "~/server/http/page-cache-version.server";
import { callRoute, createSignedInUser } from "../fixtures/sessions";
import * as exploreRoute from "~/routes/public/explore";
import * as placeRoute from "~/routes/public/place/route";
import { placePath } from "~/lib/vocabulary";
import { deleteOwnReview, editReview, moderateReview, submitReview } from "~/server/domain/reviews.server";
import { listenForDirectoryChanges } from "~/server/infra/directory-changes.server";
import { reviewChanges } from "~/server/infra/schema.server";
import { JobRuntime } from "~/server/jobs/runtime.server";
import { reviewChangesPruningJob } from "~/server/jobs/index.server";
import { createPageCache } from "~/server/http/page-cache.server";
import { pruneReviewChanges } from "~/server/queries/health.server";
import { insertLocation, updateLocation } from "~/server/queries/location-admin.server";

const SITE = "http://localhost:3000";
const LIST = "/explore?sort=rating";
const STATIC = "/faq";

type Place = { id: string; slug: string; name: string; category: string; path: string };

async function newPlace(name: string): Promise<Place> {
  const row = await insertLocation(await getDb(), placeRow({ name, category: "dog-park" }));
  return { id: row.id, slug: row.slug, name: row.name, category: row.category, path: placePath(row) };
}

/** A new owner's review of `place`: their first, so it waits for an administrator. */
async function newOwnersReview(place: Place, review: Parameters<typeof content>[0]) {
  return submitReview(await getDb(), { author: await newOwner(), place, content: content(review) });
}

/** What a visitor reads on the page, from the route's own loader: a place's reviews, a list's ratings. */
async function renderPage(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const html = (body: string) => new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  if (url.pathname === STATIC) return html("<h1>Frequently asked questions</h1>");
  if (url.pathname === "/explore") {
    const { body } = await callRoute(exploreRoute.loader, request);
    const { items } = body as { items: { name: string; reviewCount: number }[] };
    return html(`<ul>${items.map((i) => `<li>${i.name} (${i.reviewCount} reviews)</li>`).join("")}</ul>`);
  }
  const { status, body } = await callRoute(placeRoute.loader, request, { slug: url.pathname.split("/")[2]! });
  if (status !== 200) return new Response(null, { status });
  const { place, reviews } = body as { place: { name: string }; reviews: { summary: { count: number } } };
  return html(`<h1>${place.name}</h1><p>${reviews.summary.count} reviews</p>`);
}

/** An instance of the server: its own page cache and version watch, in front of the same database. */
async function startInstance() {
  let clock = 1_000_000;
  const renders: string[] = [];
  const version = watchedStamps(() => clock);
  const cache = createPageCache({
    maxBytes: 4 * 1024 * 1024,
    maxAgeSeconds: 60,
    now: () => clock,
    version,
    cacheKey: pageAddress,
    render: async (request) => {
      const url = new URL(request.url);
      renders.push(`${url.origin}${url.pathname}${url.search}`);
      return renderPage(request);
    },
  });
  /** What the next form sent to this instance does (an administrator's decision, an author's edit). */
  let action: () => Promise<unknown> = async () => undefined;
  const server = http.createServer((req, res) => {
    const origin = String(req.headers["x-fdp-origin"] ?? `http://${req.headers.host}`);
    if (cache.answerFromMemory(req, res, origin)) return;
    void cache.middleware(req, res, async () => {
      if (req.method === "POST") {
        await action();
        res.statusCode = 303;
        return res.end();
      }
      res.statusCode = 418;
      res.end("passed on");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function get(path: string, origin?: string) {
    const response = await fetch(address + path, { headers: origin ? { "X-Fdp-Origin": origin } : {} });
    return { state: response.headers.get("x-page-cache"), body: await response.text() };
  }

  return {
    renders,
    get,
    /** Sends a form to this instance, which does `work` as the app's action would. */
    async post(work: () => Promise<unknown>) {
      action = work;
      const response = await fetch(`${address}/admin/reviews`, { method: "POST" });
      expect(response.status).toBe(303);
    },
    /** Lets PAGE_CACHE_CHECK_MS pass: the next request starts a read of the stamp, and this waits for it. */
    async nextCheck() {
      clock += 1001;
      await get(STATIC);
      await version.refreshing;
    },
    /** Requests each address until it is kept, then answers which of them the next request renders again. */
    async renderedAgain(paths: string[], origin?: string) {
      const before = renders.length;
      const states = await Promise.all(paths.map(async (path) => [path, (await get(path, origin)).state] as const));
      expect(renders.length - before).toBe(states.filter(([, state]) => state !== "hit").length);
      return states.filter(([, state]) => state !== "hit").map(([path]) => path);
    },
    async warm(paths: string[], origin?: string) {
      for (const path of paths) await get(path, origin);
      for (const path of paths) expect((await get(path, origin)).state, path).toBe("hit");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("cached pages after a review", () => {
  let a: Place;
  let b: Place;
  let adminId: string;
  let here: Awaited<ReturnType<typeof startInstance>>;
  let there: Awaited<ReturnType<typeof startInstance>>;
  let pages: string[];

  beforeAll(async () => {
    await resetDatabase();
    a = await newPlace("Reviewed Bark Park");
    b = await newPlace("Quiet Bark Park");
    adminId = (await createSignedInUser(`staff-${crypto.randomBytes(4).toString("hex")}@example.com`, "admin")).id;
    here = await startInstance();
    there = await startInstance();
    pages = [a.path, b.path, LIST, STATIC];
  });

  afterAll(async () => {
    await here.close();
    await there.close();
  });

  it("a published review renders its place's page and the lists again, on this instance and the other, and nothing else", async () => {
    const db = await getDb();
    // A first review waits for an administrator: nothing a visitor sees has changed yet.
    const review = await newOwnersReview(a, { rating: 5 });
    expect(review.status).toBe("pending");
    await here.warm(pages);
    await here.warm([a.path], SITE);
    await there.warm(pages);
    const before = await readDirectoryVersion(db);

    await here.post(() => moderateReview(db, adminId, review.id, { decision: "publish" }, SITE));

    // The directory's stamp stayed; the review counter moved.
    const after = await readDirectoryVersion(db);
    expect(after.version).toBe(before.version);
    expect(Number(after.reviews)).toBeGreaterThan(Number(before.reviews));

    expect(await here.renderedAgain(pages)).toEqual([a.path, LIST]);
    // Every origin's copy of the place's page.
    expect(await here.renderedAgain([a.path], SITE)).toEqual([a.path]);
    expect((await here.get(a.path)).body).toContain("1 reviews");
    expect((await here.get(LIST)).body).toContain(`${a.name} (1 reviews)`);

    // The other instance learns it on its next read of the stamp (at once on PostgreSQL's
    // notification, within PAGE_CACHE_CHECK_MS in any case).
    expect((await there.get(a.path)).body).toContain("0 reviews");
    await there.nextCheck();
    expect(await there.renderedAgain(pages)).toEqual([a.path, LIST]);
    expect((await there.get(a.path)).body).toContain("1 reviews");
  });

  it("so does an author's edit of a published review, and its deletion", async () => {
    const db = await getDb();
    const [published] = await db
      .execute<{ id: string; user_id: string }>(
        sql`select id, user_id from place_reviews where location_id = ${a.id} and status = 'published'`,
      )
      .then((r) => r.rows);
    const author = { id: published!.user_id, emailVerified: true };
    for (const change of [
      () =>
        editReview(db, {
          author,
          reviewId: published!.id,
          place: a,
          content: content({ rating: 3, tags: [] }),
        }),
      () => deleteOwnReview(db, { author, reviewId: published!.id }),
    ]) {
      await here.warm(pages);
      await there.warm(pages);
      await here.post(change);
      expect(await here.renderedAgain(pages)).toEqual([a.path, LIST]);
      await there.nextCheck();
      expect(await there.renderedAgain(pages)).toEqual([a.path, LIST]);
    }
    expect((await there.get(a.path)).body).toContain("0 reviews");
  });

  it("a change to a place's facts still renders every page again, on both instances", async () => {
    const db = await getDb();
    await here.warm(pages);
    await there.warm(pages);
    const before = await readDirectoryVersion(db);
    await here.post(() => updateLocation(db, b.id, { description: "Two fenced acres." }, null));
    expect((await readDirectoryVersion(db)).version).not.toBe(before.version);
    expect(await here.renderedAgain(pages)).toEqual(pages);
    await there.nextCheck();
    expect(await there.renderedAgain(pages)).toEqual(pages);
  });

  it("an instance that missed review changes (pruned before it read them) renders every page again", async () => {
    const db = await getDb();
    await here.warm(pages);
    await there.warm(pages);
    // A new owner's first review waits; an administrator publishes it, then the change is forgotten.
    const review = await newOwnersReview(b, { rating: 4, visitMonth: "2026-02", dogSizes: ["small"], tags: [] });
    await here.post(() => moderateReview(db, adminId, review.id, { decision: "publish" }, SITE));
    expect(await here.renderedAgain(pages)).toEqual([b.path, LIST]);
    await pruneReviewChanges(db, 0);
    expect(await db.$count(reviewChanges)).toBe(0);
    await there.nextCheck();
    expect(await there.renderedAgain(pages)).toEqual(pages);
  });

  it("review changes are kept for the instances that follow them, then pruned by a scheduled job", async () => {
    const db = await getDb();
    const review = await newOwnersReview(a, { rating: 2, visitMonth: "2026-01", dogSizes: ["medium"], tags: [] });
    const since = (await readDirectoryVersion(db)).reviews;
    await moderateReview(db, adminId, review.id, { decision: "publish" }, SITE);
    expect((await readDirectoryVersion(db, since)).reviewedPlaces).toEqual([a.slug]);
    // An hour later, the job forgets them; a reader that had not caught up can no longer tell which places.
    await db.execute(sql`update review_changes set changed_at = now() - interval '2 hours'`);
    const runtime = new JobRuntime({ owner: `pruner-${crypto.randomUUID().slice(0, 6)}`, pollMs: 25 });
    runtime.start(db, [reviewChangesPruningJob]);
    try {
      await expect.poll(() => db.$count(reviewChanges), { timeout: 30_000 }).toBe(0);
    } finally {
      await runtime.stop(1000);
    }
    expect((await readDirectoryVersion(db, since)).reviewedPlaces).toBeNull();
  });

  it("every column of a place but its rating moves the directory's stamp", async () => {
    // A migration that adds a column to locations runs track_directory_changes again (migration 0024).
    const { rows } = await (
      await getDb()
    ).execute<{ name: string; tracked: boolean }>(sql`
      select a.attname as name, a.attnum = any (t.tgattr::int2[]) as tracked
      from pg_trigger t join pg_attribute a on a.attrelid = t.tgrelid
      where t.tgrelid = 'locations'::regclass and t.tgname = 'directory_version'
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''`);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.filter((r) => !r.tracked).map((r) => r.name)).toEqual([
      "review_count",
      "review_average",
      "review_score",
    ]);
  });

  it.runIf(process.env.DATABASE_URL?.startsWith("postgres"))(
    "tells the other instances at once on PostgreSQL",
    async () => {
      const db = await getDb();
      let told = 0;
      let listening!: () => void;
      const ready = new Promise<void>((resolve) => (listening = resolve));
      const stop = listenForDirectoryChanges(process.env.DATABASE_URL!, {
        changed: () => told++,
        listening: (on) => on && listening(),
      });
      try {
        await ready;
        const review = await newOwnersReview(b, { rating: 5, visitMonth: "2026-04", tags: [] });
        const quiet = told;
        await moderateReview(db, adminId, review.id, { decision: "publish" }, SITE);
        await expect.poll(() => told).toBeGreaterThan(quiet);
      } finally {
        await stop();
      }
    },
  );
});
