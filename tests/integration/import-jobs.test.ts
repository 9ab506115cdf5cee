// Imports as previews and background jobs: nothing written before confirmation, updates that change
// only what the file says, jobs that outlive the request and resume after a restart.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { callRoute, siteRequest } from "../fixtures/sessions";
import { seedAmenities } from "~/server/domain/seed.server";
import { importJobRows, importJobs, jobRuns, locations, slugHistory } from "~/server/infra/schema.server";
import {
  cancelImportJob,
  confirmImportJob,
  createImportJob,
  getImportJob,
  importResult,
  jobsToResume,
  runImportJob,
  settleImportJobs,
  startImportJob,
} from "~/server/domain/import/csv-import.server";
import { backgroundJobs } from "~/server/jobs/runtime.server";
import { action as importAction } from "~/routes/admin/import";
import { findPlaceByOldSlug } from "~/server/queries/locations.server";
import { placeHistory } from "~/server/queries/audit.server";
import { adminOnEmptyDatabase } from "./admin-fixtures";
import { importAsUpdate } from "./import-fixtures";

async function countPlaces() {
  const db = await getDb();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(locations);
  return row!.n;
}

const HARBOR = {
  slug: "harbor-dog-park",
  name: "Harbor Dog Park",
  city: "Tampa",
  county: "Hillsborough",
  category: "dog-park" as const,
  phone: "(813) 555-0100",
  fees: "paid" as const,
  feeDetails: "$2 per dog",
  hours: "6am-9pm",
  description: "A fenced park by the water.",
  lat: 27.95,
  lng: -82.46,
  externalLinks: { official: "https://example.org/harbor", county: "https://example.org/county" },
  rules: ["Clean up"],
};

