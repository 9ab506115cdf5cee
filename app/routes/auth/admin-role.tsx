// The page the administrator-role link opens: signed in with the listed address, one button takes
// up the role (a button, not the link itself, so that a mail scanner opening links changes nothing).
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-role";
import { AccountPage } from "~/components/account-page";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { isListedAdmin, takeAdminRole } from "~/server/domain/admin-role.server";
import { requireUser } from "~/server/domain/auth.server";
import { flashCookie } from "~/server/http/flash.server";
import { requestDb } from "~/server/domain/request-context.server";

export const INVALID_ADMIN_ROLE_LINK =
  "This link has expired, was already used, or belongs to another account. Sign in again with the account of this address to get a new one.";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Take up the administrator role | ${BRAND}`,
    description: "Confirm the administrator role of your account.",
    path: "/auth/admin-role",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  return { token, email: user.email, listed: isListedAdmin(user.email), admin: user.role === "admin" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const token = String((await request.formData()).get("token") ?? "").slice(0, 200);
  if (!token || !(await takeAdminRole(requestDb(context), user, token)))
    return data({ error: INVALID_ADMIN_ROLE_LINK }, { status: 400 });
  throw redirect("/admin", { headers: { "Set-Cookie": flashCookie("You are now an administrator.") } });
}

export default function AdminRolePage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { token, email, listed, admin } = loaderData;
  return (
    <AccountPage
      title="Take up the administrator role"
      description={`Signed in as ${email}.`}
      back={{ to: "/", label: "Back to the site" }}
    >
      {admin ? (
        <Alert tone="success">This account is already an administrator.</Alert>
      ) : !listed || !token ? (
        <Alert tone="error">{INVALID_ADMIN_ROLE_LINK}</Alert>
      ) : (
        <Form method="post" className="flex flex-col gap-4">
          {actionData?.error ? <Alert tone="error">{actionData.error}</Alert> : null}
          <input type="hidden" name="token" value={token} />
          <Button type="submit" disabled={busy}>
            Become an administrator
          </Button>
        </Form>
      )}
    </AccountPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
