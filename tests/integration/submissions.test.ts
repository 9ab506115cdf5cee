import fs from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { createSignedInUser, formRequest, TEST_ORIGIN } from "../fixtures/sessions";
import { action as submitAction, loader as submitLoader } from "~/routes/account/submit";
import { loader as mySubmissionsLoader } from "~/routes/account/my-submissions";
import { seedAmenities } from "~/server/domain/seed.server";
import { locationSubmissions } from "~/server/infra/schema.server";
import type { ActionReply } from "~/lib/forms";
import { outboxDir } from "~/server/infra/email.server";
import { settleDeliveries } from "~/server/domain/outbox.server";
import { TOO_MANY_REQUESTS } from "~/server/domain/rate-limit.server";
import { createSubmission, findSubmissionsByUser } from "~/server/queries/submissions.server";
import { reviewSubmission } from "~/server/queries/submission-decisions.server";
import { deleteLocation, updateLocation } from "~/server/queries/location-admin.server";
import { submissionRow } from "../factories";
import { routeContext } from "../fixtures/context";

type Result = { data: Record<string, unknown>; init: ResponseInit | null };

const VALID = {
  submitterName: "Dana Walker",
  email: "",
  name: "Pawsome Park",
  category: "dog-park",
  leashPolicy: "off-leash",
  city: "Gainesville",
  county: "",
  zip: "",
  phone: "",
  address: "",
  description: "Fenced acre with separate areas for small and large dogs.",
  amenities: ["parking", "water_fountain", "not_an_amenity"],
  fees: "free",
  hours: "",
  feeDetails: "",
  parkingDetails: "",
  rules: "",
  imageUrl: "",
  mapUrl: "",
  notes: "",
};

/** Posts the form; a submission stored goes home (decision 0040), answered here as a 302 with its notice. */
async function submit(fields: Record<string, string | string[]>, cookie?: string, ip = "10.0.0.1") {
  const request = formRequest("/submit", fields, { ...(cookie ? { Cookie: cookie } : {}), "X-Forwarded-For": ip });
  try {
    return (await submitAction({ request, params: {}, context: routeContext() } as never)) as unknown as Result;
  } catch (thrown) {
    if (!(thrown instanceof Response) || thrown.headers.get("Location") !== "/") throw thrown;
    const flash = thrown.headers.getSetCookie().find((c) => c.startsWith("fdp_flash=")) ?? "";
    const notice = decodeURIComponent(
      flash
        .slice("fdp_flash=".length)
        .split(";")[0]!
        .replace(/\.[^.]*$/, ""),
    );
    return { data: { home: notice }, init: { status: thrown.status } } as Result;
  }
}

let alice: Awaited<ReturnType<typeof createSignedInUser>>;
let bob: Awaited<ReturnType<typeof createSignedInUser>>;

beforeAll(async () => {
  const db = await resetDatabase();
  await seedAmenities(db);
  alice = await createSignedInUser("alice@example.com");
  bob = await createSignedInUser("bob@example.com");
});

describe("submitting a place", () => {
  it("refuses a submission posted without a session, storing nothing", async () => {
    const thrown = await submit({ ...VALID }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/auth?redirectTo=%2Fsubmit");
    const rows = await (await getDb()).select({ id: locationSubmissions.id }).from(locationSubmissions);
    expect(rows).toHaveLength(0);
  });

  it("shows the sign-in prompt instead of the form without a session", async () => {
    const result = await submitLoader({
      request: new Request(`${TEST_ORIGIN}/submit`),
      params: {},
      context: routeContext(),
    } as never);
    expect(result.user).toBeNull();
  });

  it("stores a pending submission owned by the user, empties as null, and tells the administrators", async () => {
    await settleDeliveries();
    const before = fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()).length : 0;
    const dogHoursNote = "Before 9 am and after 5 pm from April to September";
    const result = await submit({ ...VALID, dogHoursNote }, alice.cookie);
    expect(result.init?.status).toBe(302);
    expect(result.data.home).toBe(
      "Submission Successful! Thank you for submitting a new location. We'll review it and add it to our directory.",
    );

    const [row] = await (
      await getDb()
    )
      .select()
      .from(locationSubmissions)
      .where(eq(locationSubmissions.name, "Pawsome Park"));
    expect(row).toMatchObject({
      userId: alice.id,
      status: "pending",
      email: "alice@example.com", // the empty Email fell back to the account's address
      county: null,
      zip: null,
      imageUrl: null,
      feeDetails: null, // empty is stored as unknown
      amenities: ["parking", "water_fountain"],
      dogHoursNote,
    });

    await settleDeliveries();
    const files = fs.readdirSync(outboxDir()).sort();
    expect(files.length).toBe(before + 1);
    const notice = fs.readFileSync(`${outboxDir()}/${files.at(-1)}`, "utf8");
    expect(notice).toMatch(/^To: .*hello@localhost/m);
    expect(notice).toContain("Pawsome Park");
  });

  it("keeps the fee details of a paid place and drops those sent with a free one", async () => {
    const erin = await createSignedInUser("erin@example.com");
    const feeDetails = "$5 a day at the gate";
    const paid = await submit({ ...VALID, name: "Paid Paws", fees: "paid", feeDetails }, erin.cookie, "10.0.0.21");
    const free = await submit(
      { ...VALID, name: "Free Paws", fees: "free", feeDetails: "Donations welcome at the kiosk" },
      erin.cookie,
      "10.0.0.21",
    );
    expect([paid.init?.status, free.init?.status]).toEqual([302, 302]);
    const rows = await (
      await getDb()
    )
      .select({ name: locationSubmissions.name, feeDetails: locationSubmissions.feeDetails })
      .from(locationSubmissions)
      .where(eq(locationSubmissions.userId, erin.id));
    expect(rows.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: "Free Paws", feeDetails: null },
      { name: "Paid Paws", feeDetails },
    ]);
  });

  it("refuses missing required fields with status 400 and keeps what was typed", async () => {
    const result = await submit({ ...VALID, name: "Half Park", city: "", description: " " }, alice.cookie);
    expect(result.init?.status).toBe(400);
    expect(result.data.notice).toEqual({
      ok: false,
      message: "Missing Required Fields",
      detail: "Please fill in all required fields.",
    });
    const { error, initialValue } = (result.data as ActionReply).result!;
    expect(error).toMatchObject({ city: ["City is required"], description: ["Description is required"] });
    expect(initialValue?.name).toBe("Half Park");
  });

  it("refuses an invalid email, image URL or map link, and unknown codes", async () => {
    const result = await submit(
      { ...VALID, email: "not-an-email", imageUrl: "javascript:alert(1)", mapUrl: "maps", category: "castle" },
      alice.cookie,
    );
    expect(result.init?.status).toBe(400);
    const errors = (result.data as ActionReply).result?.error ?? {};
    expect(Object.keys(errors).sort()).toEqual(["category", "email", "imageUrl", "mapUrl"]);
  });
});