describe("import preview", () => {
  beforeAll(async () => {
    const db = await resetDatabase();
    await seedAmenities(db);
    await db.insert(locations).values([
      HARBOR,
      {
        slug: "sunny-paws-park",
        name: "Sunny Paws Park",
        city: "Orlando",
        county: "Orange",
        lat: 28.54,
        lng: -81.38,
      },
    ]);
  });

  it("import preview writes nothing: it lists new places, places present (by name and city or a similar name nearby) and rows with errors", async () => {
    const db = await getDb();
    const before = await countPlaces();
    const csv = [
      "name,city,county,phone,fees,lat,lng,dog_hours",
      "Brand New Bark Park,Ocala,Marion,,,,,",
      "harbor dog park,TAMPA,,(813) 555-0199,,,,",
      // Written differently, a few hundred feet away: the same park.
      "Sunny Paws Dog Park,Orlando,,,,28.541,-81.381,",
      // The same words far away: another place.
      "Sunny Paws Dog Park,Miami,,,,25.77,-80.19,",
      ",Nowhere,,,,,,",
      "Broken Hours Park,Ocala,,,,,,Mo-Fr 10:00-xx",
    ].join("\n");
    const id = await createImportJob(db, { name: "county.csv", input: csv }, null);

    expect(await countPlaces()).toBe(before);
    const view = await getImportJob(db, id);
    expect(view!.job).toMatchObject({ status: "preview", total: 6, fileName: "county.csv", processed: 0 });
    expect(view!.counts).toEqual({ new: 2, present: 2, skip: 0, error: 2 });
    const byLine = new Map(view!.rows.map((r) => [r.line, r]));
    expect(byLine.get(2)).toMatchObject({ plan: "new", name: "Brand New Bark Park" });
    expect(byLine.get(3)).toMatchObject({
      plan: "present",
      matchName: "Harbor Dog Park",
      matchSlug: "harbor-dog-park",
      message: "Already in the directory (TAMPA)",
      changes: [{ field: "phone", label: "Phone", before: "(813) 555-0100", after: "(813) 555-0199" }],
    });
    expect(byLine.get(4)).toMatchObject({ plan: "present", matchName: "Sunny Paws Park" });
    expect(byLine.get(4)!.message).toMatch(/similar name nearby/);
    expect(byLine.get(5)).toMatchObject({ plan: "new", name: "Sunny Paws Dog Park" });
    expect(byLine.get(6)).toMatchObject({ plan: "error", message: "Missing name; not imported" });
    expect(byLine.get(7)).toMatchObject({ plan: "error", message: expect.stringMatching(/^Invalid dog hours/) });

    // Cancelling leaves the directory as it was, and the preview cannot be confirmed afterwards.
    expect(await cancelImportJob(db, id)).toBe(true);
    expect(await confirmImportJob(db, id, "skip")).toBe(false);
    expect(await countPlaces()).toBe(before);
    expect(await db.select().from(importJobRows).where(eq(importJobRows.jobId, id))).toEqual([]);
  });

  it("update mode changes only the given columns: an empty cell or a refused value erases nothing, the slug stays", async () => {
    const db = await getDb();
    const csv = [
      "name,city,phone,fees,hours,lat,external_links_official,category,rating",
      'Harbor Dog Park,Tampa,(813) 555-0123,,"7am-8pm",123,https://example.org/harbor-new,nonsense,',
    ].join("\n");
    const id = await createImportJob(db, { name: "update.csv", input: csv }, null);
    const view = await getImportJob(db, id);
    expect(view!.rows[0]!.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ["Phone", "(813) 555-0100", "(813) 555-0123"],
      ["Hours", "6am-9pm", "7am-8pm"],
      [
        "Links",
        "official: https://example.org/harbor; county: https://example.org/county",
        "official: https://example.org/harbor-new; county: https://example.org/county",
      ],
    ]);
    expect(await confirmImportJob(db, id, "update")).toBe(true);
    await runImportJob(db, id);

    const [harbor] = await db.select().from(locations).where(eq(locations.slug, "harbor-dog-park"));
    expect(harbor).toMatchObject({
      name: "Harbor Dog Park",
      phone: "(813) 555-0123",
      hours: "7am-8pm",
      externalLinks: { official: "https://example.org/harbor-new", county: "https://example.org/county" },
      // Not in the file, empty, out of range or an unknown word: as they were.
      fees: "paid",
      feeDetails: "$2 per dog",
      lat: 27.95,
      lng: -82.46,
      category: "dog-park",
      county: "Hillsborough",
      description: "A fenced park by the water.",
      rules: ["Clean up"],
    });
    const result = await importResult(db, id);
    expect(result).toMatchObject({ total: 1, imported: 0, updated: 1, unchanged: 0, refused: 0 });
    expect(result.rows[0]).toMatchObject({ status: "updated", message: "Updated: Phone, Hours, Links" });

    // The place's history holds the import's changes, before and after, restorable like an edit.
    const [entry] = await placeHistory(db, harbor!.id);
    expect(entry).toMatchObject({ action: "place.imported", summary: "Imported Phone, Hours, Official Links" });
    expect(entry!.changes).toContainEqual({ field: "phone", before: "(813) 555-0100", after: "(813) 555-0123" });
  });

  it("a renamed place keeps its old address as a redirect when an update changes its name", async () => {
    const db = await getDb();
    const csv = ["name,city,lat,lng", "Sunny Paws Dog Park,Orlando,28.541,-81.381"].join("\n");
    await importAsUpdate("rename.csv", csv);
    const [place] = await db.select().from(locations).where(eq(locations.name, "Sunny Paws Dog Park"));
    expect(place!.slug).toBe("sunny-paws-dog-park");
    expect(await findPlaceByOldSlug(db, "sunny-paws-park")).toMatchObject({ slug: "sunny-paws-dog-park" });
    expect(
      await db.select({ slug: slugHistory.slug }).from(slugHistory).where(eq(slugHistory.locationId, place!.id)),
    ).toEqual([{ slug: "sunny-paws-park" }]);
  });

  it("a failed batch of updates leaves none of its rows changed; the other batches are saved", async () => {
    const db = await getDb();
    await db
      .insert(locations)
      .values(
        Array.from({ length: 12 }, (_, i) => ({ slug: `upd-${i + 1}`, name: `Upd Place ${i + 1}`, city: "Updtown" })),
      );
    await db.execute(sql`create or replace function refuse_upd() returns trigger language plpgsql as $$
      begin if new.name = 'Upd Place 5' and new.phone is not null then raise exception 'refused'; end if; return new; end $$`);
    await db.execute(
      sql`create trigger refuse_upd before update on locations for each row execute function refuse_upd()`,
    );
    try {
      const lines = ["name,city,phone"];
      for (let i = 1; i <= 12; i++) lines.push(`Upd Place ${i},Updtown,555-01${String(i).padStart(2, "0")}`);
      const id = await importAsUpdate("upd.csv", lines.join("\n"));
      const phones = await db
        .select({ name: locations.name, phone: locations.phone })
        .from(locations)
        .where(eq(locations.city, "Updtown"));
      const byName = new Map(phones.map((p) => [p.name, p.phone]));
      for (let i = 1; i <= 10; i++) expect(byName.get(`Upd Place ${i}`)).toBeNull();
      expect(byName.get("Upd Place 11")).toBe("555-0111");
      expect(byName.get("Upd Place 12")).toBe("555-0112");
      const result = await importResult(db, id);
      expect(result).toMatchObject({ updated: 2, unchanged: 0, refused: 10 });
      expect(result.rows[0]!.message).toMatch(/^The batch of lines 2-11 could not be saved/);
    } finally {
      await db.execute(sql`drop trigger refuse_upd on locations`);
    }
  });
});

