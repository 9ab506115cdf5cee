// The admin panel's loaders and actions: who may call them, and what they change.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { callRoute, outcome, postForm, sessionCookie, siteRequest, type RouteHandler } from "../fixtures/sessions";
import { routeContextNow } from "../fixtures/context";
import { LOCATION_FORM } from "../factories";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import * as layoutRoute from "~/routes/admin/layout";
import * as submissionsRoute from "~/routes/admin/submissions/route";
import * as locationsRoute from "~/routes/admin/locations/route";
import * as amenitiesRoute from "~/routes/admin/amenities";
import * as messagesRoute from "~/routes/admin/messages";
import * as reportsRoute from "~/routes/admin/reports";
import * as candidatesRoute from "~/routes/admin/candidates/route";
import * as candidateRoute from "~/routes/admin/candidates/detail";
import type { ActionReply } from "~/lib/forms";
import { outboxDir } from "~/server/infra/email.server";
import { settleDeliveries } from "~/server/domain/outbox.server";
import { seedAmenities } from "~/server/domain/seed.server";
import { amenities, contactMessages, locations, locationSubmissions } from "~/server/infra/schema.server";

const call = callRoute;
const post = postForm;

async function newSubmission(name = "Sandy Paws Beach") {
  const db = await getDb();
  const [row] = await db
    .insert(locationSubmissions)
    .values({
      submitterName: "Rita Walker",
      email: "rita@example.com",
      name,
      category: "dog-beach",
      city: "Sarasota",
      county: "Sarasota",
      leashPolicy: "off-leash",
      description: "A quiet stretch of sand where dogs may run.",
      amenities: ["parking", "dog_wash"],
      fees: "free",
      rules: ["Clean up after your dog", "Dogs must be vaccinated"],
    })
    .returning({ id: locationSubmissions.id });
  return row!.id;
}

let admin = "";
let member = "";

beforeAll(async () => {
  const db = await resetDatabase();
  await seedAmenities(db);
  admin = await sessionCookie("admin");
  member = await sessionCookie("user");
});

/** A route of app/routes.ts with the address it answers at. */
type RouteEntry = { file: string; url: string; index: boolean };

/** Every route app/routes.ts places under the admin prefix, and which of them sit in the admin layout. */
function adminRoutes() {
  const inLayout: RouteEntry[] = [];
  const others: RouteEntry[] = [];
  const walk = (entries: RouteConfigEntry[], base: string, layout: boolean) => {
    for (const entry of entries) {
      const url = entry.path ? `${base}/${entry.path}` : base;
      const isLayout = entry.file === "routes/admin/layout.tsx";
      // A layout without a path of its own answers at the address of its index route.
      const index = entry.children?.find((child) => child.index);
      const address = isLayout && !entry.path && index?.path ? `${base}/${index.path}` : url;
      if (address.startsWith("/admin") || isLayout)
        (layout || isLayout ? inLayout : others).push({ file: entry.file, url: address, index: !!entry.index });
      if (entry.children) walk(entry.children, url, layout || isLayout);
    }
  };
  walk(routes, "", false);
  return { inLayout, others };
}

const ADMIN_ROUTES = adminRoutes();
const LAYOUT_HANDLERS = await handlersOf(ADMIN_ROUTES.inLayout);
const OTHER_HANDLERS = await handlersOf(ADMIN_ROUTES.others);

/** Each loader and action of the routes, with the address and method a browser would use for it. */
async function handlersOf(entries: RouteEntry[]) {
  const found: [string, RouteHandler, string, "GET" | "POST"][] = [];
  for (const entry of entries) {
    const module = (await import(path.join(process.cwd(), "app", entry.file))) as {
      loader?: RouteHandler;
      action?: RouteHandler;
    };
    const url = entry.url.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
    if (module.loader) found.push([`${entry.file} loader`, module.loader, url, "GET"]);
    if (module.action) found.push([`${entry.file} action`, module.action, entry.index ? `${url}?index` : url, "POST"]);
  }
  return found;
}

