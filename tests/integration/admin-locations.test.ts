// The admin panel's location management: the form's checks, and creating, editing and deleting places.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { siteRequest } from "../fixtures/sessions";
import { LOCATION_FORM } from "../factories";
import * as locationsRoute from "~/routes/admin/locations/route";
import type { ActionReply } from "~/lib/forms";
import { locations } from "~/server/infra/schema.server";
import { adminDatabase, call, post } from "./admin-fixtures";

let admin = "";

beforeAll(async () => {
  ({ admin } = await adminDatabase());
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