describe("whose submissions a user sees", () => {
  it("lists only the user's own rows", async () => {
    await submit({ ...VALID, name: "Bob's Beach", category: "dog-beach" }, bob.cookie);
    const db = await getDb();
    expect((await findSubmissionsByUser(db, alice.id)).map((s) => s.name)).toEqual(["Pawsome Park"]);
    expect((await findSubmissionsByUser(db, bob.id)).map((s) => s.name)).toEqual(["Bob's Beach"]);

    const page = await mySubmissionsLoader({
      request: new Request(`${TEST_ORIGIN}/my-submissions`, { headers: { Cookie: bob.cookie } }),
      params: {},
      context: routeContext(),
    } as never);
    expect(page.signedIn).toBe(true);
    expect(page.submissions.map((s) => s.name)).toEqual(["Bob's Beach"]);

    const anonymous = await mySubmissionsLoader({
      request: new Request(`${TEST_ORIGIN}/my-submissions`),
      params: {},
      context: routeContext(),
    } as never);
    expect(anonymous).toEqual({ signedIn: false, submissions: [], error: null });
  });

  it("cannot read another user's submission, nor file one under their name", async () => {
    const db = await getDb();
    const [alices] = await findSubmissionsByUser(db, alice.id);
    expect(alices).toMatchObject({ name: "Pawsome Park" });
    expect((await findSubmissionsByUser(db, bob.id)).map((s) => s.id)).not.toContain(alices!.id);

    // The owner comes from the session, never from the form.
    await submit(
      { ...VALID, name: "Sneaky Park", userId: alice.id, user_id: alice.id, status: "approved" },
      bob.cookie,
    );
    const [sneaky] = await db
      .select({ userId: locationSubmissions.userId, status: locationSubmissions.status })
      .from(locationSubmissions)
      .where(eq(locationSubmissions.name, "Sneaky Park"));
    expect(sneaky).toEqual({ userId: bob.id, status: "pending" });
  });
});

describe("an approved submission on My Submissions", () => {
  it("links to the place it is listed as, at the place's current address, and only once approved", async () => {
    const db = await getDb();
    const dave = await createSignedInUser("dave@example.com");
    const approved = await createSubmission(
      db,
      dave.id,
      submissionRow({ name: "Sunset Paws Beach", category: "dog-beach" }),
    );
    const waiting = await createSubmission(db, dave.id, submissionRow({ name: "Maybe Park" }));
    const refused = await createSubmission(db, dave.id, submissionRow({ name: "Not A Park" }));
    const review = await reviewSubmission(db, approved.id, "approved", null, null, "south");
    await reviewSubmission(db, refused.id, "rejected", "Not dog-friendly.", null);
    if (!review.ok || !review.location) throw new Error("the submission was not approved");

    const own = async () => {
      const result = (await mySubmissionsLoader({
        request: new Request(`${TEST_ORIGIN}/my-submissions`, { headers: { Cookie: dave.cookie } }),
        params: {},
        context: routeContext(),
      } as never)) as { submissions: { id: string; place: { slug: string; category: string } | null }[] };
      return Object.fromEntries(result.submissions.map((s) => [s.id, s.place]));
    };
    expect(await own()).toEqual({
      [approved.id]: { slug: "sunset-paws-beach", category: "dog-beach" },
      [waiting.id]: null,
      [refused.id]: null,
    });

    // Renamed after approval: the link follows the place to its new address.
    await updateLocation(db, review.location.id, { name: "Sunset Paws Dog Beach" }, null);
    expect((await own())[approved.id]).toEqual({ slug: "sunset-paws-dog-beach", category: "dog-beach" });

    // Deleted: no link to a page that is gone.
    await deleteLocation(db, review.location.id, null);
    expect((await own())[approved.id]).toBeNull();
  });
});

describe("submission limits", () => {
  it("answers 429 with a readable message once an account has submitted too often", async () => {
    const carol = await createSignedInUser("carol@example.com");
    const statuses: (number | undefined)[] = [];
    for (let i = 0; i < 11; i++) {
      const result = await submit({ ...VALID, name: `Limit Park ${i}` }, carol.cookie, `10.1.0.${i}`);
      statuses.push(result.init?.status);
      if (i === 10) {
        expect(result.data.notice).toEqual({ ok: false, message: "Submission Failed", detail: TOO_MANY_REQUESTS });
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 302)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await findSubmissionsByUser(await getDb(), carol.id)).toHaveLength(10);
  });
});
