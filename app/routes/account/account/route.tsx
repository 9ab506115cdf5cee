// The signed-in person's account: display name, password, what the site holds about them, the
// download of all of it, and deleting the account (decision 0029). Every form is a plain post.
import type { SubmissionResult } from "@conform-to/react";
import { Download, Heart, KeyRound, MessageSquareText, Send, Trash2, TriangleAlert, UserRound } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/route";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { Button } from "~/components/ui/button";
import { formatDay } from "~/lib/account-dates";
import { useLocale, useLocalePath } from "~/lib/i18n";
import type { ActionReply } from "~/lib/forms";
import { unlistedPageMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { placePath } from "~/lib/vocabulary";
import { shownAs } from "~/server/domain/public-names.server";
import { requireUserHere } from "~/server/http/account-guard.server";
import { accountTexts, translatedSeo } from "~/server/reference/account-texts.server";
import { requestDb } from "~/server/domain/request-context.server";
import { accountSummary, findPasswordHash } from "~/server/queries/account.server";
import { accountAction } from "./action.server";
import { DeleteForm, NameForm, PasswordForm } from "./forms";
import { Holding, Items, Section } from "./sections";

type Intent = "name" | "password" | "delete";

export const meta: Route.MetaFunction = unlistedPageMeta("/account", {
  title: `Your account | ${BRAND}`,
  description: "Your name, your password, and everything this site keeps about you.",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserHere(request, context);
  const { locale, t } = accountTexts(request);
  const db = requestDb(context);
  const summary = await accountSummary(db, user.id);
  return {
    ...translatedSeo(request, "account"),
    /** The display name, and what others see while there is none ("Member since 2026"). */
    shownAs: await shownAs(db, user.id, locale),
    email: user.email,
    hasPassword: Boolean(await findPasswordHash(db, user.id)),
    submissionCount: summary.submissionCount,
    reports: summary.reports.map((r) => ({
      id: r.id,
      placeName: r.placeName,
      placePath: placePath({ category: r.placeCategory, slug: r.placeSlug }),
      kind: r.kind,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    reviews: summary.reviews.map((r) => ({
      id: r.id,
      placeName: r.placeName,
      placePath: placePath({ category: r.placeCategory, slug: r.placeSlug }),
      rating: r.rating,
      status: r.status,
    })),
    lists: summary.lists.map((l) => ({
      id: l.id,
      name: l.isFavorites ? t("account.favorites") : l.name,
      placeCount: l.placeCount,
      visibility: l.visibility,
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  return accountAction(args);
}

/** Which form an answer belongs to: the `intent` it was sent with. */
function answered(reply: ActionReply | undefined, intent: Intent): SubmissionResult<string[]> | undefined {
  return reply?.result?.initialValue?.intent === intent ? reply.result : undefined;
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const { reports, reviews, lists } = loaderData;
  const { t } = useTranslation(["account", "facts"]);
  const locale = useLocale();
  const lp = useLocalePath();

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold">{t("account.title")}</h1>
        <p className="mt-2 text-slate-700">{t("account.intro")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("account.signedInAs", { email: loaderData.email })}</p>
      </header>
      {actionData?.notice && !actionData.result ? (
        <p role="alert" className="text-sm text-red-700">
          {actionData.notice.message}
        </p>
      ) : null}

      <Section icon={<UserRound />} title={t("account.nameHeading")} description={t("account.nameHint")}>
        <NameForm
          name={loaderData.shownAs.displayName ?? ""}
          neutral={loaderData.shownAs.neutral}
          reply={answered(actionData, "name")}
          busy={busy === "name"}
        />
      </Section>

      <Section icon={<KeyRound />} title={t("account.passwordHeading")} description={t("account.passwordHint")}>
        {loaderData.hasPassword ? (
          <PasswordForm reply={answered(actionData, "password")} busy={busy === "password"} />
        ) : (
          <p className="text-sm text-slate-700">{t("account.noPassword")}</p>
        )}
      </Section>

      <Section title={t("account.holdsHeading")} description={t("account.holdsIntro")}>
        <div className="flex flex-col gap-6">
          <Holding icon={<Send />} heading={t("account.submissions", { count: loaderData.submissionCount })}>
            <Link to={lp("/my-submissions")} className="text-brand-700 text-sm font-medium underline">
              {t("account.seeSubmissions")}
            </Link>
          </Holding>
          <Holding icon={<TriangleAlert />} heading={t("account.reports", { count: reports.length })}>
            <Items
              items={reports.map((r) => ({
                key: r.id,
                to: lp(r.placePath),
                name: r.placeName,
                line: t("account.reportLine", {
                  kind: t(`facts:reportKind.${r.kind as "other"}`, { defaultValue: r.kind }),
                  status: t(`reportStatus.${r.status as "open"}`, { defaultValue: r.status }),
                  date: formatDay(r.createdAt, locale),
                }),
              }))}
            />
          </Holding>
          <Holding icon={<MessageSquareText />} heading={t("account.reviews", { count: reviews.length })}>
            <Items
              items={reviews.map((r) => ({
                key: r.id,
                to: lp(r.placePath),
                name: r.placeName,
                line: t("account.reviewLine", {
                  stars: r.rating,
                  status: t(`reviewStatus.${r.status as "pending"}`, { defaultValue: r.status }),
                }),
              }))}
            />
          </Holding>
          <Holding icon={<Heart />} heading={t("account.lists", { count: lists.length })}>
            <Items
              items={lists.map((l) => ({
                key: l.id,
                to: lp(`/lists/${l.id}`),
                name: l.name,
                line: t("account.listLine", {
                  places: t("account.places", { count: l.placeCount }),
                  visibility: t(`listVisibility.${l.visibility as "private"}`, { defaultValue: l.visibility }),
                }),
              }))}
            />
            <Link to={lp("/lists")} className="text-brand-700 text-sm font-medium underline">
              {t("account.seeLists")}
            </Link>
            <Link to={lp("/dogs")} className="text-brand-700 text-sm font-medium underline">
              {t("page.edit", { ns: "fits" })}
            </Link>
          </Holding>
        </div>
      </Section>

      <Section icon={<Download />} title={t("account.exportHeading")} description={t("account.exportIntro")}>
        <Button asChild variant="outline">
          <a href="/account/export.json" download>
            <Download aria-hidden="true" /> {t("account.exportButton")}
          </a>
        </Button>
      </Section>

      <Section icon={<Trash2 />} title={t("account.deleteHeading")} danger>
        <div className="flex flex-col gap-2 text-sm text-slate-800">
          <p>{t("account.deleteGoes")}</p>
          <p>{t("account.deleteStays")}</p>
          <p className="font-semibold">{t("account.deleteFinal")}</p>
        </div>
        {loaderData.hasPassword ? (
          <DeleteForm reply={answered(actionData, "delete")} busy={busy === "delete"} />
        ) : (
          <p className="mt-4 text-sm text-slate-700">{t("account.noPassword")}</p>
        )}
      </Section>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
