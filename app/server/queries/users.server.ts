// Accounts as the product sees them beyond Better Auth's own tables: roles, look-ups by address,
// and the administrators' addresses for notices.
import { and, eq, gt, like, ne, sql } from "drizzle-orm";
import type { Db } from "../infra/db.server";
import { account, session, user, userRoles, verification } from "../infra/schema.server";
import type { Role } from "~/lib/vocabulary";
import { isLocale, type Locale } from "~/lib/i18n";
import { FLORIDA_TIME_ZONE } from "~/lib/dates";

/**
 * The columns of a person as others see them (decision 0032, `PublicPerson`): the display name they
 * chose (null while `name` is empty: none chosen) and the year they joined, on Florida's calendar.
 * Nothing of the e-mail address.
 */
export const publicPerson = {
  name: sql<string | null>`nullif(${user.name}, '')`,
  since: sql<number>`extract(year from ${user.createdAt} at time zone ${sql.raw(`'${FLORIDA_TIME_ZONE}'`)})::int`,
};

/** `publicPerson` as a JSON object, of the user table aliased `u` in a statement written out. */
export const publicPersonJson = sql.raw(
  `json_build_object('name', nullif(u.name, ''), 'since', extract(year from u.created_at at time zone '${FLORIDA_TIME_ZONE}')::int)`,
);

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

/** The account's password sign-in (Better Auth's credential account), or undefined when it has none. */
export async function credentialAccount(db: Db, userId: string) {
  const [row] = await db
    .select({ id: account.id, password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return row;
}

/** Whether the account can sign in with a password. */
export async function hasPassword(db: Db, userId: string) {
  return Boolean(await credentialAccount(db, userId));
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

/** Marks the account's address confirmed (a link sent to it was opened). */
export async function confirmUserEmail(db: Db, userId: string) {
  await db.update(user).set({ emailVerified: true, updatedAt: new Date() }).where(eq(user.id, userId));
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

/** The person `userId` as others see them (`publicPerson`), or null when the account no longer exists. */
export async function findPublicPerson(db: Db, userId: string) {
  const [row] = await db.select(publicPerson).from(user).where(eq(user.id, userId)).limit(1);
  return row ?? null;
}
