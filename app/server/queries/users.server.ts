// Accounts as the product sees them beyond Better Auth's own tables: roles, look-ups by address,
// and the administrators' addresses for notices.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db.server";
import { account, session, user, userRoles } from "../schema.server";
import type { Role } from "~/lib/vocabulary";

export async function setRole(db: Db, userId: string, role: Role) {
  await db.insert(userRoles).values({ userId, role }).onConflictDoUpdate({ target: userRoles.userId, set: { role } });
}

/** The stored role of a user; no row means "user". */
export async function findRole(db: Db, userId: string): Promise<Role> {
  const [row] = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
  return row?.role === "admin" ? "admin" : "user";
}

/** The account using `email`, whatever its letter case. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function markEmailVerified(db: Db, userId: string) {
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}

/** Addresses of every administrator, for submission notices. */
export async function findAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"));
  return rows.map((r) => r.email);
}

/** Whether the account can sign in with a password. */
export async function hasPassword(db: Db, userId: string) {
  const [row] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return Boolean(row);
}

/** Gives the account a password (already hashed by Better Auth). */
export async function addPassword(db: Db, userId: string, hash: string) {
  await db
    .insert(account)
    .values({ id: crypto.randomUUID(), accountId: userId, providerId: "credential", userId, password: hash });
}

/** Takes the account's password and every session away: nobody can sign in with it any more. */
export async function removePasswordAndSessions(db: Db, userId: string) {
  await db.delete(account).where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  await db.delete(session).where(eq(session.userId, userId));
}
