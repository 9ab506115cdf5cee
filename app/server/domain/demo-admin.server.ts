// The demo administrator for local use: only with the demo data, never in production, and only
// while the server can be reached from this machine alone (or when DEMO_ADMIN=true asks for it).
import { getDb } from "../infra/db.server";
import { env, type Env } from "../infra/env.server";
import { getAuth } from "./auth.server";
import {
  addPassword,
  findUserByEmail,
  hasPassword,
  markEmailVerified,
  removePasswordAndSessions,
  setRole,
} from "../queries/users.server";

export const DEMO_ADMIN = { email: "admin@example.com", password: "dogfriendly-admin" } as const;

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost|\[::1\])$/i;

/** Whether the demo administrator may exist with these settings. */
export function demoAdminAllowed(e: Pick<Env, "NODE_ENV" | "DEMO_DATA" | "DEMO_ADMIN" | "HOST">) {
  if (e.NODE_ENV === "production" || !e.DEMO_DATA || e.DEMO_ADMIN === "false") return false;
  return e.DEMO_ADMIN === "true" || LOOPBACK.test(e.HOST);
}

/**
 * Creates the demo administrator when it is allowed; when it is not, an existing one loses its
 * known password, its sessions and its role, so nobody on the network can sign in with it.
 */
export async function ensureDemoAdmin() {
  const db = await getDb();
  let existing = await findUserByEmail(db, DEMO_ADMIN.email);
  if (!demoAdminAllowed(env())) {
    if (!existing) return;
    await removePasswordAndSessions(db, existing.id);
    await setRole(db, existing.id, "user");
    return;
  }
  if (!existing) {
    const auth = await getAuth();
    await auth.api.signUpEmail({ body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, name: "" } });
    existing = await findUserByEmail(db, DEMO_ADMIN.email);
  }
  if (!existing) return;
  // An earlier start on a public address took the password away: give it back.
  if (!(await hasPassword(db, existing.id))) {
    const context = await (await getAuth()).$context;
    await addPassword(db, existing.id, await context.password.hash(DEMO_ADMIN.password));
  }
  await markEmailVerified(db, existing.id);
  await setRole(db, existing.id, "admin");
}
