// The demo administrator for local use; never created in production.
import { eq } from "drizzle-orm";
import { getDb } from "./db.server";
import { env } from "./env.server";
import { getAuth, setRole } from "./auth.server";
import { user } from "./schema.server";

export const DEMO_ADMIN = { email: "admin@example.com", password: "dogfriendly-admin" } as const;

export async function ensureDemoAdmin() {
  if (env().NODE_ENV === "production") return;
  const db = await getDb();
  let [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ADMIN.email)).limit(1);
  if (!existing) {
    const auth = await getAuth();
    await auth.api.signUpEmail({ body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, name: "Admin" } });
    [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ADMIN.email)).limit(1);
  }
  if (!existing) return;
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, existing.id));
  await setRole(db, existing.id, "admin");
}
