// Lists in Spanish: the heart on a Spanish page answers in Spanish and keeps the visitor on /es
// (the sign-in detour too), and the Spanish list pages speak Spanish and link to /es.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, readyDatabase } from "../db";
import { placeRow } from "../factories";
import { callRoute, createSignedInUser, postForm, siteRequest } from "../fixtures/sessions";
import * as saveRoute from "~/routes/account/save";
import * as listsRoute from "~/routes/account/lists";
import * as listRoute from "~/routes/account/list/route";
import * as addRoute from "~/routes/account/add-to-list";
import * as sharedRoute from "~/routes/public/shared-list";
import { insertLocation } from "~/server/queries/location-admin.server";
import en from "~/locales/en/lists";
import es from "~/locales/es/lists";
import { FALLBACK_OFFLINE_TEXTS } from "~/lib/offline-pages";

const suffix = () => crypto.randomBytes(3).toString("hex");

async function place(name = "Playa de Prueba") {
  const db = await getDb();
  return insertLocation(db, placeRow({ name: `${name} ${suffix()}`, category: "dog-beach", lat: 27.9, lng: -82.5 }));
}

function response(result: { body: unknown }) {
  return result.body as Response;
}

/** The message a redirect leaves for the next page (the flash cookie's text). */
function flashOf(result: { body: unknown }) {
  const cookie = response(result)
    .headers.getSetCookie()
    .find((c) => c.startsWith("fdp_flash="));
  const value = cookie?.split(";")[0]!.slice("fdp_flash=".length) ?? "";
  return decodeURIComponent(value.slice(0, value.lastIndexOf(".")));
}

beforeAll(readyDatabase);

