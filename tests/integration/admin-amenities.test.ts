// The admin panel's amenity management: the form's checks, and creating, editing and deleting amenities.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { siteRequest } from "../fixtures/sessions";
import * as amenitiesRoute from "~/routes/admin/amenities";
import type { ActionReply } from "~/lib/forms";
import { amenities, locations } from "~/server/infra/schema.server";
import { adminDatabase, call, post } from "./admin-fixtures";

let admin = "";

beforeAll(async () => {
  ({ admin } = await adminDatabase());
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
