import { data, redirect } from "react-router";
import type { Route } from "./+types/api.auth";
import { getAuth, isPublicAuthEndpoint } from "~/server/domain/auth.server";
import { findUserByEmail } from "~/server/queries/users.server";
import { requestDb } from "~/server/domain/request-context.server";
import type { Db } from "~/server/infra/db.server";

/**
 * Whether a confirmation link was issued before the account now holding its address existed: the
 * link of an account that was deleted since, and the address signed up anew. Better Auth
 * checks the signature and expiry afterwards; only the issue time and address are read here.
 */
async function isLinkOfReplacedAccount(db: Db, url: URL) {
  if (url.pathname !== "/api/auth/verify-email") return false;
  const payload = url.searchParams.get("token")?.split(".")[1];
  if (!payload) return false;
  let claims: { email?: unknown; iat?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as typeof claims;
  } catch {
    return false;
  }
  if (typeof claims.email !== "string" || typeof claims.iat !== "number") return false;
  const account = await findUserByEmail(db, claims.email);
  // Issue times are whole seconds: a link issued in the account's own first second is its own.
  return Boolean(account && account.createdAt.getTime() >= (claims.iat + 1) * 1000);
}

/** Better Auth's endpoints that the site uses over HTTP: confirmation links and social callbacks. */
async function handle(request: Request, db: Db) {
  const url = new URL(request.url);
  if (!isPublicAuthEndpoint(request.method, url.pathname)) {
    return data({ message: "Not found" }, { status: 404 });
  }
  if (await isLinkOfReplacedAccount(db, url)) return redirect("/auth?error=INVALID_TOKEN");
  return (await getAuth(request)).handler(request);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, requestDb(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handle(request, requestDb(context));
}