describe("admin guard", () => {
  it("covers every route of the admin layout in app/routes.ts", () => {
    expect(ADMIN_ROUTES.inLayout.map((r) => r.file)).toContain("routes/admin/layout.tsx");
    expect(ADMIN_ROUTES.inLayout.length).toBeGreaterThan(5);
  });

  it.each(LAYOUT_HANDLERS)(
    "%s sends a visitor to sign in and refuses a user with 403",
    async (_, handler, pathname, method) => {
      const request = (cookie?: string) =>
        method === "GET"
          ? siteRequest(pathname, { cookie })
          : post(pathname, { intent: "delete", id: "00000000-0000-4000-8000-000000000000", read: "true" }, cookie);

      const visitor = await call(handler, request());
      expect(visitor.status).toBe(302);
      expect((visitor.body as Response).headers.get("location")).toMatch(/^\/auth\?redirectTo=/);

      const user = await call(handler, request(member));
      expect(user.status).toBe(403);

      const allowed = await call(handler, request(admin));
      expect([200, 400, 404]).toContain(allowed.status);
    },
  );

  it("the admin layout sends a signed-in non-administrator home with Access Denied, and refuses their forms", async () => {
    const middleware = layoutRoute.middleware![0]!;
    const through = async (request: Request) => {
      const context = await routeContextNow();
      return outcome(async () =>
        middleware({ request, params: {}, context } as never, async () => new Response("page")),
      );
    };
    const page = await through(siteRequest("/admin/locations", { cookie: member }));
    expect(page.status).toBe(302);
    const response = page.body as Response;
    expect(response.headers.get("location")).toBe("/");
    const flash = response.headers.getSetCookie().find((c) => c.startsWith("fdp_flash="));
    expect(decodeURIComponent(flash ?? "")).toContain("Access Denied: You don't have permission to access this page.");

    const form = await through(postForm("/admin/locations", { intent: "delete" }, member));
    expect(form.status).toBe(403);
    const allowed = await through(siteRequest("/admin/locations", { cookie: admin }));
    expect(allowed.status).toBe(200);
  });

  it.each(OTHER_HANDLERS)(
    "%s, outside the layout, refuses a visitor and a user",
    async (_, handler, pathname, method) => {
      const request = (cookie?: string) =>
        method === "GET" ? siteRequest(pathname, { cookie }) : post(pathname, { intent: "delete" }, cookie);
      expect([302, 401, 403]).toContain((await call(handler, request())).status);
      expect([401, 403]).toContain((await call(handler, request(member))).status);
    },
  );

  it("gives the admin the pending count for the tab badge", async () => {
    await newSubmission("Badge Count Beach");
    const { status, body } = await call(layoutRoute.loader, siteRequest("/admin", { cookie: admin }));
    expect(status).toBe(200);
    expect((body as { pending: number }).pending).toBeGreaterThanOrEqual(1);
  });
});

