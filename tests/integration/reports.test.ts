// Visitors report what changed at a place; administrators resolve the reports and the reporter hears back.
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { placeRow } from "../factories";
import { callRoute, sessionCookie, siteRequest } from "../fixtures/sessions";
import * as reportRoute from "~/routes/public/report";
import * as placeRoute from "~/routes/public/place/route";
import * as layoutRoute from "~/routes/admin/layout";
import * as reportsRoute from "~/routes/admin/reports";
import { outboxDir } from "~/server/infra/email.server";
import { settleDeliveries } from "~/server/domain/outbox.server";
import { insertLocation, updateLocation } from "~/server/queries/location-admin.server";
import { LIMITS } from "~/server/domain/rate-limit.server";
import { auditEvents, mailOutbox, placeReports, requestLimits } from "~/server/infra/schema.server";

function post(pathname: string, fields: Record<string, string>, { cookie, ip }: { cookie?: string; ip?: string } = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return siteRequest(pathname, {
    method: "POST",
    body,
    cookie,
    headers: { "x-forwarded-for": ip ?? "203.0.113.7" },
  });
}

/** Every message in the development outbox, decoded. */
async function mails() {
  await settleDeliveries();
  const files = await fs.readdir(outboxDir()).catch(() => [] as string[]);
  const raw = await Promise.all(files.map((f) => fs.readFile(path.join(outboxDir(), f), "utf8")));
  return raw.map((m) =>
    m.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

const REPORT = {
  kind: "hours",
  text: "The dog park now closes at 6 p.m. on weekdays.",
  sourceUrl: "https://example.com/parks/notice",
  email: "walker@example.com",
  website: "",
};

let admin = "";
let member = "";
let place: { id: string; slug: string; name: string; category: string };

beforeAll(async () => {
  await resetDatabase();
  admin = await sessionCookie("admin");
  member = await sessionCookie("user");
});

beforeEach(async () => {
  const db = await getDb();
  await db.delete(placeReports);
  await db.delete(requestLimits);
  place = await insertLocation(
    db,
    placeRow({ name: `Cypress Bark Park ${Math.random().toString(36).slice(2, 6)}`, category: "dog-park" }),
  );
});

/** The message that told the reporter what became of their report on this test's place. */
async function answerToReporter() {
  return (await mails()).find(
    (m) => /^To: walker@example\.com/im.test(m) && m.includes(`reporting a change to "${place.name}"`),
  );
}

async function openReportsOnPage() {
  const page = await callRoute(placeRoute.loader, siteRequest(`/parks/${place.slug}`), { slug: place.slug });
  expect(page.status).toBe(200);
  return (page.body as { openReports: number }).openReports;
}

describe("report a change", () => {
  it("stores a visitor's report, shows it under review, lists it for the admin, and tells the reporter the outcome", async () => {
    const db = await getDb();
    const sent = await callRoute(reportRoute.action, post(`/report/${place.slug}`, REPORT), { slug: place.slug });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ notice: { ok: true, message: "Thank you! Your report was sent." } });

    const [stored] = await db.select().from(placeReports).where(eq(placeReports.locationId, place.id));
    expect(stored).toMatchObject({
      kind: "hours",
      text: REPORT.text,
      sourceUrl: REPORT.sourceUrl,
      email: REPORT.email,
      userId: null,
      status: "open",
    });
    expect(await openReportsOnPage()).toBe(1);
    expect(
      (await mails()).some((m) => m.includes(`Subject: Change reported: ${place.name}`) && m.includes(REPORT.text)),
    ).toBe(true);

    const layout = await callRoute(layoutRoute.loader, siteRequest("/admin", { cookie: admin }));
    expect(layout.body).toMatchObject({ reports: 1 });
    const list = await callRoute(reportsRoute.loader, siteRequest("/admin/reports", { cookie: admin }));
    const { reports } = list.body as { reports: { id: string; text: string; place: { name: string } }[] };
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ text: REPORT.text, place: { name: place.name } });

    const resolved = await callRoute(
      reportsRoute.action,
      post(
        "/admin/reports",
        { id: stored!.id, outcome: "applied", note: "Updated the hours from the county notice." },
        { cookie: admin },
      ),
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ notice: { ok: true, message: "Report marked as applied" } });
    const [after] = await db.select().from(placeReports).where(eq(placeReports.id, stored!.id));
    expect(after).toMatchObject({ status: "applied", resolutionNote: "Updated the hours from the county notice." });
    expect(after!.resolvedBy).toBeTruthy();
    expect(after!.resolvedAt).toBeInstanceOf(Date);
    expect(await openReportsOnPage()).toBe(0);

    // Marked applied, but the place itself was not changed: the reporter is not told it was updated.
    const toReporter = await answerToReporter();
    expect(toReporter).toMatch(/^Subject: .*was[_ ]reviewed/m);
    expect(toReporter).toContain("We checked it and left the listing as it is.");
    expect(toReporter).not.toContain("updated the listing");
    expect(toReporter).toContain("Updated the hours from the county notice.");
    expect(resolved.body).toMatchObject({
      notice: { detail: expect.stringContaining("has not changed since the report") },
    });

    const again = await callRoute(
      reportsRoute.action,
      post("/admin/reports", { id: stored!.id, outcome: "not-applied", note: "" }, { cookie: admin }),
    );
    expect(again.status).toBe(409);
  });

  it("tells the reporter which facts were changed when the place was updated after the report", async () => {
    const db = await getDb();
    await callRoute(reportRoute.action, post(`/report/${place.slug}`, REPORT), { slug: place.slug });
    const [stored] = await db.select().from(placeReports).where(eq(placeReports.locationId, place.id));
    // Reported at 10:30 pm in Florida: 03:30 the next day in UTC.
    await db
      .update(placeReports)
      .set({ createdAt: new Date("2026-03-13T02:30:00Z") })
      .where(eq(placeReports.id, stored!.id));
    // An earlier change, made before the report, is not part of the answer.
    await db
      .update(auditEvents)
      .set({ createdAt: new Date("2026-03-01T12:00:00Z") })
      .where(eq(auditEvents.locationId, place.id));
    await updateLocation(db, place.id, { hours: "6 am to 6 pm", dogHours: "Mo-Su 06:00-18:00" }, null);

    const resolved = await callRoute(
      reportsRoute.action,
      post("/admin/reports", { id: stored!.id, outcome: "applied", note: "" }, { cookie: admin }),
    );
    expect(resolved.body).toMatchObject({
      notice: { ok: true, message: "Report marked as applied", detail: "The reporter will get an e-mail." },
    });
    const toReporter = await answerToReporter();
    expect(toReporter).toMatch(/^Subject: .*was[_ ]applied/m);
    expect(toReporter).toContain(`reporting a change to "${place.name}" on Mar 12, 2026.`);
    expect(toReporter).toContain("We checked it and updated the listing: Hours, Dog Hours.");
  });

  it("tells the reporter the listing stays as it is when the report is not applied", async () => {
    const db = await getDb();
    await callRoute(reportRoute.action, post(`/report/${place.slug}`, REPORT), { slug: place.slug });
    const [stored] = await db.select().from(placeReports).where(eq(placeReports.locationId, place.id));
    await updateLocation(db, place.id, { hours: "Sunrise to sunset" }, null);
    await callRoute(
      reportsRoute.action,
      post("/admin/reports", { id: stored!.id, outcome: "not-applied", note: "" }, { cookie: admin }),
    );
    const toReporter = await answerToReporter();
    expect(toReporter).toMatch(/^Subject: .*was[_ ]reviewed/m);
    expect(toReporter).toContain("We checked it and left the listing as it is.");
  });

  it("answers a visitor without an account who reported on /es in Spanish", async () => {
    const db = await getDb();
    const sent = await callRoute(reportRoute.action, post(`/es/report/${place.slug}`, REPORT), { slug: place.slug });
    expect(sent.status).toBe(200);
    const [stored] = await db.select().from(placeReports).where(eq(placeReports.locationId, place.id));
    expect(stored).toMatchObject({ email: REPORT.email, userId: null, locale: "es" });
    await callRoute(
      reportsRoute.action,
      post("/admin/reports", { id: stored!.id, outcome: "not-applied", note: "" }, { cookie: admin }),
    );
    const [toReporter] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Revisamos tu reporte sobre «${place.name}»`));
    expect(toReporter).toMatchObject({ recipients: REPORT.email });
    expect(toReporter!.text).toContain("Lo revisamos y dejamos la información como está.");
  });

  it("lets only administrators list and resolve reports", async () => {
    const list = await callRoute(reportsRoute.loader, siteRequest("/admin/reports", { cookie: member }));
    expect(list.status).toBe(403);
    const resolve = await callRoute(
      reportsRoute.action,
      post("/admin/reports", { id: crypto.randomUUID(), outcome: "applied", note: "" }, { cookie: member }),
    );
    expect(resolve.status).toBe(403);
  });

  it("carries the account of a signed-in reporter", async () => {
    const db = await getDb();
    const sent = await callRoute(
      reportRoute.action,
      post(`/report/${place.slug}`, { ...REPORT, email: "" }, { cookie: member }),
      {
        slug: place.slug,
      },
    );
    expect(sent.status).toBe(200);
    const [stored] = await db.select().from(placeReports).where(eq(placeReports.locationId, place.id));
    expect(stored!.userId).toBeTruthy();
    expect(stored!.email).toBeNull();
  });

  it("refuses a report without what it is now, or with a source that is not a web address", async () => {
    const db = await getDb();
    const empty = await callRoute(reportRoute.action, post(`/report/${place.slug}`, { ...REPORT, text: "  " }), {
      slug: place.slug,
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ result: { error: { text: ["Tell us what it is now"] } } });
    const script = await callRoute(
      reportRoute.action,
      post(`/report/${place.slug}`, { ...REPORT, sourceUrl: "javascript:alert(1)" }),
      { slug: place.slug },
    );
    expect(script.status).toBe(400);
    const long = await callRoute(
      reportRoute.action,
      post(`/report/${place.slug}`, { ...REPORT, text: "x".repeat(2001) }),
      {
        slug: place.slug,
      },
    );
    expect(long.status).toBe(400);
    expect(await db.select().from(placeReports)).toHaveLength(0);
  });

  it("answers a filled honeypot as if it worked, and stores nothing", async () => {
    const db = await getDb();
    const robot = await callRoute(
      reportRoute.action,
      post(`/report/${place.slug}`, { ...REPORT, website: "https://spam.example" }),
      { slug: place.slug },
    );
    expect(robot.status).toBe(200);
    expect(robot.body).toMatchObject({ notice: { ok: true } });
    expect(await db.select().from(placeReports)).toHaveLength(0);
  });

  it("limits how many reports one address sends in an hour", async () => {
    const db = await getDb();
    for (let i = 0; i < LIMITS.reportPerIp.max; i++) {
      const ok = await callRoute(reportRoute.action, post(`/report/${place.slug}`, REPORT, { ip: "198.51.100.9" }), {
        slug: place.slug,
      });
      expect(ok.status).toBe(200);
    }
    const over = await callRoute(reportRoute.action, post(`/report/${place.slug}`, REPORT, { ip: "198.51.100.9" }), {
      slug: place.slug,
    });
    expect(over.status).toBe(429);
    expect(await db.select().from(placeReports)).toHaveLength(LIMITS.reportPerIp.max);
    const other = await callRoute(reportRoute.action, post(`/report/${place.slug}`, REPORT, { ip: "198.51.100.10" }), {
      slug: place.slug,
    });
    expect(other.status).toBe(200);
  });

  it("answers 404 for a place that does not exist", async () => {
    const missing = await callRoute(reportRoute.loader, siteRequest("/report/no-such-place"), {
      slug: "no-such-place",
    });
    expect(missing.status).toBe(404);
  });
});
