// The signed-in user's own submissions with their review status and the admin's notes.
import { ArrowRight, CalendarDays, MapPin, Plus, Send } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/my-submissions";
import { CategoryIcon } from "~/components/category-icon";
import { SignInNeeded } from "~/components/sign-in-needed";
import { Badge } from "~/components/ui/badge";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { formatDay } from "~/lib/account-dates";
import { useLocale, useLocalePath } from "~/lib/i18n";
import { placePath } from "~/lib/vocabulary";
import { SUBMISSION_STATUSES } from "~/lib/vocabulary-submissions";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { getUser } from "~/server/domain/auth.server";
import { findSubmissionsByUser, type OwnSubmission } from "~/server/queries/submissions.server";
import { requestDb } from "~/server/domain/request-context.server";
import { accountTexts, translatedSeo } from "~/server/reference/account-texts.server";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: loaderData?.seo?.title ?? `My Submissions | ${BRAND}`,
    description: loaderData?.seo?.description ?? "Follow the places you submitted and their review status.",
    path: "/my-submissions",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  const seo = translatedSeo(request, "mySubmissions");
  if (!user) return { signedIn: false as const, submissions: [] as OwnSubmission[], error: null, ...seo };
  try {
    return {
      ...seo,
      signedIn: true as const,
      submissions: await findSubmissionsByUser(requestDb(context), user.id),
      error: null,
    };
  } catch (error) {
    console.error("[my-submissions] could not load submissions", error);
    return {
      ...seo,
      signedIn: true as const,
      submissions: [] as OwnSubmission[],
      error: accountTexts(request).t("mySubmissions.readFailed"),
    };
  }
}

export default function MySubmissionsPage({ loaderData }: Route.ComponentProps) {
  const { signedIn, submissions, error } = loaderData;
  const { t } = useTranslation("account");
  const lp = useLocalePath();
  if (!signedIn) {
    return (
      <SignInNeeded
        heading={t("mySubmissions.heading")}
        text={t("mySubmissions.signInNeeded")}
        button={t("mySubmissions.signIn")}
        returnTo="/my-submissions"
      />
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("mySubmissions.heading")}</h1>
        <Button asChild>
          <Link to={lp("/submit")}>
            <Plus aria-hidden="true" /> {t("mySubmissions.newLocation")}
          </Link>
        </Button>
      </div>

      {error ? (
        <Alert tone="error" className="mt-8">
          {t("mySubmissions.loadError", { error })}
        </Alert>
      ) : submissions.length === 0 ? (
        <div className="mt-12 flex flex-col items-center gap-3 text-center">
          <Send className="text-brand-700 size-10" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{t("mySubmissions.emptyTitle")}</h2>
          <p className="text-slate-700">{t("mySubmissions.emptyText")}</p>
          <Button asChild className="mt-2">
            <Link to={lp("/submit")}>{t("mySubmissions.first")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {submissions.map((s) => (
            <li key={s.id}>
              <SubmissionCard submission={s} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SubmissionCard({ submission: s }: { submission: OwnSubmission }) {
  const { t } = useTranslation(["account", "facts"]);
  const locale = useLocale();
  const lp = useLocalePath();
  const tone = SUBMISSION_STATUSES.find((x) => x.value === s.status)?.tone ?? "neutral";
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <CardTitle as="h2" className="flex items-center gap-2">
            <CategoryIcon category={s.category} className="text-brand-700 size-5 shrink-0" />
            {s.name}
          </CardTitle>
          <Badge tone={tone}>{t(`facts:submissionStatus.${s.status as "pending"}`, { defaultValue: s.status })}</Badge>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <MapPin className="size-4" aria-hidden="true" />
          {s.city}
          {s.county ? `, ${s.county}` : ""}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays className="size-4" aria-hidden="true" />
          {t("mySubmissions.submitted", { date: formatDay(s.createdAt, locale) })}
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {/* The submitter's own words, in whichever language they wrote them. */}
        <p className="line-clamp-4 text-sm text-slate-800">{s.description}</p>
        <div className="flex flex-wrap gap-2">
          <Badge tone="brand">{t(`facts:category.${s.category as "park"}`, { defaultValue: s.category })}</Badge>
          <Badge tone="outline">
            {t(`facts:leash.${s.leashPolicy as "on-leash"}`, { defaultValue: s.leashPolicy })}
          </Badge>
        </div>
        {s.place ? (
          <Link
            to={lp(placePath(s.place))}
            className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium underline"
          >
            {t("mySubmissions.viewListing")}
            <span className="sr-only">{t("mySubmissions.viewListingOf", { name: s.name })}</span>
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
        {s.adminNotes ? (
          <div className="mt-auto rounded-md bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-800">{t("mySubmissions.adminNotes")}</p>
            <p className="text-slate-700" lang={locale === "en" ? undefined : "en"}>
              {s.adminNotes}
            </p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