describe("import jobs", () => {
  let adminCookie = "";
  beforeAll(async () => {
    adminCookie = await adminOnEmptyDatabase({ amenities: true });
  });

  function manyPlaces(tag: string, n: number) {
    const lines = ["name,city,county"];
    for (let i = 1; i <= n; i++) lines.push(`${tag} Place ${i},${tag}ville,${tag} County`);
    return lines.join("\n");
  }

  it("a job survives the HTTP connection closing: it continues and completes without the request", async () => {
    const db = await getDb();
    const id = await createImportJob(db, { name: "closing.csv", input: manyPlaces("Closing", 80) }, null);
    const connection = new AbortController();
    const body = new URLSearchParams({ intent: "confirm", job: id, mode: "skip" });
    const response = await callRoute(
      importAction,
      siteRequest("/admin/import", { method: "POST", body, cookie: adminCookie, signal: connection.signal }),
    );
    expect(response.status).toBe(302);
    connection.abort();

    const [atClose] = await db.select().from(importJobs).where(eq(importJobs.id, id));
    expect(atClose!.processed).toBeLessThan(80);
    await settleImportJobs();
    const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id));
    expect(job).toMatchObject({ status: "done", processed: 80, created: 80, errors: 0 });
    const [saved] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(locations)
      .where(eq(locations.city, "Closingville"));
    expect(saved!.n).toBe(80);
    // Each new place's history starts with its import, saved in the batch that wrote it.
    const [first] = await db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.city, "Closingville"))
      .limit(1);
    expect(await placeHistory(db, first!.id)).toMatchObject([
      { action: "place.imported", summary: `Imported "${first!.name}" from a file` },
    ]);
  });

  it("a job stopped by a shutdown waits, queued, and resumes after its last saved batch without duplicates", async () => {
    const db = await getDb();
    const id = await createImportJob(db, { name: "restart.csv", input: manyPlaces("Restart", 60) }, null);
    await confirmImportJob(db, id, "skip");
    startImportJob(db, id);
    // The server shuts down.
    await backgroundJobs.stop();

    const [stopped] = await db.select().from(importJobs).where(eq(importJobs.id, id));
    expect(stopped!.status).toBe("queued");
    expect(stopped!.processed % 10).toBe(0);
    expect(stopped!.processed).toBeLessThan(60);
    const [partial] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(locations)
      .where(eq(locations.city, "Restartville"));
    // What the job says is saved is exactly what is in the directory.
    expect(partial!.n).toBe(stopped!.created);
    expect(await jobsToResume(db)).toContain(id);

    await runImportJob(db, id);
    const [job] = await db.select().from(importJobs).where(eq(importJobs.id, id));
    expect(job).toMatchObject({ status: "done", processed: 60, created: 60 });
    const names = await db.select({ name: locations.name }).from(locations).where(eq(locations.city, "Restartville"));
    expect(new Set(names.map((n) => n.name)).size).toBe(60);
    expect(names).toHaveLength(60);
  });

  /** A confirmed job of `places` places whose run an instance took, its lease ending at `lockedUntil`. */
  async function runningJob(name: string, places: string, lockedBy: string, lockedUntil: Date) {
    const db = await getDb();
    const id = await createImportJob(db, { name, input: places }, null);
    await confirmImportJob(db, id, "skip");
    await db.update(importJobs).set({ status: "running" }).where(eq(importJobs.id, id));
    await db.insert(jobRuns).values({
      name: "import",
      key: `import:${id}`,
      payload: { id },
      status: "running",
      attempts: 1,
      maxAttempts: 5,
      lockedBy,
      lockedUntil,
    });
    return id;
  }

  it("a running job whose runner fell silent is taken over; the silent runner cannot write again", async () => {
    const db = await getDb();
    // An instance took the job's run and fell silent: its lease ran out five minutes ago.
    const id = await runningJob("silent.csv", manyPlaces("Silent", 3), "gone", new Date(Date.now() - 5 * 60_000));
    expect(await jobsToResume(db)).toContain(id);
    await runImportJob(db, id);
    const [job] = await db
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.id, id)));
    expect(job).toMatchObject({ status: "done", created: 3 });
    const [run] = await db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.key, `import:${id}`));
    // The silent instance holds nothing any more: whatever it would write names a run it lost.
    expect(run).toMatchObject({ status: "done", lockedBy: null, attempts: 2 });
    // A running job with a live runner is left alone.
    const other = await runningJob("live.csv", manyPlaces("Live", 2), "alive", new Date(Date.now() + 60_000));
    expect(await jobsToResume(db)).not.toContain(other);
    await runImportJob(db, other);
    const [live] = await db.select().from(importJobs).where(eq(importJobs.id, other));
    expect(live).toMatchObject({ status: "running", created: 0 });
    const [liveRun] = await db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.key, `import:${other}`));
    expect(liveRun).toMatchObject({ status: "running", lockedBy: "alive" });
  });
});
