// Saving places and keeping lists, through the routes as the server runs them: the heart, the
// sign-in detour, one person's lists closed to another, sharing and revoking, the limits, and
// saves racing each other.
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, readyDatabase } from "../db";
import { placeRow } from "../factories";
import { callRoute, createSignedInUser, postForm, siteRequest } from "../fixtures/sessions";
import * as saveRoute from "~/routes/account/save";
import * as listsRoute from "~/routes/account/lists";
import * as listRoute from "~/routes/account/list/route";
import * as addRoute from "~/routes/account/add-to-list";
import * as sharedRoute from "~/routes/public/shared-list";
import * as exploreRoute from "~/routes/public/explore";
import { LIST_LIMITS } from "~/lib/vocabulary";
import { insertLocation } from "~/server/queries/location-admin.server";
import { locations, placeListItems, placeLists } from "~/server/infra/schema.server";

const suffix = () => crypto.randomBytes(3).toString("hex");

async function person() {
  return createSignedInUser(`lister-${suffix()}@example.com`);
}

async function place(name = "Honeymoon Dog Beach") {
  const db = await getDb();
  return insertLocation(db, placeRow({ name: `${name} ${suffix()}`, category: "dog-beach", lat: 28.06, lng: -82.83 }));
}

function location(result: { body: unknown }) {
  return (result.body as Response).headers.get("Location");
}

async function favoritesOf(userId: string) {
  const db = await getDb();
  return db
    .select({ locationId: placeListItems.locationId })
    .from(placeListItems)
    .innerJoin(placeLists, eq(placeLists.id, placeListItems.listId))
    .where(and(eq(placeLists.userId, userId), eq(placeLists.isFavorites, true)));
}

async function makeList(cookie: string, name: string) {
  const made = await callRoute(listsRoute.action, postForm("/lists", { name }, cookie));
  expect(made.status).toBe(302);
  return location(made)!.split("/").pop()!;
}

async function listAction(cookie: string, listId: string, fields: Record<string, string>) {
  return callRoute(listRoute.action, postForm(`/lists/${listId}`, fields, cookie), { id: listId });
}

beforeAll(readyDatabase);

describe("the heart", () => {
  it("saves a place to Favorites (made on the first save) and takes it off again", async () => {
    const me = await person();
    const beach = await place();
    const saved = await callRoute(
      saveRoute.action,
      postForm(
        "/lists/save",
        { place: beach.slug, intent: "save", returnTo: "/explore?q=dog", background: "1" },
        me.cookie,
      ),
    );
    expect(saved.body).toEqual({ saved: true, message: `Saved ${beach.name} to Favorites.` });
    expect(await favoritesOf(me.id)).toEqual([{ locationId: beach.id }]);

    // A page of cards knows, in one query, which of its places are saved.
    const explore = await callRoute(
      exploreRoute.loader,
      siteRequest(`/explore?search=${encodeURIComponent(beach.name)}`, { cookie: me.cookie }),
    );
    expect((explore.body as { saved: string[] }).saved).toContain(beach.slug);

    const plain = await callRoute(
      saveRoute.action,
      postForm("/lists/save", { place: beach.slug, intent: "unsave", returnTo: "/explore?q=dog" }, me.cookie),
    );
    expect(plain.status).toBe(302);
    expect(location(plain)).toBe("/explore?q=dog");
    expect(await favoritesOf(me.id)).toEqual([]);
  });

  it("asks a visitor to sign in, then saves the place and returns to the page", async () => {
    const beach = await place();
    const asked = await callRoute(
      saveRoute.action,
      postForm("/lists/save", { place: beach.slug, intent: "save", returnTo: `/beaches/${beach.slug}` }),
    );
    expect(asked.status).toBe(302);
    expect(location(asked)).toBe("/auth?redirectTo=%2Flists%2Fsave");
    const pending = (asked.body as Response).headers
      .getSetCookie()
      .find((c) => c.startsWith("fdp_pending_save="))!
      .split(";")[0]!;

    const me = await person();
    const completed = await callRoute(
      saveRoute.loader,
      siteRequest("/lists/save", { cookie: `${me.cookie}; ${pending}` }),
    );
    expect(completed.status).toBe(302);
    expect(location(completed)).toBe(`/beaches/${beach.slug}`);
    expect(await favoritesOf(me.id)).toEqual([{ locationId: beach.id }]);

    // A cookie another site made up is not ours: nothing is saved.
    const other = await person();
    const forged = pending.replace(/\.[^.]+$/, ".forged");
    await callRoute(saveRoute.loader, siteRequest("/lists/save", { cookie: `${other.cookie}; ${forged}` }));
    expect(await favoritesOf(other.id)).toEqual([]);
  });

  it("ends with one saved row when two tabs save the same place at once", async () => {
    const me = await person();
    const beach = await place();
    const save = () =>
      callRoute(
        saveRoute.action,
        postForm("/lists/save", { place: beach.slug, intent: "save", returnTo: "/", background: "1" }, me.cookie),
      );
    const results = await Promise.all([save(), save(), save()]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await favoritesOf(me.id)).toHaveLength(1);
    const db = await getDb();
    expect(await db.select().from(placeLists).where(eq(placeLists.userId, me.id))).toHaveLength(1);
  });

  it("answers a place that does not exist with 404 and writes nothing", async () => {
    const me = await person();
    const missing = await callRoute(
      saveRoute.action,
      postForm("/lists/save", { place: "no-such-place", intent: "save", returnTo: "/" }, me.cookie),
    );
    expect(missing.status).toBe(404);
    expect(await favoritesOf(me.id)).toEqual([]);
  });
});

