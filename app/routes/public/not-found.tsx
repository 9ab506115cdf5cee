import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundContent } from "~/components/not-found-content";
import { BRAND } from "~/lib/site";
import { getI18n, getLocale } from "~/server/http/i18n.server";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title ?? "Page not found"} | ${BRAND}` }, { name: "robots", content: "noindex" }];
}

export function loader({ context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(getLocale(context), "common");
  return data({ title: t("notFound.pageTitle") }, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}
