// A person's account page (decision 0029): the display name and password, the export of everything
// the site holds about them (theirs only), and deleting the account: its lists, reviews (each place's
// rating recounted), sessions and sign-in go in one transaction with the e-mail that confirms it,
// published submissions stay without the person's name, and a wrong password changes nothing.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { placeRow, submissionRow } from "../factories";
import { pngBytes } from "../fixtures/images";
import { insertList } from "../fixtures/lists";
import { pageCacheKey } from "../fixtures/routes";
import { callRoute, createSignedInUser, postForm, siteRequest, TEST_PASSWORD } from "../fixtures/sessions";
import * as accountRoute from "~/routes/account/account/route";
import * as exportRoute from "~/routes/account/export[.]json";
import { BRAND } from "~/lib/site";
import type { AccountExport } from "~/server/domain/account.server";
import { getAuth } from "~/server/domain/auth.server";
import { moderateReview, submitReview } from "~/server/domain/reviews.server";
import { settleDeliveries } from "~/server/domain/outbox.server";
import { env } from "~/server/infra/env.server";
import {
  account,
  jobRuns,
  locations,
  locationSubmissions,
  mailOutbox,
  placeListItems,
  placeLists,
  placeReports,
  placeReviews,
  reviewChanges,
  reviewPhotos,
  session,
  user,
} from "~/server/infra/schema.server";
import { insertLocation } from "~/server/queries/location-admin.server";
import { createReport } from "~/server/queries/reports.server";
import { createSubmission } from "~/server/queries/submissions.server";

const REVIEW_TEXT = "Shady paths all the way round the lake, and a water tap by the gate for the dogs.";

const suffix = () => crypto.randomBytes(4).toString("hex");

async function newPlace(name = `Account Park ${suffix()}`) {
  const row = await insertLocation(await getDb(), placeRow({ name, category: "dog-park", city: "Ocala" }));
  return { id: row.id, slug: row.slug, name: row.name, category: row.category, path: `/parks/${row.slug}` };
}

async function newPerson(prefix = "person") {
  return createSignedInUser(`${prefix}-${suffix()}@example.com`);
}

let admin: Promise<string> | undefined;
function adminId() {
  admin ??= createSignedInUser(`staff-${suffix()}@example.com`, "admin").then((a) => a.id);
  return admin;
}

/** A published review by `person` of `place`, with photos when given. */
async function publishedReview(
  person: { id: string },
  place: Awaited<ReturnType<typeof newPlace>>,
  { rating = 4, text = REVIEW_TEXT, photos = 0 } = {},
) {
  const db = await getDb();
  const review = await submitReview(db, {
    author: { id: person.id, emailVerified: true },
    place,
    content: { rating, visitMonth: "2026-03", dogSizes: ["medium"], tags: ["shade"], text },
    photos: await Promise.all(
      Array.from({ length: photos }, async (_, i) => ({
        file: new Blob([await pngBytes(200, 150)]),
        caption: `Photo ${i + 1}`,
      })),
    ),
  });
  if (review.status !== "published") await moderateReview(db, await adminId(), review.id, { decision: "publish" }, "");
  return review;
}

async function download(cookie: string) {
  const { status, body } = await callRoute(exportRoute.loader, siteRequest("/account/export.json", { cookie }));
  const response = body as Response;
  return { status, response, text: status === 200 ? await response.text() : "" };
}

function deleteForm(password: string, cookie: string, extra: Record<string, string> = {}) {
  return callRoute(accountRoute.action, postForm("/account", { intent: "delete", password, ...extra }, cookie));
}

/** Whether a browser with `cookie` is still signed in. */
async function signedIn(cookie: string) {
  const auth = await getAuth();
  return Boolean(await auth.api.getSession({ headers: new Headers({ cookie }) }));
}

async function canSignIn(email: string, password: string) {
  const auth = await getAuth();
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  return response.ok;
}

beforeAll(async () => {
  await getDb();
});

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

