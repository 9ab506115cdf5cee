// The one error boundary every route shows: 404s show the 404 page, a form from another site says
// so, other 403s Access Denied, anything else a plain message (never a stack trace in production).
import { isRouteErrorResponse } from "react-router";
import { AccessDenied } from "~/components/access-denied";
import { CrossSiteForm, isCrossSiteRefusal } from "~/components/cross-site-form";
import { useErrorText } from "~/components/error-text";
import { NotFoundContent } from "~/components/not-found-content";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/lib/i18n";
import { useRootData } from "~/lib/root-data";

export function GeneralErrorBoundary({ error }: { error: unknown }) {
  const origin = useRootData()?.siteUrl;
  const { t } = useTranslation();
  const say = useErrorText();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundContent />;
    if (error.status === 403 && isCrossSiteRefusal(error.data)) return <CrossSiteForm origin={origin ?? ""} />;
    if (error.status === 403) return <AccessDenied />;
    const message =
      typeof error.data === "object" && error.data && "message" in error.data
        ? String((error.data as { message: unknown }).message)
        : error.statusText || t("error.generic");
    return <ErrorMessage title={t("error.titleWithStatus", { status: error.status })} message={say(message)} />;
  }
  if (import.meta.env.DEV && error instanceof Error) {
    return <ErrorMessage title={t("error.title")} message={error.message} detail={error.stack} />;
  }
  return <ErrorMessage title={t("error.title")} message={t("error.serverError")} />;
}

function ErrorMessage({ title, message, detail }: { title: string; message: string; detail?: string }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      {detail ? <pre className="mt-6 overflow-auto rounded bg-slate-100 p-4 text-left text-xs">{detail}</pre> : null}
      <a href={lp("/")} className="text-brand-700 mt-8 inline-block font-medium underline">
        {t("error.home")}
      </a>
    </section>
  );
}