describe("every admin action", () => {
  const actions: [string, RouteHandler, string][] = [
    ["submissions", submissionsRoute.action, "/admin?index"],
    ["locations", locationsRoute.action, "/admin/locations"],
    ["amenities", amenitiesRoute.action, "/admin/amenities"],
    ["reports", reportsRoute.action, "/admin/reports"],
    ["messages", messagesRoute.action, "/admin/messages"],
    ["candidates", candidatesRoute.action, "/admin/candidates"],
    ["a candidate", candidateRoute.action, "/admin/candidates/00000000-0000-4000-8000-000000000000"],
  ];

  it.each(actions)("%s answers an intent it does not know with 400, not a 500", async (_, handler, pathname) => {
    for (const intent of ["launch-rockets", "constructor", "__proto__", ""]) {
      const answer = await call(handler, post(pathname, { intent, id: crypto.randomUUID() }, admin));
      expect(answer).toEqual({ status: 400, body: { notice: { ok: false, message: "Unknown action" } } });
    }
  });

  it("answers bad input with the field's error and the values typed", async () => {
    const id = await newSubmission("Field Error Beach");
    const refused = await call(
      submissionsRoute.action,
      post("/admin?index", { intent: "reject", id, adminNotes: "x".repeat(2001) }, admin),
    );
    expect(refused.status).toBe(400);
    const reply = refused.body as ActionReply;
    expect(reply.notice).toEqual({
      ok: false,
      message: "Failed to reject submission",
      detail: "Admin notes are too long",
    });
    expect(reply.result?.error?.adminNotes).toEqual(["Admin notes are too long"]);
    expect(reply.result?.initialValue?.id).toBe(id);

    const tampered = await call(
      submissionsRoute.action,
      post("/admin?index", { intent: "merge", id, locationId: "not-a-place", adminNotes: "" }, admin),
    );
    expect(tampered.status).toBe(400);
    expect((tampered.body as ActionReply).result?.error?.locationId).toEqual(["The request was not understood."]);

    const toggled = await call(
      messagesRoute.action,
      post("/admin/messages", { id: crypto.randomUUID(), read: "maybe" }, admin),
    );
    expect(toggled.status).toBe(400);
    expect((toggled.body as ActionReply).result?.error?.read).toEqual(["The request was not understood."]);

    const [row] = await (
      await getDb()
    )
      .select({ status: locationSubmissions.status })
      .from(locationSubmissions)
      .where(eq(locationSubmissions.id, id));
    expect(row?.status).toBe("pending");
  });
});

describe("submission review", () => {
  it("lists pending by default and filters by status", async () => {
    const id = await newSubmission("Filter Test Beach");
    const pending = await call(submissionsRoute.loader, siteRequest("/admin", { cookie: admin }));
    const list = pending.body as { filter: string; items: { id: string }[]; total: number };
    expect(list.filter).toBe("pending");
    expect(list.items.map((i) => i.id)).toContain(id);

    const rejected = await call(submissionsRoute.loader, siteRequest("/admin?status=rejected", { cookie: admin }));
    expect((rejected.body as { items: { id: string }[] }).items.map((i) => i.id)).not.toContain(id);
  });

  it("approving publishes exactly one location, links it, stamps the time and tells the submitter", async () => {
    const db = await getDb();
    const id = await newSubmission("Sunset Tail Beach");
    const [before] = await db
      .select({ updatedAt: locationSubmissions.updatedAt })
      .from(locationSubmissions)
      .where(eq(locationSubmissions.id, id));

    const approved = await call(
      submissionsRoute.action,
      post("/admin?index", { id, intent: "approve", region: "south", adminNotes: "  Welcome aboard  " }, admin),
    );
    expect(approved).toEqual({
      status: 200,
      body: { notice: { ok: true, message: "Submission approved successfully" } },
    });

    const [submission] = await db.select().from(locationSubmissions).where(eq(locationSubmissions.id, id));
    expect(submission!.status).toBe("approved");
    expect(submission!.adminNotes).toBe("Welcome aboard");
    expect(submission!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    const published = await db.select().from(locations).where(eq(locations.name, "Sunset Tail Beach"));
    expect(published).toHaveLength(1);
    expect(submission!.locationId).toBe(published[0]!.id);
    expect(published[0]).toMatchObject({
      slug: "sunset-tail-beach",
      category: "dog-beach",
      region: "south",
      city: "Sarasota",
      leashPolicy: "off-leash",
      amenities: ["parking", "dog_wash"],
      rules: ["Clean up after your dog", "Dogs must be vaccinated"],
    });

    const again = await call(
      submissionsRoute.action,
      post("/admin?index", { id, intent: "approve", adminNotes: "" }, admin),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ notice: { ok: false, message: "Failed to approve submission" } });
    expect(await db.select().from(locations).where(eq(locations.name, "Sunset Tail Beach"))).toHaveLength(1);

    await settleDeliveries();
    const files = await fs.readdir(outboxDir());
    const mails = await Promise.all(files.map((f) => fs.readFile(path.join(outboxDir(), f), "utf8")));
    expect(mails.some((m) => m.includes("rita@example.com") && m.includes("Sunset Tail Beach"))).toBe(true);
  });

  it("gives a second approved place of the same name its own slug", async () => {
    const db = await getDb();
    const first = await newSubmission("Twin Dunes");
    const second = await newSubmission("Twin Dunes");
    await call(submissionsRoute.action, post("/admin?index", { id: first, intent: "approve", adminNotes: "" }, admin));
    await call(submissionsRoute.action, post("/admin?index", { id: second, intent: "approve", adminNotes: "" }, admin));
    const rows = await db.select({ slug: locations.slug }).from(locations).where(eq(locations.name, "Twin Dunes"));
    expect(rows.map((r) => r.slug).sort()).toEqual(["twin-dunes", "twin-dunes-1"]);
  });

  it("rejecting keeps the notes, creates no location, and cannot be reviewed again", async () => {
    const db = await getDb();
    const id = await newSubmission("Nope Park");
    const rejected = await call(
      submissionsRoute.action,
      post("/admin?index", { id, intent: "reject", adminNotes: "Dogs are not allowed there." }, admin),
    );
    expect(rejected.body).toEqual({ notice: { ok: true, message: "Submission rejected successfully" } });
    const [row] = await db.select().from(locationSubmissions).where(eq(locationSubmissions.id, id));
    expect(row).toMatchObject({ status: "rejected", adminNotes: "Dogs are not allowed there.", locationId: null });
    expect(await db.select().from(locations).where(eq(locations.name, "Nope Park"))).toHaveLength(0);

    const approveLater = await call(
      submissionsRoute.action,
      post("/admin?index", { id, intent: "approve", adminNotes: "" }, admin),
    );
    expect(approveLater.status).toBe(409);
    expect(await db.select().from(locations).where(eq(locations.name, "Nope Park"))).toHaveLength(0);
  });
});

