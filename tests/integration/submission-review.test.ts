// Approving a submission publishes only what the submitter said; a decided submission can be reopened.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { submissionRow } from "../factories";
import { outcome, sessionCookie, siteRequest } from "../fixtures/sessions";
import * as submissionsRoute from "~/routes/admin/submissions";
import { findLocations } from "~/server/queries/locations.server";
import { locations, locationSubmissions } from "~/server/schema.server";

type Handler = (args: never) => Promise<unknown>;

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return outcome(() =>
    (submissionsRoute.action as Handler)({
      request: siteRequest("/admin?index", { method: "POST", body, cookie: admin }),
      params: {},
      context: {},
    } as never),
  );
}

async function newSubmission(overrides: Parameters<typeof submissionRow>[0] = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(locationSubmissions)
    .values(submissionRow(overrides))
    .returning({ id: locationSubmissions.id, name: locationSubmissions.name });
  return row!;
}

let admin = "";

beforeAll(async () => {
  await resetDatabase();
  admin = await sessionCookie("admin");
});

describe("approving publishes what was said", () => {
  it("leaves fees the submitter was not sure of, and the crowd level, unknown", async () => {
    const db = await getDb();
    const submission = await newSubmission({ name: "Unsure Fees Dog Park", fees: null });
    const approved = await post({ id: submission.id, intent: "approve", adminNotes: "" });
    expect(approved.status).toBe(200);

    const [place] = await db
      .select({ fees: locations.fees, crowdLevel: locations.crowdLevel })
      .from(locations)
      .where(eq(locations.name, "Unsure Fees Dog Park"));
    expect(place).toEqual({ fees: null, crowdLevel: null });

    const free = await findLocations(db, { fees: ["free"], search: "Unsure Fees" });
    expect(free.total).toBe(0);
    const all = await findLocations(db, { search: "Unsure Fees" });
    expect(all.total).toBe(1);
  });

  it("keeps fees the submitter gave", async () => {
    const db = await getDb();
    const submission = await newSubmission({ name: "Paid Entry Beach", category: "dog-beach", fees: "paid" });
    await post({ id: submission.id, intent: "approve", adminNotes: "" });
    const [place] = await db
      .select({ fees: locations.fees })
      .from(locations)
      .where(eq(locations.name, "Paid Entry Beach"));
    expect(place?.fees).toBe("paid");
  });
});

describe("reopening a decided submission", () => {
  it("sets it back to pending with the note, and approving again keeps the one published place", async () => {
    const db = await getDb();
    const submission = await newSubmission({ name: "Second Look Park" });
    await post({ id: submission.id, intent: "approve", adminNotes: "" });

    const noNote = await post({ id: submission.id, intent: "reopen", adminNotes: " " });
    expect(noNote.status).toBe(400);

    const reopened = await post({ id: submission.id, intent: "reopen", adminNotes: "The hours need checking." });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ notice: { ok: true, message: "Submission reopened for review" } });
    const [row] = await db
      .select({ status: locationSubmissions.status, adminNotes: locationSubmissions.adminNotes })
      .from(locationSubmissions)
      .where(eq(locationSubmissions.id, submission.id));
    expect(row).toEqual({ status: "pending", adminNotes: "The hours need checking." });

    const twice = await post({ id: submission.id, intent: "reopen", adminNotes: "Again" });
    expect(twice.status).toBe(409);

    expect((await post({ id: submission.id, intent: "approve", adminNotes: "" })).status).toBe(200);
    expect(await db.select().from(locations).where(eq(locations.name, "Second Look Park"))).toHaveLength(1);
  });

  it("reopens a rejected submission too", async () => {
    const submission = await newSubmission({ name: "Maybe Park" });
    await post({ id: submission.id, intent: "reject", adminNotes: "" });
    const reopened = await post({ id: submission.id, intent: "reopen", adminNotes: "New information arrived." });
    expect(reopened.status).toBe(200);
  });
});
