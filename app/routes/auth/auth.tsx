// Sign in and sign up with e-mail and password, or with a configured social provider. Its action:
// auth-action.server.ts.
import { Form, Link, redirect, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/auth";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { localizePath, useLocalePath } from "~/lib/i18n";
import { unlistedPageMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { cn } from "~/lib/utils";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { SOCIAL_PROVIDERS, configuredSocialProviders, getUser, safeRedirect } from "~/server/domain/auth.server";
import { accountTexts, translatedSeo } from "~/server/reference/account-texts.server";
import { authAction } from "./auth-action.server";
import { answeredTab, requestedTab, tabHref, TABS, useOpeningTab, type SignUpReply } from "./auth-tabs";
import { CredentialsForm } from "./credentials-form";

export const meta: Route.MetaFunction = unlistedPageMeta("/auth", {
  title: `Sign In | ${BRAND}`,
  description: "Sign in or create an account to submit dog-friendly places and follow your submissions.",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = accountTexts(request);
  if (await getUser(request, context)) throw redirect(localizePath("/", locale));
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  return {
    ...translatedSeo(request, "auth"),
    tab: requestedTab(url.searchParams.get("tab")),
    redirectTo,
    confirmed: url.searchParams.get("confirmed") === "1" && !url.searchParams.get("error"),
    linkError: Boolean(url.searchParams.get("error")),
    providers: SOCIAL_PROVIDERS.map((p) => ({ ...p, configured: configuredSocialProviders().includes(p.id) })),
  };
}

export async function action(args: Route.ActionArgs) {
  return authAction(args);
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const { redirectTo, confirmed, linkError, providers } = loaderData;
  const answered = answeredTab(actionData);
  const shown = useOpeningTab() ?? answered ?? loaderData.tab;
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const lp = useLocalePath();
  const busyIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const notice = actionData?.notice;
  const signUpMail = actionData as SignUpReply | undefined;
  // An answer without a form result is the social sign-in's.
  const socialError = actionData && !actionData.result && notice && !notice.ok ? notice.message : undefined;

  return (
    <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
      {notice?.ok && signUpMail?.email ? (
        <Alert tone="success">
          <p>{notice.message}</p>
          <p>{t("auth.notArrived")}</p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="email" value={signUpMail.email ?? ""} />
            <Button type="submit" variant="outline" size="sm">
              {t("auth.resend")}
            </Button>
          </Form>
        </Alert>
      ) : notice?.ok ? (
        <Alert tone="success">{notice.message}</Alert>
      ) : confirmed ? (
        <Alert tone="success">{t("auth.confirmed")}</Alert>
      ) : linkError ? (
        <Alert tone="error">{t("auth.linkError")}</Alert>
      ) : null}

      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold">{t("auth.welcome")}</h1>
          <CardDescription>{t("auth.intro")}</CardDescription>
        </CardHeader>
        <CardContent>
          <nav aria-label={t("auth.tabsLabel")} className="grid w-full grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
            {TABS.map((tab) => (
              <Link
                key={tab.value}
                to={tabHref(tab.value, redirectTo, lp)}
                replace
                preventScrollReset
                aria-current={tab.value === shown ? "page" : undefined}
                className={cn(
                  "focus-visible:outline-brand-600 inline-flex items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 focus-visible:outline-2",
                  tab.value === shown && "bg-white text-slate-900 shadow-sm",
                )}
              >
                {t(tab.label)}
              </Link>
            ))}
          </nav>
          {/* One form for both tabs, never replaced: an address typed (or filled in by the browser)
              while the tab switches stays in its field. */}
          <div className="pt-5">
            <CredentialsForm
              intent={shown}
              redirectTo={redirectTo}
              reply={answered === shown ? actionData : undefined}
              busy={busyIntent === shown}
            />
            {TABS.filter((tab) => tab.value === shown).map((tab) => (
              <p key={tab.value} className="mt-4 text-center text-sm text-slate-600">
                {t(tab.switchPrompt)}{" "}
                <Link
                  to={tabHref(tab.switchTo, redirectTo, lp)}
                  replace
                  preventScrollReset
                  className="text-brand-700 font-medium underline"
                >
                  {t(tab.switchLabel)}
                </Link>
              </p>
            ))}
          </div>

          <div className="my-6 flex items-center gap-3 text-xs text-slate-600 uppercase">
            <span className="h-px flex-1 bg-slate-200" />
            {t("auth.orContinue")}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <Form method="post" className="grid grid-cols-3 gap-2">
            <input type="hidden" name="intent" value="social" />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {providers.map((p) => (
              <Button
                key={p.id}
                type="submit"
                name="provider"
                value={p.id}
                variant="outline"
                aria-describedby={p.configured ? undefined : "social-hint"}
              >
                {p.label}
              </Button>
            ))}
          </Form>
          {providers.some((p) => !p.configured) ? (
            <p id="social-hint" className="mt-2 text-center text-xs text-slate-600">
              {t("auth.notConfigured", {
                providers: providers
                  .filter((p) => !p.configured)
                  .map((p) => p.label)
                  .join(", "),
              })}
            </p>
          ) : null}
          {socialError ? (
            <Alert tone="error" className="mt-3">
              {socialError}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
