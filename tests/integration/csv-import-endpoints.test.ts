// CSV import through the admin pages: who may use them, the file types refused, the preview job and
// its progress, and the template.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db";
import { callRoute, sessionCookie, siteRequest } from "../fixtures/sessions";
import { locations } from "~/server/infra/schema.server";
import { importLocations, parseCsv, settleImportJobs } from "~/server/domain/import/csv-import.server";
import { action as importAction, loader as importLoader } from "~/routes/admin/import";
import { loader as progressLoader } from "~/routes/admin/import-progress";
import { loader as templateLoader } from "~/routes/admin/import-template[.]csv";
import { IMPORT_COLUMN_NAMES } from "~/lib/csv-columns";

describe("CSV import endpoints", () => {
  let adminCookie = "";
  let userCookie = "";
  beforeAll(async () => {
    adminCookie = await sessionCookie("admin");
    userCookie = await sessionCookie("user");
  });

  function csvForm(content: string, fileName = "places.csv", type = "text/csv") {
    const form = new FormData();
    form.set("file", new File([content], fileName, { type }));
    return form;
  }
  const csv = "name,city,county,category\nEndpoint Test Park,Ocala,Marion,dog park\n";

  it("refuses a visitor and a signed-in user on the page, the progress and the template", async () => {
    const visitorPage = await callRoute(importLoader, siteRequest("/admin/import"));
    expect(visitorPage.status).toBe(302);
    expect((visitorPage.body as Response).headers.get("location")).toBe("/auth?redirectTo=%2Fadmin%2Fimport");
    expect((await callRoute(importLoader, siteRequest("/admin/import", { cookie: userCookie }))).status).toBe(403);

    for (const cookie of ["", userCookie]) {
      const post = await callRoute(
        importAction,
        siteRequest("/admin/import", { method: "POST", body: csvForm(csv), cookie }),
      );
      expect(post.status).toBe(cookie ? 403 : 302);
      const progress = await callRoute(
        progressLoader,
        siteRequest("/admin/import/progress?job=00000000-0000-0000-0000-000000000000", { cookie }),
      );
      expect(progress.status).toBe(403);
      const template = await callRoute(templateLoader, siteRequest("/admin/import/template.csv", { cookie }));
      expect(template.status).toBe(cookie ? 403 : 302);
    }
    const db = await getDb();
    expect(
      await db.select({ id: locations.id }).from(locations).where(eq(locations.name, "Endpoint Test Park")),
    ).toEqual([]);
  });

  it("refuses a file that is not CSV with 'Invalid file type' / 'Please select a CSV file'", async () => {
    const request = siteRequest("/admin/import", {
      method: "POST",
      body: csvForm("name\nx\n", "places.xlsx", "application/vnd.ms-excel"),
      cookie: adminCookie,
    });
    expect(await callRoute(importAction, request)).toEqual({
      status: 400,
      body: { error: { title: "Invalid file type", message: "Please select a CSV file" } },
    });
    const renamed = siteRequest("/admin/import", {
      method: "POST",
      body: csvForm("\u0000\u0001binary", "places.csv"),
      cookie: adminCookie,
    });
    expect(await callRoute(importAction, renamed)).toEqual({
      status: 400,
      body: { error: { title: "Invalid file type", message: "Please select a CSV file" } },
    });
  });

  it("previews an upload as a job, runs it once confirmed and reports its progress from the job", async () => {
    const db = await getDb();
    const upload = siteRequest("/admin/import", { method: "POST", body: csvForm(csv), cookie: adminCookie });
    const preview = await callRoute(importAction, upload);
    expect(preview.status).toBe(302);
    const location = (preview.body as Response).headers.get("location")!;
    expect(location).toMatch(/^\/admin\/import\?job=[0-9a-f-]{36}$/);
    const jobId = new URL(location, "http://x").searchParams.get("job")!;

    const page = (await callRoute(importLoader, siteRequest(location, { cookie: adminCookie }))).body as {
      view: { job: { status: string }; counts: Record<string, number> };
    };
    expect(page.view.job.status).toBe("preview");
    expect(page.view.counts).toEqual({ new: 1, present: 0, skip: 0, error: 0 });
    expect(await db.select().from(locations).where(eq(locations.name, "Endpoint Test Park"))).toEqual([]);

    const confirm = new URLSearchParams({ intent: "confirm", job: jobId, mode: "skip" });
    const confirmed = await callRoute(
      importAction,
      siteRequest("/admin/import", { method: "POST", body: confirm, cookie: adminCookie }),
    );
    expect(confirmed.status).toBe(302);
    await settleImportJobs();
    const progress = await callRoute(
      progressLoader,
      siteRequest(`/admin/import/progress?job=${jobId}`, { cookie: adminCookie }),
    );
    expect(progress).toMatchObject({ status: 200, body: { status: "done", processed: 1, total: 1, created: 1 } });
    const done = (await callRoute(importLoader, siteRequest(location, { cookie: adminCookie }))).body as {
      view: { result: { imported: number; rows: { status: string }[] } };
    };
    expect(done.view.result).toMatchObject({ imported: 1, rows: [{ status: "imported" }] });
  });

  it("answers the template: 33 columns, dog hours and sources among them, and two example rows", async () => {
    const response = (
      await callRoute(templateLoader, siteRequest("/admin/import/template.csv", { cookie: adminCookie }))
    ).body as Response;
    expect(response.headers.get("content-type")).toMatch(/text\/csv/);
    const template = await response.text();
    const records = parseCsv(template);
    expect(records).toHaveLength(2);
    expect(Object.keys(records[0]!.record)).toEqual(IMPORT_COLUMN_NAMES);
    expect(IMPORT_COLUMN_NAMES).toHaveLength(33);
    expect(IMPORT_COLUMN_NAMES).toEqual(
      expect.arrayContaining(["dog_hours", "dog_rules", "sources", "verified_on", "dog_limits"]),
    );
    expect(records.every((r) => /example/i.test(r.record.name ?? ""))).toBe(true);

    // Imported as it was downloaded, the template adds nothing: its example rows are never places.
    const db = await getDb();
    const imported = await importLocations(db, template);
    expect(imported.imported).toBe(0);
    expect(imported.rows.map((r) => r.message)).toEqual([
      "The template's example row; not imported",
      "The template's example row; not imported",
    ]);
    expect(
      await db
        .select()
        .from(locations)
        .where(sql`${locations.name} like 'Example %'`),
    ).toEqual([]);
  });
});
