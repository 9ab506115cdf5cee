// What one request carries through the app: React Router's context, filled by the root middleware
// (app/root.tsx) before any loader or action runs, and read with `context.get(...)`. Loaders and
// actions hand the database on to the domain and query functions they call; background jobs and
// start-up open it themselves (infra/db.server.ts).
import { createContext, RouterContextProvider, type MiddlewareFunction } from "react-router";
import { getDb, type Db } from "../infra/db.server";
import type { Role } from "~/lib/vocabulary";

/** The signed-in person; `displayName` is the name they chose to be shown by, null while none (decision 0032). */
export type SessionUser = {
  id: string;
  email: string;
  displayName: string | null;
  emailVerified: boolean;
  role: Role;
};

/** The request's session: its user is looked up on first use (auth.server.ts getUser) and kept. */
export type RequestSession = { user?: Promise<SessionUser | null> };

/** Refusals of the site's own limits while the request ran: the longest wait goes out as Retry-After. */
export type RequestRefusals = { retryAfter?: number };

export const dbContext = createContext<Db>();
export const sessionContext = createContext<RequestSession>();
export const refusalsContext = createContext<RequestRefusals>();

/** The context a route function reads. */
export type RequestContext = Readonly<RouterContextProvider>;

/** The database of the request. */
export function requestDb(context: RequestContext): Db {
  return context.get(dbContext);
}

/** Fills `context` for one request: its database, an empty session and no refusals yet. */
export function provideRequestContext<C extends Readonly<RouterContextProvider>>(context: C, db: Db): C {
  context.set(dbContext, db);
  context.set(sessionContext, {});
  context.set(refusalsContext, {});
  return context;
}

/** A context of its own for work outside React Router (a script or a test calling a loader). */
export function newRequestContext(db: Db) {
  return provideRequestContext(new RouterContextProvider(), db);
}

/**
 * Root middleware: everything that answers one HTTP request (the root, layout and page loaders, or an
 * action) shares one database handle, one session lookup and one list of refusals.
 */
export const requestContextMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  provideRequestContext(context, await getDb());
  return next();
};
