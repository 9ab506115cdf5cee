// Confirmed users with a signed-in session, for integration tests that call loaders and actions.
import { eq } from "drizzle-orm";
import { getDb } from "~/server/db.server";
import { getAuth } from "~/server/auth.server";
import { user } from "~/server/schema.server";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_PASSWORD = "dog-walks-42";

/** Signs up `email`, marks it confirmed and signs in: returns the user id and the Cookie header. */
export async function createSignedInUser(email: string) {
  const auth = await getAuth();
  const db = await getDb();
  await auth.api.signUpEmail({ body: { email, password: TEST_PASSWORD, name: email.split("@")[0]! } });
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const response = await auth.api.signInEmail({ body: { email, password: TEST_PASSWORD }, asResponse: true });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row!.id, email, cookie };
}

/** A browser-like form POST. */
export function formRequest(
  path: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return new Request(`${TEST_ORIGIN}${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_ORIGIN, ...headers },
  });
}
