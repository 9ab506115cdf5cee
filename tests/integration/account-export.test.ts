// A person's account page (decision 0029): the export of everything the site holds about them (theirs
// only), and the account's pages kept out of the page cache.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { submissionRow } from "../factories";
import { insertList } from "../fixtures/lists";
import { pageCacheKey } from "../fixtures/routes";
import { callRoute, siteRequest } from "../fixtures/sessions";
import * as exportRoute from "~/routes/account/export[.]json";
import type { AccountExport } from "~/server/domain/account.server";
import { account, reviewPhotos, session } from "~/server/infra/schema.server";
import { createReport } from "~/server/queries/reports.server";
import { createSubmission } from "~/server/queries/submissions.server";
import { newPerson, newPlace, publishedReview, readyDatabase, REVIEW_TEXT, suffix } from "./account-fixtures";

beforeAll(readyDatabase);

async function download(cookie: string) {
  const { status, body } = await callRoute(exportRoute.loader, siteRequest("/account/export.json", { cookie }));
  const response = body as Response;
  return { status, response, text: status === 200 ? await response.text() : "" };
}

describe("the export", () => {
  it("holds the person's profile, submissions, reports, reviews with photos and lists with notes, and nobody else's", async () => {
    const db = await getDb();
    const me = await newPerson("exporter");
    const other = await newPerson("neighbour");
    const lake = await newPlace();
    const beach = await newPlace();
    const review = await publishedReview(me, lake, { photos: 1 });
    await publishedReview(other, lake, { rating: 2, text: "Somebody else's words about the lake and its shade." });
    const listName = `Beach weekend ${suffix()}`;
    await insertList(db, {
      userId: me.id,
      name: listName,
      visibility: "link",
      places: [{ locationId: lake.id, note: "bring shoes, shells" }, { locationId: beach.id }],
    });
    await insertList(db, { userId: me.id, name: "Favorites", isFavorites: true, places: [{ locationId: beach.id }] });
    const otherList = `Neighbour's list ${suffix()}`;
    await insertList(db, { userId: other.id, name: otherList, places: [{ locationId: lake.id, note: "not mine" }] });
    await createSubmission(db, me.id, submissionRow({ submitterName: "Rita Exporter", email: me.email }));
    await createReport(db, {
      locationId: beach.id,
      kind: "hours",
      text: "The gate now opens at 7.",
      sourceUrl: null,
      email: me.email,
      userId: me.id,
    });

    const { status, response, text } = await download(me.cookie);
    expect(status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.json"$/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const exported = JSON.parse(text) as AccountExport;

    expect(exported.profile).toMatchObject({ id: me.id, email: me.email, role: "user" });
    expect(exported.reviews).toHaveLength(1);
    expect(exported.reviews[0]).toMatchObject({
      place: { name: lake.name, path: lake.path },
      rating: 4,
      text: REVIEW_TEXT,
      status: "published",
    });
    const [photo] = await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id));
    expect(exported.reviews[0]!.photos).toEqual([
      { url: `http://localhost:3000${photo!.url}`, caption: "Photo 1", status: "pending" },
    ]);
    const mine = exported.lists.find((l) => l.name === listName);
    expect(mine).toMatchObject({ favorites: false, visibility: "link" });
    expect(mine!.places.map((p) => ({ name: p.name, path: p.path, note: p.note }))).toEqual([
      { name: lake.name, path: lake.path, note: "bring shoes, shells" },
      { name: beach.name, path: beach.path, note: null },
    ]);
    expect(exported.lists.find((l) => l.favorites)?.places.map((p) => p.name)).toEqual([beach.name]);
    expect(exported.submissions.map((s) => s.submitterName)).toEqual(["Rita Exporter"]);
    expect(exported.reports).toMatchObject([{ place: { name: beach.name }, kind: "hours", email: me.email }]);

    // Nothing of the neighbour's, and no secret of the person's own.
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(otherList);
    expect(text).not.toContain("Somebody else's words");
    expect(text).not.toContain("not mine");
    const [hash] = await db.select({ password: account.password }).from(account).where(eq(account.userId, me.id));
    expect(hash!.password).toBeTruthy();
    expect(text).not.toContain(hash!.password!);
    const tokens = await db.select({ token: session.token }).from(session).where(eq(session.userId, me.id));
    expect(tokens.length).toBeGreaterThan(0);
    for (const { token } of tokens) expect(text).not.toContain(token);
    expect(exported.sessions.length).toBe(tokens.length);
  });

  it("is only for a signed-in person: a visitor is sent to sign in", async () => {
    const { status, response } = await download("");
    expect(status).toBe(302);
    expect(response.headers.get("Location")).toBe("/auth?redirectTo=%2Faccount%2Fexport.json");
  });
});

describe("the account's pages", () => {
  it("are never kept by the page cache: the page and the download have no cache policy", () => {
    expect(pageCacheKey("/account", "")).toBeNull();
    expect(pageCacheKey("/account/export.json", "")).toBeNull();
  });
});