describe("lists in Spanish", () => {
  it("saves from a Spanish page with a Spanish message, and sends a visitor to sign in on /es", async () => {
    const me = await createSignedInUser(`lista-${suffix()}@example.com`);
    const beach = await place();
    const returnTo = `/es/beaches/${beach.slug}`;
    const saved = await callRoute(
      saveRoute.action,
      postForm("/lists/save", { place: beach.slug, intent: "save", returnTo, background: "1" }, me.cookie),
    );
    expect(saved.body).toEqual({ saved: true, message: `Guardaste ${beach.name} en Favoritos.` });

    const unsaved = await callRoute(
      saveRoute.action,
      postForm("/lists/save", { place: beach.slug, intent: "unsave", returnTo }, me.cookie),
    );
    expect(response(unsaved).headers.get("Location")).toBe(returnTo);
    expect(flashOf(unsaved)).toBe(`Quitaste ${beach.name} de Favoritos.`);

    const asked = await callRoute(
      saveRoute.action,
      postForm("/lists/save", { place: beach.slug, intent: "save", returnTo }),
    );
    expect(response(asked).headers.get("Location")).toBe("/es/auth?redirectTo=%2Flists%2Fsave");
    expect(flashOf(asked)).toBe(es.signInToSave);
    const pending = response(asked)
      .headers.getSetCookie()
      .find((c) => c.startsWith("fdp_pending_save="))!
      .split(";")[0]!;
    const completed = await callRoute(
      saveRoute.loader,
      siteRequest("/lists/save", { cookie: `${me.cookie}; ${pending}` }),
    );
    expect(response(completed).headers.get("Location")).toBe(returnTo);
    expect(flashOf(completed)).toBe(`Guardaste ${beach.name} en Favoritos.`);
  });

  it("makes, fills and shares a list on /es, in Spanish", async () => {
    const me = await createSignedInUser(`lista-${suffix()}@example.com`);
    const beach = await place();

    const refused = await callRoute(listsRoute.action, postForm("/es/lists", { name: " " }, me.cookie));
    expect(refused.status).toBe(400);
    // In English, as every form's rule; the page shows it in Spanish (tests/e2e/es-lists.spec.ts).
    expect(JSON.stringify(refused.body)).toContain("Give the list a name.");

    const made = await callRoute(listsRoute.action, postForm("/es/lists", { name: "Fin de semana" }, me.cookie));
    const at = response(made).headers.get("Location")!;
    expect(at).toMatch(/^\/es\/lists\/[0-9a-f-]{36}$/);
    expect(flashOf(made)).toBe("Creaste la lista «Fin de semana».");
    const listId = at.split("/").pop()!;

    const added = await callRoute(
      addRoute.action,
      postForm("/lists/add", { place: beach.slug, list: listId, returnTo: `/es/beaches/${beach.slug}` }, me.cookie),
    );
    expect(response(added).headers.get("Location")).toBe(`/es/beaches/${beach.slug}`);
    expect(flashOf(added)).toBe(`Agregaste ${beach.name} a «Fin de semana».`);

    const lists = await callRoute(listsRoute.loader, siteRequest("/es/lists", { cookie: me.cookie }));
    expect(lists.body).toMatchObject({ title: "Mis listas", description: es.myListsIntro });

    const shared = await callRoute(
      listRoute.action,
      postForm(`/es/lists/${listId}`, { intent: "visibility", visibility: "link" }, me.cookie),
      { id: listId },
    );
    expect(shared.body).toMatchObject({ notice: { ok: true, message: es.sharingSaved } });
    const page = await callRoute(listRoute.loader, siteRequest(`/es/lists/${listId}`, { cookie: me.cookie }), {
      id: listId,
    });
    const { shareUrl } = page.body as { shareUrl: string };
    expect(shareUrl).toMatch(/\/es\/lists\/shared\/[\w-]+$/);

    const token = shareUrl.split("/").pop()!;
    const open = await callRoute(sharedRoute.loader, siteRequest(`/es/lists/shared/${token}`), { token });
    expect((open.body as { description: string }).description).toMatch(/^Una lista de .+: 1 lugar$/);

    const deleted = await callRoute(
      listRoute.action,
      postForm(`/es/lists/${listId}`, { intent: "delete" }, me.cookie),
      { id: listId },
    );
    expect(response(deleted).headers.get("Location")).toBe("/es/lists");
    expect(flashOf(deleted)).toBe("Eliminaste la lista «Fin de semana».");

    const gone = await callRoute(sharedRoute.loader, siteRequest(`/es/lists/shared/${token}`), { token });
    expect(gone.status).toBe(404);
  });

  it("words a list's refusals and Favorites' name in Spanish on /es", async () => {
    const me = await createSignedInUser(`lista-${suffix()}@example.com`);
    const beach = await place();
    const other = await place("Parque de Prueba");
    await callRoute(
      saveRoute.action,
      postForm("/lists/save", { place: beach.slug, intent: "save", returnTo: "/es", background: "1" }, me.cookie),
    );
    const lists = await callRoute(listsRoute.loader, siteRequest("/es/lists", { cookie: me.cookie }));
    const favorites = (lists.body as { lists: { id: string; isFavorites: boolean }[] }).lists.find(
      (l) => l.isFavorites,
    )!;
    const act = (fields: Record<string, string>) =>
      callRoute(listRoute.action, postForm(`/es/lists/${favorites.id}`, fields, me.cookie), { id: favorites.id });

    const renamed = await act({ intent: "rename", name: "Playas" });
    expect(renamed.body).toMatchObject({ errors: { name: "Favoritos no cambia de nombre." } });
    // A rule's message travels in English, as every form's, and the page shows it in Spanish
    // (tests/e2e/es-lists.spec.ts).
    const noted = await act({ intent: "note", place: beach.id, note: "<b>conchas</b>" });
    expect(noted.body).toMatchObject({
      errors: { [`note-${beach.id}`]: "Notes are plain text: remove the HTML tags." },
    });

    const added = await callRoute(
      addRoute.action,
      postForm("/lists/add", { place: other.slug, list: favorites.id, returnTo: `/es/parks/${other.slug}` }, me.cookie),
    );
    expect(flashOf(added)).toBe(`Agregaste ${other.name} a «Favoritos».`);
    const deleted = await act({ intent: "delete" });
    expect(flashOf(deleted)).toBe("Eliminaste la lista «Favoritos».");
  });

  it("sends a visitor on a Spanish list page to sign in on /es", async () => {
    const asked = await callRoute(listsRoute.loader, siteRequest("/es/lists"));
    expect(response(asked).headers.get("Location")).toBe("/es/auth?redirectTo=%2Fes%2Flists");
  });
});

describe("the service worker's own English texts", () => {
  it("are the English offline texts, for a page that carries none", () => {
    const { savedCopy, noticeLabel, formNeedsConnection, title } = en.offline;
    expect(FALLBACK_OFFLINE_TEXTS).toEqual({ savedCopy, noticeLabel, formNeedsConnection, title });
  });
});
