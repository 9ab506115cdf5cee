// Two servers sharing one PostgreSQL database, as behind a load balancer: an administrator's edit
// through one is on the very next anonymous page view of the other, though both keep pages in
// their page cache. PostgreSQL at E2E_POSTGRES_URL (default: the local server, as in CI).
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, test } from "./fixtures";
import { actAsNewClient, DEMO_ADMIN, signInAs } from "./helpers/auth";

const SERVER_URL = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const [PORT_A, PORT_B] = (process.env.E2E_INSTANCE_PORTS ?? `${BASE_PORT + 1},${BASE_PORT + 2}`)
  .split(",")
  .map(Number) as [number, number];
const PLACE = "/parks/citrus-county-dog-park";

const database = `fdp_e2e_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
const servers: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "fdp-e2e-pair-"));

async function admin<T>(run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function startServer(port: number) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://localhost:${port}`,
      DATA_DIR: path.join(dataDir, String(port)),
      DATABASE_URL: url.toString(),
      NODE_ENV: "development",
      TRUST_PROXY: "1",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  servers.push(child);
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await admin((client) => client.query(`create database "${database}"`));
  // One after the other: the first migrates and seeds the demo data, the second finds it there.
  await startServer(PORT_A);
  await startServer(PORT_B);
});

test.afterAll(async () => {
  await Promise.all(
    servers.map((child) => {
      if (child.exitCode !== null) return undefined;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      return exited;
    }),
  );
  await admin((client) => client.query(`drop database if exists "${database}" with (force)`));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("an administrator's edit on one server is on the next anonymous page view of the other", async ({
  browser,
  request,
}) => {
  test.slow();
  const other = `http://127.0.0.1:${PORT_B}${PLACE}`;
  expect(await (await request.get(other)).text()).toContain("Homosassa");
  const kept = await request.get(other);
  expect(kept.headers()["x-page-cache"]).toBe("hit");
  expect(await kept.text()).toContain("Homosassa");

  const context = await browser.newContext({ baseURL: `http://localhost:${PORT_A}` });
  const page = await context.newPage();
  await actAsNewClient(page);
  await signInAs(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto("/admin/locations?search=Citrus%20County%20Dog%20Park");
  await page.getByRole("button", { name: "Edit Citrus County Dog Park" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Location" });
  await expect(edit.getByLabel("City *")).toHaveValue("Homosassa");
  await edit.getByLabel("City *").fill("Lecanto");
  await edit.getByRole("button", { name: "Update Location" }).click();
  await expect(page.getByText("Location updated successfully")).toBeVisible();
  await context.close();

  const next = await request.get(other);
  const html = await next.text();
  expect(html).toContain("Lecanto");
});
