import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { getAuth } from "~/server/domain/auth.server";

export async function action({ request }: Route.ActionArgs) {
  const auth = await getAuth(request);
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
