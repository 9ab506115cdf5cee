import { data } from "react-router";
import type { Route } from "./+types/api.auth";
import { getAuth, isPublicAuthEndpoint } from "~/server/auth.server";

/** Better Auth's endpoints that the site uses over HTTP: confirmation links and social callbacks. */
async function handle(request: Request) {
  if (!isPublicAuthEndpoint(request.method, new URL(request.url).pathname)) {
    return data({ message: "Not found" }, { status: 404 });
  }
  return (await getAuth(request)).handler(request);
}

export async function loader({ request }: Route.LoaderArgs) {
  return handle(request);
}

export async function action({ request }: Route.ActionArgs) {
  return handle(request);
}
