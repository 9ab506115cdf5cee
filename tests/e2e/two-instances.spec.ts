// Two servers sharing one PostgreSQL database, as behind a load balancer on two machines: each has
// its own data folder (outbox, secret) and both keep photos in one S3 bucket (S3rver, in this
// process). They start at the same moment on a fresh database, and everything that runs in the
// background, counts, caches or stores files must behave as on one server: one migration and one
// seed, each e-mail sent once, each import run once and finished by the other server when its own
// dies, a change seen at once on the other, a photo stored by one shown by the other, a rate limit
// counted across both, each scheduled job run once. PostgreSQL at E2E_POSTGRES_URL (default: the
// local server, as in CI); the database is this file's own, dropped afterwards.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import pg from "pg";
import sharp from "sharp";
import { startS3, S3RVER_KEYS, type TestBucket } from "../fixtures/s3";
import { expect, hydratedNavigation, test, type BrowserContext } from "./fixtures";
import { actAsNewClient, DEMO_ADMIN, signInAs } from "./helpers/auth";

const SERVER_URL = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const [PORT_A, PORT_B] = (process.env.E2E_INSTANCE_PORTS ?? `${BASE_PORT + 1},${BASE_PORT + 2}`)
  .split(",")
  .map(Number) as [number, number];
const PORTS = { A: PORT_A, B: PORT_B } as const;
type Name = keyof typeof PORTS;
const origin = (name: Name) => `http://localhost:${PORTS[name]}`;
const PLACE = "/parks/citrus-county-dog-park";
const PHOTO_PLACE = "/nature-preserves/canaveral-national-seashore";
/** Rows of the import that is interrupted: several batches of 1,000 (PostgreSQL's batch size). */
const IMPORT_ROWS = 6000;

const database = `fdp_e2e_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
const databaseUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
})();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-e2e-pair-"));
/** Both servers sign sessions and links with one secret, as every instance of a site must. */
const secret = crypto.randomBytes(32).toString("base64url");
const servers: Partial<Record<Name, ChildProcess>> = {};
let bucket: TestBucket;
let admin: BrowserContext;

async function sql<T extends pg.QueryResultRow = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
  connectionString = databaseUrl,
) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const outbox = (name: Name) => path.join(dataDir, name, "outbox");

/** The messages in both servers' outboxes, as their header blocks. */
function sentMessages() {
  return (["A", "B"] as const).flatMap((name) =>
    (fs.existsSync(outbox(name)) ? fs.readdirSync(outbox(name)) : []).map(
      (file) => fs.readFileSync(path.join(outbox(name), file), "utf8").split(/\r?\n\r?\n/, 1)[0]!,
    ),
  );
}

function launch(name: Name) {
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: String(PORTS[name]),
      HOST: "127.0.0.1",
      SITE_URL: "",
      DATA_DIR: path.join(dataDir, name),
      DATABASE_URL: databaseUrl,
      NODE_ENV: "development",
      DEMO_DATA: "true",
      TRUST_PROXY: "1",
      BETTER_AUTH_SECRET: secret,
      CONTACT_EMAIL: "team@example.com",
      S3_BUCKET: bucket.bucket,
      S3_ENDPOINT: bucket.endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  servers[name] = child;
  return child;
}

async function healthy(name: Name) {
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${PORTS[name]}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
}

async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM") {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
}

/** The directory as a visitor of one server sees it: a page's HTML. */
async function page(name: Name, address: string) {
  const response = await fetch(origin(name) + address);
  expect(response.status).toBe(200);
  return response.text();
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  await sql(`create database "${database}"`, [], SERVER_URL);
  bucket = await startS3();
  // At the same moment: they migrate and seed an empty database one after the other.
  launch("A");
  launch("B");
  await Promise.all([healthy("A"), healthy("B")]);
  admin = await browser.newContext({ baseURL: origin("A") });
  const adminPage = await admin.newPage();
  await actAsNewClient(adminPage);
  await signInAs(adminPage, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await adminPage.close();
});

test.afterAll(async () => {
  await admin?.close();
  await Promise.all([stop(servers.A), stop(servers.B)]);
  await bucket?.close();
  await sql(`drop database if exists "${database}" with (force)`, [], SERVER_URL);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("started together on an empty database, they migrate it once and seed it once", async () => {
  const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: unknown[] };
  const [migrations] = await sql<{ applied: number; distinct: number }>(
    `select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
  );
  expect(migrations).toEqual({ applied: journal.entries.length, distinct: journal.entries.length });

  const seedRows = (parse(fs.readFileSync("seed/florida-places.csv"), { columns: true }) as unknown[]).length;
  // And the OpenStreetMap dog parks a new directory publishes: named, without a flag, not a demo place (decision 0042).
  const osmRows = parse(fs.readFileSync("vendor/open-data/osm-dog-parks-florida.csv"), { columns: true }) as Record<
    string,
    string
  >[];
  const published = osmRows.filter((r) => r.name && !r.review_flags && !r.matched_demo_name).length;
  const [counts] = await sql<{ places: number; amenities: number; admins: number }>(
    `select (select count(*)::int from locations) as places,
            (select count(*)::int from amenities) as amenities,
            (select count(*)::int from "user" where email = $1) as admins`,
    [DEMO_ADMIN.email],
  );
  expect(counts).toEqual({ places: seedRows + published, amenities: 10, admins: 1 });
  // The demo administrator was made once, so its welcome message went out once.
  await expect
    .poll(async () => (await sql(`select 1 from mail_outbox where sent_at is null`)).length, { timeout: 15_000 })
    .toBe(0);
  expect(sentMessages().filter((head) => head.includes(`To: ${DEMO_ADMIN.email}`))).toHaveLength(1);
});