describe("lists", () => {
  it("orders places, keeps plain-text notes and moves a place to another list", async () => {
    const me = await person();
    const [a, b, c] = [await place("Alpha Beach"), await place("Bravo Park"), await place("Charlie Trail")];
    const weekend = await makeList(me.cookie, "Weekend with Bo");
    const rainy = await makeList(me.cookie, "Rainy days");
    for (const p of [a, b, c]) {
      const added = await callRoute(
        addRoute.action,
        postForm("/lists/add", { place: p.slug, list: weekend, returnTo: "/" }, me.cookie),
      );
      expect(added.status).toBe(302);
    }
    const order = async () => {
      const page = await callRoute(listRoute.loader, siteRequest(`/lists/${weekend}`, { cookie: me.cookie }), {
        id: weekend,
      });
      return (page.body as { places: { name: string; note: string | null }[] }).places;
    };
    expect((await order()).map((p) => p.name)).toEqual([a.name, b.name, c.name]);

    await listAction(me.cookie, weekend, { intent: "up", place: c.id });
    expect((await order()).map((p) => p.name)).toEqual([a.name, c.name, b.name]);
    await listAction(me.cookie, weekend, { intent: "down", place: a.id });
    expect((await order()).map((p) => p.name)).toEqual([c.name, a.name, b.name]);

    const noted = await listAction(me.cookie, weekend, { intent: "note", place: a.id, note: "bring shoes, shells" });
    expect(noted.status).toBe(200);
    const markup = await listAction(me.cookie, weekend, { intent: "note", place: a.id, note: "<b>shells</b>" });
    expect(markup.status).toBe(400);
    expect(markup.body).toMatchObject({ errors: { [`note-${a.id}`]: "Notes are plain text: remove the HTML tags." } });
    expect((await order()).find((p) => p.name === a.name)?.note).toBe("bring shoes, shells");

    const moved = await listAction(me.cookie, weekend, { intent: "move", place: b.id, to: rainy, placeName: b.name });
    expect(moved.body).toMatchObject({ notice: { ok: true, message: `Moved ${b.name} to "Rainy days".` } });
    expect((await order()).map((p) => p.name)).toEqual([c.name, a.name]);
  });

  it("refuses names of 0 or 101 characters, and a 51st list", async () => {
    const me = await person();
    const empty = await callRoute(listsRoute.action, postForm("/lists", { name: "  " }, me.cookie));
    expect(empty.status).toBe(400);
    const long = await callRoute(listsRoute.action, postForm("/lists", { name: "x".repeat(101) }, me.cookie));
    expect(long.status).toBe(400);
    const db = await getDb();
    expect(await db.select().from(placeLists).where(eq(placeLists.userId, me.id))).toHaveLength(0);
    await db
      .insert(placeLists)
      .values(Array.from({ length: LIST_LIMITS.lists }, (_, i) => ({ userId: me.id, name: `List ${i + 1}` })));
    const over = await callRoute(listsRoute.action, postForm("/lists", { name: "One more" }, me.cookie));
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      notice: { ok: false, message: "You have 50 lists, the most one person can keep. Delete one to make another." },
    });
    expect(await db.select().from(placeLists).where(eq(placeLists.userId, me.id))).toHaveLength(LIST_LIMITS.lists);
  });

  it("holds at most 500 places on a list and says so, writing nothing more", async () => {
    const me = await person();
    const list = await makeList(me.cookie, "Every beach");
    const db = await getDb();
    const places = await db
      .insert(locations)
      .values(
        Array.from({ length: LIST_LIMITS.places }, (_, i) => ({
          ...placeRow({ name: `Full List Beach ${i} ${suffix()}` }),
          slug: `full-list-beach-${i}-${suffix()}`,
        })),
      )
      .returning({ id: locations.id });
    await db.insert(placeListItems).values(places.map((p, i) => ({ listId: list, locationId: p.id, position: i + 1 })));
    const one = await place("One Too Many Beach");
    const refused = await callRoute(
      addRoute.action,
      postForm("/lists/add", { place: one.slug, list, returnTo: "/lists" }, me.cookie),
    );
    expect(refused.status).toBe(302);
    // The flash cookie: the message, encoded, then its signature after the last dot.
    const cookie = (refused.body as Response).headers
      .getSetCookie()
      .find((c) => c.startsWith("fdp_flash="))!
      .split(";")[0]!
      .slice("fdp_flash=".length);
    const flash = decodeURIComponent(cookie.slice(0, cookie.lastIndexOf(".")));
    expect(flash).toBe("This list has 500 places, the most a list can hold. Make another list for more.");
    expect(await db.select().from(placeListItems).where(eq(placeListItems.listId, list))).toHaveLength(
      LIST_LIMITS.places,
    );
  });

  it("answers another person's list, and an address that names no list, with 404 and changes nothing", async () => {
    const owner = await person();
    const other = await person();
    const beach = await place();
    const list = await makeList(owner.cookie, "Mine");
    await callRoute(addRoute.action, postForm("/lists/add", { place: beach.slug, list, returnTo: "/" }, owner.cookie));

    const peek = await callRoute(listRoute.loader, siteRequest(`/lists/${list}`, { cookie: other.cookie }), {
      id: list,
    });
    expect(peek.status).toBe(404);
    const attempts: Record<string, string>[] = [
      { intent: "rename", name: "Theirs now" },
      { intent: "delete" },
      { intent: "remove", place: beach.id },
      { intent: "visibility", visibility: "public" },
    ];
    for (const fields of attempts) {
      expect((await listAction(other.cookie, list, fields)).status).toBe(404);
    }
    const add = await callRoute(
      addRoute.action,
      postForm("/lists/add", { place: beach.slug, list, returnTo: "/" }, other.cookie),
    );
    expect(add.status).toBe(404);
    const nonsense = await callRoute(listRoute.loader, siteRequest("/lists/not-a-list", { cookie: owner.cookie }), {
      id: "not-a-list",
    });
    expect(nonsense.status).toBe(404);

    const db = await getDb();
    const [row] = await db.select().from(placeLists).where(eq(placeLists.id, list));
    expect(row).toMatchObject({ name: "Mine", visibility: "private" });
    expect(await db.select().from(placeListItems).where(eq(placeListItems.listId, list))).toHaveLength(1);
  });

  it("shares a list by link, read-only and out of search engines, and a new link or private makes the old one 404", async () => {
    const me = await person();
    const beach = await place();
    const list = await makeList(me.cookie, "Share me");
    await callRoute(addRoute.action, postForm("/lists/add", { place: beach.slug, list, returnTo: "/" }, me.cookie));
    await listAction(me.cookie, list, { intent: "visibility", visibility: "link" });
    const token = async () => {
      const db = await getDb();
      const [row] = await db.select({ token: placeLists.shareToken }).from(placeLists).where(eq(placeLists.id, list));
      return row!.token;
    };
    const first = (await token())!;
    const shared = await callRoute(sharedRoute.loader, siteRequest(`/lists/shared/${first}`), { token: first });
    expect(shared.status).toBe(200);
    expect(shared.body).toMatchObject({ list: { name: "Share me", visibility: "link" } });
    expect((shared.body as { places: { name: string }[] }).places.map((p) => p.name)).toEqual([beach.name]);

    const odd = await listAction(me.cookie, list, { intent: "visibility", visibility: "everyone" });
    expect(odd.status).toBe(400);
    expect(odd.body).toMatchObject({ errors: { visibility: "Choose who can see this list." } });
    expect(await token()).toBe(first);

    await listAction(me.cookie, list, { intent: "new-link" });
    const second = (await token())!;
    expect(second).not.toBe(first);
    expect((await callRoute(sharedRoute.loader, siteRequest(`/lists/shared/${first}`), { token: first })).status).toBe(
      404,
    );
    await listAction(me.cookie, list, { intent: "visibility", visibility: "private" });
    expect(
      (await callRoute(sharedRoute.loader, siteRequest(`/lists/shared/${second}`), { token: second })).status,
    ).toBe(404);
  });
});
