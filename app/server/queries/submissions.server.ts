// A user's own submissions: creating one, and listing or reading only what belongs to them.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db.server";
import { locationSubmissions, user, userRoles } from "../schema.server";
import type { SubmissionInput } from "~/lib/submission-schema";

/** Stores a new submission as pending, owned by `userId`; optional empties are already null. */
export async function createSubmission(db: Db, userId: string, input: SubmissionInput) {
  const [row] = await db
    .insert(locationSubmissions)
    .values({ ...input, userId, status: "pending" })
    .returning({ id: locationSubmissions.id, createdAt: locationSubmissions.createdAt });
  return row!;
}

const ownColumns = {
  id: locationSubmissions.id,
  name: locationSubmissions.name,
  category: locationSubmissions.category,
  city: locationSubmissions.city,
  county: locationSubmissions.county,
  leashPolicy: locationSubmissions.leashPolicy,
  description: locationSubmissions.description,
  status: locationSubmissions.status,
  adminNotes: locationSubmissions.adminNotes,
  createdAt: locationSubmissions.createdAt,
};

export type OwnSubmission = {
  id: string;
  name: string;
  category: string;
  city: string;
  county: string | null;
  leashPolicy: string;
  description: string;
  status: string;
  adminNotes: string | null;
  createdAt: Date;
};

/** The user's submissions, newest first. */
export async function findSubmissionsByUser(db: Db, userId: string): Promise<OwnSubmission[]> {
  return db
    .select(ownColumns)
    .from(locationSubmissions)
    .where(eq(locationSubmissions.userId, userId))
    .orderBy(desc(locationSubmissions.createdAt));
}

/** One submission, only when it belongs to `userId`; anyone else's is as good as missing. */
export async function findSubmissionForUser(db: Db, userId: string, id: string): Promise<OwnSubmission | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select(ownColumns)
    .from(locationSubmissions)
    .where(and(eq(locationSubmissions.id, id), eq(locationSubmissions.userId, userId)))
    .limit(1);
  return row ?? null;
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
