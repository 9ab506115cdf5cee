// The admin panel's actions: an unknown intent and bad input are answered with 400 and the field's
// error, never a 500.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import type { RouteHandler } from "../fixtures/sessions";
import * as submissionsRoute from "~/routes/admin/submissions/route";
import * as locationsRoute from "~/routes/admin/locations/route";
import * as amenitiesRoute from "~/routes/admin/amenities";
import * as messagesRoute from "~/routes/admin/messages";
import * as reportsRoute from "~/routes/admin/reports";
import * as candidatesRoute from "~/routes/admin/candidates/route";
import * as candidateRoute from "~/routes/admin/candidates/detail";
import type { ActionReply } from "~/lib/forms";
import { locationSubmissions } from "~/server/infra/schema.server";
import { adminDatabase, call, newSubmission, post } from "./admin-fixtures";

let admin = "";

beforeAll(async () => {
  ({ admin } = await adminDatabase());
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