describe("deleting the account", () => {
  it("removes lists, reviews (recounting the place), sessions and sign-in, keeps published submissions without the person, and mails the address", async () => {
    const db = await getDb();
    const me = await newPerson("leaver");
    // The person is also signed in on another device.
    const auth = await getAuth();
    const otherDevice = await auth.api.signInEmail({
      body: { email: me.email, password: TEST_PASSWORD },
      asResponse: true,
    });
    expect(otherDevice.ok).toBe(true);
    const neighbour = await newPerson("stayer");
    const lake = await newPlace();
    const review = await publishedReview(me, lake, { rating: 5, photos: 1 });
    await publishedReview(neighbour, lake, {
      rating: 2,
      text: "Muddy after rain, but the dogs loved the lake anyway.",
    });
    expect((await db.select().from(locations).where(eq(locations.id, lake.id)))[0]).toMatchObject({
      reviewCount: 2,
      reviewAverage: 3.5,
    });
    const [photo] = await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id));
    const photoFile = path.join(env().DATA_DIR, photo!.url);
    await fs.access(photoFile);
    const listId = await insertList(db, {
      userId: me.id,
      name: `Weekend ${suffix()}`,
      places: [{ locationId: lake.id, note: "by the gate" }],
    });
    const neighboursList = await insertList(db, {
      userId: neighbour.id,
      name: "Keep me",
      places: [{ locationId: lake.id }],
    });
    const published = await createSubmission(
      db,
      me.id,
      submissionRow({ submitterName: "Lee Leaver", email: me.email }),
    );
    await db
      .update(locationSubmissions)
      .set({ status: "approved", locationId: lake.id })
      .where(eq(locationSubmissions.id, published.id));
    const pending = await createSubmission(db, me.id, submissionRow({ submitterName: "Lee Leaver", email: me.email }));
    const report = await createReport(db, {
      locationId: lake.id,
      kind: "hours",
      text: "Closes at dusk now.",
      sourceUrl: null,
      email: me.email,
      userId: me.id,
    });
    const [{ version: before }] = (
      await db.execute<{ version: number }>(sql`select coalesce(max(version), 0)::int as version from review_changes`)
    ).rows as [{ version: number }];

    const { status, body } = await deleteForm(TEST_PASSWORD, me.cookie);
    expect(status).toBe(302);
    const response = body as Response;
    expect(response.headers.get("Location")).toBe("/");
    const cookies = response.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/session_token=;/);
    expect(cookies).toContain("fdp_flash=");

    // The account, its sign-in and every session are gone.
    expect(await db.select().from(user).where(eq(user.id, me.id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, me.id))).toEqual([]);
    expect(await db.select().from(account).where(eq(account.userId, me.id))).toEqual([]);
    expect(await signedIn(me.cookie)).toBe(false);
    expect(await canSignIn(me.email, TEST_PASSWORD)).toBe(false);

    // Lists go, the neighbour's stays.
    expect(await db.select().from(placeLists).where(eq(placeLists.id, listId))).toEqual([]);
    expect(await db.select().from(placeListItems).where(eq(placeListItems.listId, listId))).toEqual([]);
    expect(await db.select().from(placeLists).where(eq(placeLists.id, neighboursList))).toHaveLength(1);

    // Reviews go with their photos; the place is rated from the neighbour's review alone, and its
    // cached pages are told (a review change noted for it).
    expect(await db.select().from(placeReviews).where(eq(placeReviews.userId, me.id))).toEqual([]);
    expect(await db.select().from(reviewPhotos).where(eq(reviewPhotos.reviewId, review.id))).toEqual([]);
    expect((await db.select().from(locations).where(eq(locations.id, lake.id)))[0]).toMatchObject({
      reviewCount: 1,
      reviewAverage: 2,
    });
    const noted = await db
      .select()
      .from(reviewChanges)
      .where(and(eq(reviewChanges.locationId, lake.id), sql`${reviewChanges.version} > ${before}`));
    expect(noted.length).toBeGreaterThan(0);
    await expect(fs.access(photoFile)).rejects.toThrow();

    // The published submission stays as a fact without the person; the pending one goes.
    const [kept] = await db.select().from(locationSubmissions).where(eq(locationSubmissions.id, published.id));
    expect(kept).toMatchObject({ submitterName: "", email: "", userId: null, status: "approved", locationId: lake.id });
    expect(await db.select().from(locationSubmissions).where(eq(locationSubmissions.id, pending.id))).toEqual([]);
    const [keptReport] = await db.select().from(placeReports).where(eq(placeReports.id, report.id));
    expect(keptReport).toMatchObject({ email: null, userId: null, text: "Closes at dusk now." });

    // The confirmation went into the outbox with the deletion, to the address the account had.
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipients, me.email));
    const notice = mails.find((m) => m.subject === `Your ${BRAND} account has been deleted`);
    expect(notice?.text).toContain("have been deleted");
    // With its run of the mail job, which any instance retries until it goes out.
    expect(
      await db
        .select()
        .from(jobRuns)
        .where(eq(jobRuns.key, `mail:${notice!.id}`)),
    ).toHaveLength(1);
    await settleDeliveries();
  });

  it("refuses a wrong password with the form's message, and changes nothing", async () => {
    const db = await getDb();
    const me = await newPerson("careful");
    const lake = await newPlace();
    const listId = await insertList(db, { userId: me.id, name: "Still here", places: [{ locationId: lake.id }] });
    await publishedReview(me, lake);

    const { status, body } = await deleteForm("not-my-password", me.cookie);
    expect(status).toBe(400);
    const reply = body as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    expect(reply.result.error.password).toEqual(["That is not your current password."]);
    expect(reply.result.initialValue.password).toBeUndefined();

    const empty = await deleteForm("", me.cookie);
    expect(empty.status).toBe(400);

    expect(await db.select().from(user).where(eq(user.id, me.id))).toHaveLength(1);
    expect(await db.select().from(placeLists).where(eq(placeLists.id, listId))).toHaveLength(1);
    expect(await db.select().from(placeReviews).where(eq(placeReviews.userId, me.id))).toHaveLength(1);
    expect(await signedIn(me.cookie)).toBe(true);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.recipients, me.email));
    expect(mails.map((m) => m.subject)).not.toContain(`Your ${BRAND} account has been deleted`);
  });

  it("limits password checks per account: the sixth within the quarter-hour is refused with 429", async () => {
    const me = await newPerson("guesser");
    for (let i = 0; i < 5; i++) expect((await deleteForm(`guess-${i}`, me.cookie)).status).toBe(400);
    const refused = await deleteForm(TEST_PASSWORD, me.cookie);
    expect(refused.status).toBe(429);
    const db = await getDb();
    expect(await db.select().from(user).where(eq(user.id, me.id))).toHaveLength(1);
  });

  it("deletes only the session's own account, whatever id the form carries", async () => {
    const db = await getDb();
    const me = await newPerson("self");
    const neighbour = await newPerson("bystander");
    const { status } = await deleteForm(TEST_PASSWORD, me.cookie, { userId: neighbour.id, id: neighbour.id });
    expect(status).toBe(302);
    expect(await db.select().from(user).where(eq(user.id, me.id))).toEqual([]);
    expect(await db.select().from(user).where(eq(user.id, neighbour.id))).toHaveLength(1);
    expect(await signedIn(neighbour.cookie)).toBe(true);
  });
});

