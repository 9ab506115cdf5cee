import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { getAuth } from "~/server/domain/auth.server";
import { isLocale, localizePath } from "~/lib/i18n";

/** Home in the language of the page the sign-out form was sent from (its hidden `locale` field). */
async function homeOf(request: Request) {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const locale = form?.get("locale");
  return localizePath("/", isLocale(locale) ? locale : "en");
}

export async function action({ request }: Route.ActionArgs) {
  const home = await homeOf(request);
  const auth = await getAuth(request);
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  // The browser's own cache (and its back-forward cache) may hold pages seen signed in; the
  // service worker drops its own copies of them when it sees this form sent (decision 0028).
  headers.set("Clear-Site-Data", '"cache"');
  return redirect(home, { headers });
}

export function loader() {
  return redirect("/");
}
