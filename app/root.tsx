import {
  data,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { lazy, Suspense, useEffect, type CSSProperties } from "react";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { NavigationSpinner } from "~/components/navigation-spinner";
import { todayInFlorida } from "~/lib/dates";
import { BRAND } from "~/lib/site";
import { getUser } from "~/server/domain/auth.server";
import { requestContextMiddleware } from "~/server/domain/request-context.server";
import { takeFlash } from "~/server/http/flash.server";
import { FlashNotice } from "~/components/flash-notice";
import { OfflineStatus } from "~/components/offline-status";
import { PageScripts } from "~/components/page-scripts";
import { LanguageSuggestion } from "~/components/language-switch";
import { env } from "~/server/infra/env.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { useHydrated } from "~/lib/use-hydrated";
import { toasterListening } from "~/components/toaster-listening";
import { useRootData, type RootData } from "~/lib/root-data";
import { refusalLocaleContext, retryAfterMiddleware } from "~/server/domain/rate-limit.server";
import { getLocale, i18nextMiddleware } from "~/server/http/i18n.server";
import { sessionEndedMiddleware } from "~/server/http/session-ended.server";
import { useLocale } from "~/lib/i18n";
import { useTranslation } from "react-i18next";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png", sizes: "180x180" },
];

/** Every request's language and context (its database, session and refusals), then Retry-After on a 429. */
export const middleware: Route.MiddlewareFunction[] = [
  i18nextMiddleware,
  // The site's own refusals (too many attempts) are written in the request's language.
  ({ context }, next) => {
    context.set(refusalLocaleContext, getLocale(context));
    return next();
  },
  requestContextMiddleware,
  retryAfterMiddleware,
  sessionEndedMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  const flash = takeFlash(request);
  return data(
    {
      locale: getLocale(context),
      user: user ? { email: user.email, displayName: user.displayName, role: user.role } : null,
      siteUrl: siteOrigin(request),
      map: { styleUrl: env().MAP_STYLE_URL ?? null, attribution: env().MAP_ATTRIBUTION ?? null },
      year: Number(todayInFlorida().slice(0, 4)),
      flash: flash.message ? { message: flash.message, tone: flash.tone, id: crypto.randomUUID() } : null,
    } satisfies RootData,
    flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
}

/**
 * The root data (who is signed in, the flash notice) changes only through a form sent to the server:
 * signing in or out, or any action. Moving between pages and filters keeps it, so a filter click does
 * not look the session up again.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRootData();
  const locale = useLocale();
  const { t } = useTranslation();
  // Marks the page as interactive once React has hydrated it (browser tests wait for this).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#065f46" />
        <Meta />
        {/* With a precedence React writes the stylesheet before the script preloads, so the browser
            asks for it first: the page cannot paint before it arrives. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("skipToContent")}
        </a>
        <LanguageSuggestion />
        <SiteHeader user={rootData?.user ?? null} />
        <FlashNotice flash={rootData?.flash ?? null} />
        <OfflineStatus />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter year={rootData?.year ?? new Date().getFullYear()} />
        <LazyToaster />
        <ScrollRestoration />
        <PageScripts />
      </body>
    </html>
  );
}

// Toasts only ever follow something done in the browser, so their code loads after hydration.
/**
 * The rich colours of the toasts, darker than sonner's own so that every toast's text keeps a
 * contrast of at least 4.5:1 (WCAG AA) against its background: Tailwind's 900 text on its 50.
 */
const TOAST_COLORS = {
  "--success-bg": "#f0fdf4",
  "--success-border": "#86efac",
  "--success-text": "#14532d",
  "--error-bg": "#fef2f2",
  "--error-border": "#fca5a5",
  "--error-text": "#7f1d1d",
  "--info-bg": "#eff6ff",
  "--info-border": "#93c5fd",
  "--info-text": "#1e3a8a",
  "--warning-bg": "#fffbeb",
  "--warning-border": "#fcd34d",
  "--warning-text": "#78350f",
} as CSSProperties;

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** Mounted beside the toaster, after it: from then on toasts are shown (components/toasts.ts). */
function ToasterListening() {
  useEffect(() => toasterListening(), []);
  return null;
}

function LazyToaster() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        // Below the sticky header (4rem high), so that a toast never hides the navigation.
        offset={{ top: "5rem" }}
        mobileOffset={{ top: "4.75rem" }}
        richColors
        closeButton
        style={TOAST_COLORS}
        containerAriaLabel={t("toast.container")}
        toastOptions={{ classNames: { description: "!text-slate-800" }, closeButtonAriaLabel: t("toast.close") }}
      />
      <ToasterListening />
    </Suspense>
  );
}

export default function App() {
  return (
    <>
      <NavigationSpinner />
      <Outlet />
    </>
  );
}

export function meta() {
  return [{ title: BRAND }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
