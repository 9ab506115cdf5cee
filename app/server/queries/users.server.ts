// Accounts as the product sees them beyond Better Auth's own tables: roles, look-ups by address,
// and the administrators' addresses for notices.
import { and, eq, gt, like, ne, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { account, session, user, userRoles, verification } from "../infra/schema.server";
import type { Role } from "~/lib/vocabulary";
import { isLocale, type Locale } from "~/lib/i18n";

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
    .select({ id: user.id, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** The language of the account using `email` (its e-mails are written in it), or null without one. */
export async function findLocaleByEmail(db: Db, email: string): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: user.locale })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row ? (isLocale(row.locale) ? row.locale : "en") : null;
}

/** The language of the account `userId` (its e-mails are written in it), or null without one. */
export async function findLocaleOf(db: Db, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId)).limit(1);
  return row ? (isLocale(row.locale) ? row.locale : "en") : null;
}

/** Remembers the language the person now uses the site in (the language of the pages they act on). */
export async function setUserLocale(db: Db, userId: string, locale: Locale) {
  await db
    .update(user)
    .set({ locale })
    .where(and(eq(user.id, userId), ne(user.locale, locale)));
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

/**
 * Removes the account holding `email` if it was never confirmed, with its sessions and password: the
 * address's owner signing up replaces whoever took it first. Answers whether one was removed.
 */
export async function deleteUnconfirmedUser(db: Db, email: string) {
  const removed = await db
    .delete(user)
    .where(and(eq(sql`lower(${user.email})`, email.trim().toLowerCase()), eq(user.emailVerified, false)))
    .returning({ id: user.id });
  return removed.length > 0;
}

/**
 * Forgets every password-reset link of the account: once one has set a password, no other (older or
 * newer, still in a mailbox) can set another. Better Auth keeps each link as `reset-password:<token>`
 * with the account's id as the value.
 */
export async function deletePasswordResetTokens(db: Db, userId: string) {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, "reset-password:%"), eq(verification.value, userId)));
}

const adminRoleIdentifier = (userId: string) => `admin-role:${userId}`;

/** Keeps one pending administrator-role token (its hash) for the account, replacing any earlier one. */
export async function saveAdminRoleToken(db: Db, userId: string, tokenHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, adminRoleIdentifier(userId)));
    await tx
      .insert(verification)
      .values({ id: crypto.randomUUID(), identifier: adminRoleIdentifier(userId), value: tokenHash, expiresAt });
  });
}

/** Uses up the account's administrator-role token if it matches and has not expired. */
export async function takeAdminRoleToken(db: Db, userId: string, tokenHash: string) {
  const taken = await db
    .delete(verification)
    .where(
      and(
        eq(verification.identifier, adminRoleIdentifier(userId)),
        eq(verification.value, tokenHash),
        gt(verification.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: verification.id });
  return taken.length > 0;
}