describe("the account's pages", () => {
  it("are never kept by the page cache: the page and the download have no cache policy", () => {
    expect(pageCacheKey("/account", "")).toBeNull();
    expect(pageCacheKey("/account/export.json", "")).toBeNull();
  });
});

describe("the display name and the password", () => {
  it("saves a display name for the session's own account only, refuses a long one or an address with 400, and removes it when emptied", async () => {
    const db = await getDb();
    const me = await newPerson("namer");
    const neighbour = await newPerson("unnamed");
    const post = (fields: Record<string, string>) =>
      callRoute(accountRoute.action, postForm("/account", { intent: "name", ...fields }, me.cookie));

    const lake = await newPlace();
    await publishedReview(me, lake);
    const changesBefore = await db.select().from(reviewChanges).where(eq(reviewChanges.locationId, lake.id));

    const saved = await post({ name: "  Rita & Bo  ", userId: neighbour.id });
    expect(saved.status).toBe(302);
    // The place's cached page, which shows the name beside the review, is dropped on every instance.
    const changesAfter = await db.select().from(reviewChanges).where(eq(reviewChanges.locationId, lake.id));
    expect(changesAfter.length).toBeGreaterThan(changesBefore.length);
    expect((await db.select({ name: user.name }).from(user).where(eq(user.id, me.id)))[0]!.name).toBe("Rita & Bo");
    expect((await db.select({ name: user.name }).from(user).where(eq(user.id, neighbour.id)))[0]!.name).not.toBe(
      "Rita & Bo",
    );

    const address = await post({ name: "rita.walker@example.com" });
    expect(address.status).toBe(400);
    const long = await post({ name: "x".repeat(61) });
    expect(long.status).toBe(400);
    const reply = long.body as { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    expect(reply.result.error.name).toEqual(["Display names are at most 60 characters."]);
    expect(reply.result.initialValue.name).toBe("x".repeat(61));
    expect((await db.select({ name: user.name }).from(user).where(eq(user.id, me.id)))[0]!.name).toBe("Rita & Bo");

    // Emptied, the name is gone: the pages show the neutral name again (decision 0032).
    const removed = await post({ name: "   " });
    expect(removed.status).toBe(302);
    expect((await db.select({ name: user.name }).from(user).where(eq(user.id, me.id)))[0]!.name).toBe("");
  });

  it("changes the password after checking the current one, and signs out every other device", async () => {
    const me = await newPerson("rotator");
    const auth = await getAuth();
    const otherDevice = await auth.api.signInEmail({
      body: { email: me.email, password: TEST_PASSWORD },
      asResponse: true,
    });
    const otherCookie = otherDevice.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(await signedIn(otherCookie)).toBe(true);
    const post = (fields: Record<string, string>) =>
      callRoute(accountRoute.action, postForm("/account", { intent: "password", ...fields }, me.cookie));

    const wrong = await post({ currentPassword: "not-it-at-all", newPassword: "sandy-paws-2026" });
    expect(wrong.status).toBe(400);
    expect((wrong.body as { result: { error: Record<string, string[]> } }).result.error.currentPassword).toEqual([
      "That is not your current password.",
    ]);
    const short = await post({ currentPassword: TEST_PASSWORD, newPassword: "abc" });
    expect(short.status).toBe(400);
    const common = await post({ currentPassword: TEST_PASSWORD, newPassword: "password" });
    expect(common.status).toBe(400);
    expect(await canSignIn(me.email, TEST_PASSWORD)).toBe(true);

    const changed = await post({ currentPassword: TEST_PASSWORD, newPassword: "sandy-paws-2026" });
    expect(changed.status).toBe(302);
    const newCookie = (changed.body as Response).headers
      .getSetCookie()
      .filter((c) => !c.startsWith("fdp_flash="))
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(await signedIn(newCookie)).toBe(true);
    expect(await signedIn(otherCookie)).toBe(false);
    expect(await signedIn(me.cookie)).toBe(false);
    expect(await canSignIn(me.email, TEST_PASSWORD)).toBe(false);
    expect(await canSignIn(me.email, "sandy-paws-2026")).toBe(true);
  });

  it("answers an unknown intent with 400 and changes nothing", async () => {
    const me = await newPerson("odd");
    const { status } = await callRoute(accountRoute.action, postForm("/account", { intent: "export-all" }, me.cookie));
    expect(status).toBe(400);
    expect(await signedIn(me.cookie)).toBe(true);
  });
});