test("messages sent through either server go out once each, and the contact limit counts both", async () => {
  const tag = crypto.randomBytes(4).toString("hex");
  const client = { "X-Forwarded-For": `10.77.${crypto.randomInt(256)}.${crypto.randomInt(256)}` };
  const statuses: number[] = [];
  // One visitor, alternating between the servers: the limit is five messages an hour from an address.
  for (let i = 1; i <= 6; i++) {
    const response = await fetch(`${origin(i % 2 ? "A" : "B")}/contact`, {
      method: "POST",
      headers: client,
      body: new URLSearchParams({
        name: "Pat",
        email: `pat-${tag}-${i}@example.com`,
        subject: `Cluster ${tag} ${i}`,
        message: "Is the dog beach open on Sundays?",
      }),
      redirect: "manual",
    });
    statuses.push(response.status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

  await expect
    .poll(
      async () =>
        (
          await sql(`select 1 from mail_outbox where subject like $1 and sent_at is not null`, [
            `[Contact] Cluster ${tag} %`,
          ])
        ).length,
      { timeout: 15_000 },
    )
    .toBe(5);
  const runs = await sql<{ status: string; attempts: number }>(
    `select r.status, r.attempts from job_runs r join mail_outbox m on r.key = 'mail:' || m.id where m.subject like $1`,
    [`[Contact] Cluster ${tag} %`],
  );
  expect(runs).toEqual(Array(5).fill({ status: "done", attempts: 1 }));
  const heads = sentMessages();
  for (let i = 1; i <= 5; i++)
    expect(
      heads.filter((head) => head.split(/\r?\n/).includes(`Subject: [Contact] Cluster ${tag} ${i}`)),
      `message ${i}`,
    ).toHaveLength(1);
});

test("an administrator's edit on one server is on the next anonymous page view of the other", async () => {
  expect(await page("B", PLACE)).toContain("Homosassa");
  const kept = await fetch(origin("B") + PLACE);
  expect(kept.headers.get("x-page-cache")).toBe("hit");
  expect(await kept.text()).toContain("Homosassa");

  // The edit dialog opens once the page has hydrated.
  const adminPage = hydratedNavigation(await admin.newPage());
  await adminPage.goto("/admin/locations?search=Citrus%20County%20Dog%20Park");
  await adminPage.getByRole("button", { name: "Edit Citrus County Dog Park" }).click();
  const edit = adminPage.getByRole("dialog", { name: "Edit Location" });
  await expect(edit.getByLabel("City *")).toHaveValue("Homosassa");
  await edit.getByLabel("City *").fill("Lecanto");
  await edit.getByRole("button", { name: "Update Location" }).click();
  await expect(adminPage.getByText("Location updated successfully")).toBeVisible();
  await adminPage.close();

  expect(await page("B", PLACE)).toContain("Lecanto");
  // A change made straight in the database reaches both pages caches too.
  await sql(`update locations set city = 'Crystal River' where slug = 'citrus-county-dog-park'`);
  expect(await page("A", PLACE)).toContain("Crystal River");
  expect(await page("B", PLACE)).toContain("Crystal River");
});

test("a photo uploaded through one server is in the shared bucket and on the other's page", async () => {
  const picture = await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#1478b4" } })
    .png()
    .toBuffer();
  const upload = await admin.request.post(`${origin("A")}/admin/photos`, {
    multipart: {
      file: { name: "seashore.png", mimeType: "image/png", buffer: picture },
      slug: "Canaveral National Seashore",
    },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  expect(url.startsWith(`${bucket.endpoint}/${bucket.bucket}/`)).toBe(true);

  await sql(`update locations set photos = array[$1] where slug = 'canaveral-national-seashore'`, [url]);
  expect(await page("B", PHOTO_PLACE)).toContain(url.replace(/-1000\.webp$/, ""));
  const photo = await fetch(url);
  expect(photo.status).toBe(200);
  expect(photo.headers.get("content-type")).toBe("image/webp");
});

test("an import runs on the server that took it, and the other finishes it when that one is killed", async () => {
  test.setTimeout(150_000);
  const tag = crypto.randomBytes(4).toString("hex");
  const lines = ["Name,Type,Region,City,County,Leash,Fee,Latitude,Longitude"];
  for (let i = 0; i < IMPORT_ROWS; i++)
    lines.push(
      `Cluster Trial Park ${tag} ${i},dog park,central,Trialville,Trial County,Off Leash,free,${(25.2 + (i % 80) * 0.05).toFixed(3)},${(-80.3 - Math.floor(i / 80) * 0.02).toFixed(3)}`,
    );
  const preview = await admin.request.post(`${origin("A")}/admin/import`, {
    multipart: { file: { name: "cluster.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) } },
    maxRedirects: 0,
  });
  expect(preview.status()).toBe(302);
  const job = new URL(preview.headers().location!, origin("A")).searchParams.get("job")!;
  const confirmed = await admin.request.post(`${origin("A")}/admin/import`, {
    form: { job, mode: "skip" },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(302);

  // A has written its first batch (and has more to write): it dies without a word.
  const progress = () =>
    sql<{ status: string; processed: number; total: number }>(
      `select status, processed, total from import_jobs where id = $1`,
      [job],
    ).then((rows) => rows[0]!);
  await expect.poll(async () => (await progress()).processed, { timeout: 30_000, intervals: [100] }).toBeGreaterThan(0);
  await stop(servers.A, "SIGKILL");
  const atDeath = await progress();
  expect(atDeath.status).toBe("running");
  expect(atDeath.processed).toBeLessThan(IMPORT_ROWS);

  // B takes the run over once A's lease (30 s) has run out, and carries on after A's last batch.
  await expect
    .poll(
      async () => {
        const response = await admin.request.get(`${origin("B")}/admin/import/progress?job=${job}`);
        return response.ok() ? ((await response.json()) as { status: string }).status : `HTTP ${response.status()}`;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toBe("done");
  expect(await progress()).toEqual({ status: "done", processed: IMPORT_ROWS, total: IMPORT_ROWS });
  const [run] = await sql(`select status, attempts from job_runs where key = $1`, [`import:${job}`]);
  expect(run).toEqual({ status: "done", attempts: 2 });
  const [places] = await sql<{ rows: number; names: number }>(
    `select count(*)::int as rows, count(distinct name)::int as names from locations where name like $1`,
    [`Cluster Trial Park ${tag} %`],
  );
  expect(places).toEqual({ rows: IMPORT_ROWS, names: IMPORT_ROWS });

  // A starts again, on the database it left.
  launch("A");
  await healthy("A");
});

test("each scheduled job runs once per period across both servers", async () => {
  const jobs = ["upload-sweep", "limit-pruning", "run-history-pruning", "review-changes-pruning"];
  await expect
    .poll(
      async () =>
        (
          await sql<{ name: string }>(
            `select distinct name from job_runs where name = any($1) and status = 'done' order by name`,
            [jobs],
          )
        ).map((row) => row.name),
      { timeout: 30_000 },
    )
    .toEqual([...jobs].sort());
  const runs = await sql<{ key: string; status: string; attempts: number }>(
    `select key, status, attempts from job_runs where name = any($1) and status <> 'queued' order by key`,
    [jobs],
  );
  // One run per period (the key names the period), each claimed once: done, or (a period that has
  // just begun) still running on the one server that claimed it.
  for (const run of runs) {
    expect(run.attempts, run.key).toBe(1);
    expect(["done", "running"], run.key).toContain(run.status);
  }
});