describe("location management", () => {
  it("refuses a form without name, city and county with SPEC's messages and keeps what was typed", async () => {
    const { status, body } = await call(
      locationsRoute.action,
      post(
        "/admin/locations",
        { ...LOCATION_FORM, intent: "create", name: " ", city: "", county: "", lat: "north" },
        admin,
      ),
    );
    expect(status).toBe(400);
    const { result } = body as ActionReply;
    const errors = result?.error ?? {};
    expect(errors.name).toEqual(["Name is required"]);
    expect(errors.city).toEqual(["City is required"]);
    expect(errors.county).toEqual(["County is required"]);
    expect(errors.lat?.[0]).toMatch(/number/);
    expect(result?.initialValue?.hours).toBe("Sunrise to sunset");
  });

  it("refuses values outside the vocabulary", async () => {
    const { status, body } = await call(
      locationsRoute.action,
      post(
        "/admin/locations",
        { ...LOCATION_FORM, intent: "create", category: "moon-base", amenities: ["jetpacks"] },
        admin,
      ),
    );
    expect(status).toBe(400);
    const errors = (body as ActionReply).result?.error ?? {};
    expect(errors.category).toBeDefined();
    expect(errors.amenities).toBeDefined();
  });

  it("creates, edits and deletes a place with a unique slug", async () => {
    const db = await getDb();
    // A rating sent with the form (an old page, a hand-made post) is not kept.
    const created = await call(
      locationsRoute.action,
      post("/admin/locations", { ...LOCATION_FORM, intent: "create", rating: "4.5" }, admin),
    );
    expect((created.body as ActionReply).notice).toEqual({ ok: true, message: "Location created successfully" });
    const twice = await call(
      locationsRoute.action,
      post("/admin/locations", { ...LOCATION_FORM, intent: "create" }, admin),
    );
    expect(twice.status).toBe(200);
    const rows = await db
      .select()
      .from(locations)
      .where(eq(locations.name, "Lakeside Bark Park"))
      .orderBy(locations.slug);
    expect(rows.map((r) => r.slug)).toEqual(["lakeside-bark-park", "lakeside-bark-park-1"]);
    expect(rows[0]).toMatchObject({
      rules: ["Leash dogs outside the fence", "Close the gate"],
      // A place's stars come from its owners' reviews only.
      reviewCount: 0,
      reviewAverage: null,
      lat: 28.5,
      externalLinks: { official: "https://example.com/park", county: null },
      address: null,
    });

    const id = rows[1]!.id;
    const updated = await call(
      locationsRoute.action,
      post(
        "/admin/locations",
        { ...LOCATION_FORM, intent: "update", id, name: "Lakeside Bark Park East", fees: "paid" },
        admin,
      ),
    );
    expect((updated.body as ActionReply).notice).toEqual({ ok: true, message: "Location updated successfully" });
    const [after] = await db.select().from(locations).where(eq(locations.id, id));
    expect(after).toMatchObject({ name: "Lakeside Bark Park East", slug: "lakeside-bark-park-east", fees: "paid" });

    const listed = await call(
      locationsRoute.loader,
      siteRequest("/admin/locations?search=bark%20park%20east", { cookie: admin }),
    );
    expect((listed.body as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([id]);

    const deleted = await call(locationsRoute.action, post("/admin/locations", { intent: "delete", id }, admin));
    expect(deleted.body).toEqual({ notice: { ok: true, message: "Location deleted successfully" } });
    expect(await db.select().from(locations).where(eq(locations.id, id))).toHaveLength(0);
  });

  it("saves dog hours, status, sources and the verified date, and refuses dog hours the library cannot read", async () => {
    const db = await getDb();
    const facts = {
      ...LOCATION_FORM,
      name: "Turtle Cove Dog Beach",
      intent: "create",
      fenced: "no",
      status: "temporarily-closed",
      statusNote: "Closed for dune repairs",
      "sources[0].url": "https://example.org/turtle-cove",
      "sources[0].supports": "dog hours",
      "sources[0].date": "2025-03",
      verifiedOn: "2025-04-02",
    };
    const unreadable = await call(
      locationsRoute.action,
      post("/admin/locations", { ...facts, dogHours: "Mo-Fr 7am to dusk" }, admin),
    );
    expect(unreadable.status).toBe(400);
    expect((unreadable.body as ActionReply).result?.error?.dogHours?.[0]).toMatch(/^Dog hours cannot be read: /);
    expect(await db.select().from(locations).where(eq(locations.name, "Turtle Cove Dog Beach"))).toHaveLength(0);

    const badSource = await call(
      locationsRoute.action,
      post(
        "/admin/locations",
        { ...facts, dogHours: "Mo-Su 07:00-sunset", "sources[0].url": "javascript:alert(1)", verifiedOn: "2025-02-30" },
        admin,
      ),
    );
    const errors = (badSource.body as ActionReply).result?.error ?? {};
    expect(errors["sources[0].url"]).toEqual(["Enter a full web address starting with http:// or https://"]);
    expect(errors.verifiedOn).toEqual(["Enter the date as 2025-03-31"]);

    const saved = await call(
      locationsRoute.action,
      post("/admin/locations", { ...facts, dogHours: "Mo-Su 07:00-sunset" }, admin),
    );
    expect((saved.body as ActionReply).notice).toEqual({ ok: true, message: "Location created successfully" });
    const [row] = await db.select().from(locations).where(eq(locations.name, "Turtle Cove Dog Beach"));
    expect(row).toMatchObject({
      dogHours: "Mo-Su 07:00-sunset",
      fenced: "no",
      smallDogArea: null,
      status: "temporarily-closed",
      statusNote: "Closed for dune repairs",
      sources: [{ url: "https://example.org/turtle-cove", supports: "dog hours", date: "2025-03" }],
      verifiedOn: "2025-04-02",
    });
  });
});

describe("amenity management", () => {
  /** The amenities page's form, posted by the administrator. */
  const amenityAction = (fields: Record<string, string>) =>
    call(amenitiesRoute.action, post("/admin/amenities", fields, admin));

  it("checks name and display name with SPEC's messages", async () => {
    const bad = await amenityAction({ intent: "create", name: "Dog Pool", displayName: "" });
    expect(bad.status).toBe(400);
    const errors = (bad.body as ActionReply).result?.error ?? {};
    expect(errors.name).toEqual(["Name must be lowercase with underscores only"]);
    expect(errors.displayName).toEqual(["Display name is required"]);
    const empty = await amenityAction({ intent: "create", name: "", displayName: "X" });
    expect((empty.body as ActionReply).result?.error?.name?.[0]).toBe("Name is required");
  });

  it("creates, edits without changing the name, lists by display name, and deletes", async () => {
    const db = await getDb();
    const created = await amenityAction({
      intent: "create",
      name: "agility_course",
      displayName: "Agility Course",
      description: "",
      icon: "",
    });
    expect((created.body as ActionReply).notice).toEqual({ ok: true, message: "Amenity created successfully" });
    const duplicate = await amenityAction({
      intent: "create",
      name: "agility_course",
      displayName: "Again",
      description: "",
      icon: "",
    });
    expect(duplicate.status).toBe(400);
    expect((duplicate.body as ActionReply).result?.error?.name).toEqual(["An amenity with this name already exists"]);

    const [row] = await db.select().from(amenities).where(eq(amenities.name, "agility_course"));
    const edited = await amenityAction({
      intent: "update",
      id: row!.id,
      name: "renamed_key",
      displayName: "Agility Ring",
      description: "Jumps and tunnels",
      icon: "flag",
    });
    expect((edited.body as ActionReply).notice).toEqual({ ok: true, message: "Amenity updated successfully" });
    const [after] = await db.select().from(amenities).where(eq(amenities.id, row!.id));
    expect(after).toMatchObject({
      name: "agility_course",
      displayName: "Agility Ring",
      description: "Jumps and tunnels",
      icon: "flag",
    });

    const list = await call(amenitiesRoute.loader, siteRequest("/admin/amenities", { cookie: admin }));
    const names = (list.body as { amenities: { displayName: string }[] }).amenities.map((a) => a.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const [place] = await db
      .insert(locations)
      .values({ slug: "agility-test-park", name: "Agility Test Park", amenities: ["parking", "agility_course"] })
      .returning({ id: locations.id });
    const deleted = await amenityAction({ intent: "delete", id: row!.id });
    expect(deleted.body).toEqual({ notice: { ok: true, message: "Amenity deleted successfully" } });
    expect(await db.select().from(amenities).where(eq(amenities.id, row!.id))).toHaveLength(0);
    const [placeAfter] = await db
      .select({ amenities: locations.amenities })
      .from(locations)
      .where(eq(locations.id, place!.id));
    expect(placeAfter?.amenities).toEqual(["parking"]);
  });
});

describe("contact messages", () => {
  it("lists newest first and toggles read and unread", async () => {
    const db = await getDb();
    await db
      .insert(contactMessages)
      .values({ name: "A", email: "a@example.com", subject: "Older", message: "1", createdAt: new Date("2025-01-01") });
    const [newer] = await db
      .insert(contactMessages)
      .values({ name: "B", email: "b@example.com", subject: "Newer", message: "2" })
      .returning({ id: contactMessages.id });
    const list = await call(messagesRoute.loader, siteRequest("/admin/messages", { cookie: admin }));
    expect((list.body as { messages: { subject: string }[] }).messages.map((m) => m.subject)).toEqual([
      "Newer",
      "Older",
    ]);

    await call(messagesRoute.action, post("/admin/messages", { id: newer!.id, read: "true" }, admin));
    let [row] = await db
      .select({ readAt: contactMessages.readAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, newer!.id));
    expect(row!.readAt).toBeInstanceOf(Date);
    await call(messagesRoute.action, post("/admin/messages", { id: newer!.id, read: "false" }, admin));
    [row] = await db
      .select({ readAt: contactMessages.readAt })
      .from(contactMessages)
      .where(eq(contactMessages.id, newer!.id));
    expect(row!.readAt).toBeNull();
  });
});
