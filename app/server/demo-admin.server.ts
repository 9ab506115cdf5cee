// The demo administrator for local use; never created in production.
import { getDb } from "./db.server";
import { env } from "./env.server";
import { getAuth } from "./auth.server";
import { findUserByEmail, markEmailVerified, setRole } from "./queries/users.server";

export const DEMO_ADMIN = { email: "admin@example.com", password: "dogfriendly-admin" } as const;

export async function ensureDemoAdmin() {
  if (env().NODE_ENV === "production") return;
  const db = await getDb();
  let existing = await findUserByEmail(db, DEMO_ADMIN.email);
  if (!existing) {
    const auth = await getAuth();
    await auth.api.signUpEmail({ body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, name: "Admin" } });
    existing = await findUserByEmail(db, DEMO_ADMIN.email);
  }
  if (!existing) return;
  await markEmailVerified(db, existing.id);
  await setRole(db, existing.id, "admin");
}
