import { NavLink, Outlet } from "react-router";
import { DecisionAnnouncer } from "~/components/admin-decision";
import type { Route } from "./+types/layout";
import { ADMIN_TABS } from "./tabs";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { Badge } from "~/components/ui/badge";
import { BRAND } from "~/lib/site";
import { seoMeta } from "~/lib/seo";
import { cn } from "~/lib/utils";
import { requireAdmin } from "~/server/domain/auth.server";
import { requireAdminMiddleware } from "~/server/http/admin-guard.server";
import { countPendingSubmissions } from "~/server/queries/submissions.server";
import { countUnreadMessages } from "~/server/queries/contact.server";
import { countOpenReports } from "~/server/queries/reports.server";
import { countWaitingReviews } from "~/server/queries/review-moderation.server";
import { requestDb } from "~/server/domain/request-context.server";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Admin Panel | ${BRAND}`,
    description: "Manage locations, amenities, and user submissions",
    path: "/admin",
    noindex: true,
  });

/** No admin page's loader or action runs for anyone but an administrator; each still checks itself. */
export const middleware: Route.MiddlewareFunction[] = [requireAdminMiddleware];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = requestDb(context);
  const [pending, unread, reports, reviews] = await Promise.all([
    countPendingSubmissions(db),
    countUnreadMessages(db),
    countOpenReports(db),
    countWaitingReviews(db),
  ]);
  return { pending, unread, reports, reviews };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pending, unread, reports, reviews } = loaderData;
  const counts: Record<string, number> = { Submissions: pending, Messages: unread, Reports: reports, Reviews: reviews };
  const countWord: Record<string, string> = {
    Submissions: " pending",
    Messages: " unread",
    Reports: " open",
    Reviews: " waiting",
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Admin Panel</h1>
      <p className="mt-2 text-slate-700">Manage locations, amenities, and user submissions</p>
      <nav aria-label="Admin sections" className="mt-6">
        <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          {ADMIN_TABS.map((tab) => {
            const count = counts[tab.label] ?? 0;
            return (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end={tab.to === "/admin"}
                  prefetch="intent"
                  className={({ isActive }) =>
                    cn(
                      "focus-visible:outline-brand-600 inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2",
                      isActive &&
                        "decoration-brand-600 bg-white text-slate-900 underline decoration-2 underline-offset-8 shadow-sm",
                    )
                  }
                >
                  {tab.label}
                  {count > 0 ? (
                    <Badge tone={tab.label === "Messages" ? "blue" : "yellow"}>
                      {count}
                      <span className="sr-only">{countWord[tab.label]}</span>
                    </Badge>
                  ) : null}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-8">
        <DecisionAnnouncer>
          <Outlet />
        </DecisionAnnouncer>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
