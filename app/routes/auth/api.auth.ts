import type { Route } from "./+types/api.auth";
import { getAuth } from "~/server/auth.server";

/** Better Auth's own endpoints: e-mail confirmation links and social sign-in callbacks. */
export async function loader({ request }: Route.LoaderArgs) {
  return (await getAuth()).handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return (await getAuth()).handler(request);
}
