// The guard of the admin pages' layout (SPEC §1, decision 0039): a visitor is sent to sign in; a
// signed-in person who is not an administrator is sent home with "Access Denied" as a notice there,
// so the redirect works before any script runs; a form sent by one is refused with 403. Each admin
// loader and action still checks for itself (requireAdmin), and resource routes answer 403.
import { data, redirect, type MiddlewareFunction } from "react-router";
import { translatorFor } from "../reference/i18n.server";
import { requireUser } from "../domain/auth.server";
import { flashCookie } from "./flash.server";

export const requireAdminMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const user = await requireUser(request, context);
  if (user.role === "admin") return next();
  // The administration has one address and no language; home is the English one.
  const t = translatorFor("en", "common");
  const message = `${t("accessDenied.title")}: ${t("accessDenied.text")}`;
  if (request.method === "GET" || request.method === "HEAD") {
    throw redirect("/", { headers: { "Set-Cookie": flashCookie(message, "warning") } });
  }
  throw data({ message: t("accessDenied.text") }, { status: 403 });
};
