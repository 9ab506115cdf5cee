// A person's account page (decision 0029): deleting the account. Its lists, reviews (each place's rating
// recounted), sessions and sign-in go in one transaction with the e-mail that confirms it, published
// submissions stay without the person's name, and a wrong password changes nothing.
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { submissionRow } from "../factories";
import { insertList } from "../fixtures/lists";
import { callRoute, postForm, TEST_PASSWORD } from "../fixtures/sessions";
import * as accountRoute from "~/routes/account/account/route";
import { BRAND } from "~/lib/site";
import { getAuth } from "~/server/domain/auth.server";
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
import { createReport } from "~/server/queries/reports.server";
import { createSubmission } from "~/server/queries/submissions.server";
import { canSignIn, newPerson, newPlace, publishedReview, readyDatabase, signedIn, suffix } from "./account-fixtures";

beforeAll(readyDatabase);

function deleteForm(password: string, cookie: string, extra: Record<string, string> = {}) {
  return callRoute(accountRoute.action, postForm("/account", { intent: "delete", password, ...extra }, cookie));
}

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
