// The admin panel's submission review: the lists, and what approving and rejecting change.
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { siteRequest } from "../fixtures/sessions";
import * as submissionsRoute from "~/routes/admin/submissions/route";
import { outboxDir } from "~/server/infra/email.server";
import { settleDeliveries } from "~/server/domain/outbox.server";
import { locations, locationSubmissions } from "~/server/infra/schema.server";
import { adminDatabase, call, newSubmission, post } from "./admin-fixtures";

let admin = "";

beforeAll(async () => {
  ({ admin } = await adminDatabase());
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
