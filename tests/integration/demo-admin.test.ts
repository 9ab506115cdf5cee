// The demo administrator's known password is only ever usable from this machine.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb, resetDatabase } from "../db";
import { user } from "~/server/infra/schema.server";

const { DEMO_ADMIN, demoAdminAllowed, ensureDemoAdmin } = await import("~/server/domain/demo-admin.server");
const { env } = await import("~/server/infra/env.server");
const { getAuth, getRole } = await import("~/server/domain/auth.server");

const settings = env() as { HOST: string; DEMO_DATA: boolean; DEMO_ADMIN?: "true" | "false" };

async function demoSignIn() {
  const response = await (
    await getAuth()
  ).api.signInEmail({ body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }, asResponse: true });
  return response.status;
}

async function demoRole() {
  const db = await getDb();
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ADMIN.email));
  return row ? getRole(db, row.id) : null;
}

beforeEach(async () => {
  await resetDatabase();
  Object.assign(settings, { HOST: "127.0.0.1", DEMO_DATA: true, DEMO_ADMIN: undefined });
});

describe("the demo administrator", () => {
  it("is created with the demo data on a loopback address, and not on a public one", async () => {
    settings.HOST = "0.0.0.0";
    await ensureDemoAdmin();
    expect(await demoRole()).toBeNull();

    settings.HOST = "127.0.0.1";
    await ensureDemoAdmin();
    expect(await demoRole()).toBe("admin");
    expect(await demoSignIn()).toBe(200);
  });

  it("loses its password and role when the server later starts on a public address, and gets them back on loopback", async () => {
    await ensureDemoAdmin();
    settings.HOST = "0.0.0.0";
    await ensureDemoAdmin();
    expect(await demoRole()).toBe("user");
    expect(await demoSignIn()).toBe(401);

    settings.HOST = "::1";
    await ensureDemoAdmin();
    expect(await demoRole()).toBe("admin");
    expect(await demoSignIn()).toBe(200);
  });

  it("DEMO_ADMIN=true asks for it on any address, but never in production", () => {
    const base = { NODE_ENV: "development", DEMO_DATA: true, HOST: "0.0.0.0" } as const;
    expect(demoAdminAllowed({ ...base, DEMO_ADMIN: undefined })).toBe(false);
    expect(demoAdminAllowed({ ...base, DEMO_ADMIN: "true" })).toBe(true);
    expect(demoAdminAllowed({ ...base, HOST: "127.0.0.1", DEMO_ADMIN: "false" })).toBe(false);
    expect(demoAdminAllowed({ ...base, HOST: "127.0.0.1", DEMO_ADMIN: undefined })).toBe(true);
    expect(demoAdminAllowed({ ...base, NODE_ENV: "production", HOST: "127.0.0.1", DEMO_ADMIN: "true" })).toBe(false);
    expect(demoAdminAllowed({ ...base, DEMO_DATA: false, HOST: "127.0.0.1", DEMO_ADMIN: undefined })).toBe(false);
  });
});
