// "Download my data": everything the site holds about the signed-in person, as a JSON file.
import { data } from "react-router";
import type { Route } from "./+types/export[.]json";
import { BRAND } from "~/lib/site";
import { slugify } from "~/lib/slug";
import { exportAccount } from "~/server/domain/account.server";
import { requireUser } from "~/server/domain/auth.server";
import { requestDb } from "~/server/domain/request-context.server";
import { accountTexts } from "~/server/reference/account-texts.server";
import { siteOrigin } from "~/server/infra/site-origin.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const exported = await exportAccount(requestDb(context), user.id, siteOrigin(request));
  if (!exported) throw data({ message: accountTexts(request).t("account.alreadyDeleted") }, { status: 404 });
  const day = exported.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(exported, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${slugify(BRAND)}-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
