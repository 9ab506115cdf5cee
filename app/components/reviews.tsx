// A place's reviews as its page shows them: the rating summary (stars, the 5-to-1 spread, how it went
// for each dog size, the conditions owners found) and the published reviews with their photos.
import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NativeSelect, Textarea } from "~/components/ui/input";
import { Icon, IconSprite } from "~/components/icon";
import { Pagination } from "~/components/pagination";
import { useLocale } from "~/lib/i18n";
import { formatMonthIn } from "~/lib/place-i18n";
import { photoSrcSet, PHOTO_SIZES } from "~/lib/photos";
import type { PublishedReview, ReviewSummary } from "~/lib/reviews";
import { cn } from "~/lib/utils";
import {
  DOG_SIZE_VALUES,
  REVIEW_REPORT_REASON_VALUES,
  REVIEW_SORT_VALUES,
  type ReviewSort,
} from "~/lib/vocabulary-reviews";

/**
 * Around a place's reviews: their stars (five per review) drawn once and referred to, which keeps a
 * page of ten reviews some 30 KB lighter.
 */
export function ReviewStars({ children }: { children: React.ReactNode }) {
  return <IconSprite icons={REVIEW_ICONS}>{children}</IconSprite>;
}
const REVIEW_ICONS = [Star];

/** Five stars, `value` of them filled; read as "Rated 4 out of 5". Plain class names: a page draws dozens. */
export function Stars({ value }: { value: number }) {
  const { t } = useTranslation("place");
  return (
    <span role="img" aria-label={t("reviews.ratedOutOf", { value })} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          key={n}
          icon={Star}
          className={n <= Math.round(value) ? "size-4 fill-amber-400 text-amber-500" : "size-4 text-slate-300"}
        />
      ))}
    </span>
  );
}

/** The rating a place has from its published reviews; the empty state invites the first one. */
export function ReviewSummaryPanel({ summary, writeHref }: { summary: ReviewSummary; writeHref: string }) {
  const { t } = useTranslation(["place", "facts"]);
  if (!summary.count || summary.average === null) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
        <p className="text-slate-700">{t("reviews.empty")}</p>
        <Link to={writeHref} className="text-brand-800 mt-3 inline-block font-medium underline">
          {t("reviews.write")}
        </Link>
      </div>
    );
  }
  const most = Math.max(...summary.spread.map((s) => s.count), 1);
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <p className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
          <Stars value={summary.average} />
          {t("reviews.countLine", { average: summary.average.toFixed(1), count: summary.count })}
        </p>
        <h3 className="mt-4 text-sm font-medium text-slate-800">{t("reviews.spreadLabel")}</h3>
        <ul className="mt-2 flex flex-col gap-1">
          {summary.spread.map((row) => (
            <li key={row.stars} className="flex items-center gap-2 text-sm text-slate-700">
              <span className="w-14 shrink-0">{t("reviews.stars", { count: row.stars })}</span>
              <span aria-hidden="true" className="h-2 flex-1 rounded bg-slate-100">
                <span className="block h-2 rounded bg-amber-400" style={{ width: `${(row.count / most) * 100}%` }} />
              </span>
              <span className="sr-only">{t("reviews.spreadRow", { count: row.stars, reviews: row.count })}</span>
              <span aria-hidden="true" className="w-8 text-right">
                {row.count}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-4">
        {summary.bySize.length ? (
          <div>
            <h3 className="text-sm font-medium text-slate-800">{t("reviews.bySizeLabel")}</h3>
            <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
              {DOG_SIZE_VALUES.map((size) => {
                const row = summary.bySize.find((s) => s.size === size);
                return row ? (
                  <li key={size}>
                    {t("reviews.bySizeRow", {
                      size: t(`dogSizeShort.${size}`),
                      average: row.average.toFixed(1),
                      count: row.count,
                    })}
                  </li>
                ) : null;
              })}
            </ul>
          </div>
        ) : null}
        {summary.tags.length ? (
          <div>
            <h3 className="text-sm font-medium text-slate-800">{t("reviews.tagsLabel")}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {summary.tags.map((row) => (
                <li key={row.tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                  {t(`facts:reviewTag.${row.tag}`)} · {row.count}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** One published review: author, visit, dogs, tags, text and approved photos. */
/** A reader's report of a review: a form inside <details>, so that it works before any script runs. */
function ReportReview({ reviewId, action }: { reviewId: string; action: string }) {
  const { t } = useTranslation(["place", "facts"]);
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-slate-600 underline">{t("reviews.report")}</summary>
      <Form method="post" action={action} className="mt-2 flex max-w-md flex-col gap-2">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="id" value={reviewId} />
        <label className="flex flex-col gap-1 text-slate-800">
          {t("reviews.reportReason")}
          <NativeSelect name="reason" required defaultValue="">
            <option value="" disabled>
              {t("reviews.chooseReason")}
            </option>
            {REVIEW_REPORT_REASON_VALUES.map((reason) => (
              <option key={reason} value={reason}>
                {t(`facts:reviewReportReason.${reason}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-slate-800">
          {t("reviews.reportNote")}
          <Textarea name="note" rows={2} maxLength={2000} />
        </label>
        <Button type="submit" variant="outline" size="sm" className="self-start">
          {t("reviews.sendReport")}
        </Button>
      </Form>
    </details>
  );
}

export function ReviewItem({ review, reportAction }: { review: PublishedReview; reportAction?: string }) {
  const { t } = useTranslation(["place", "facts"]);
  const locale = useLocale();
  // The review's own words are in the language it was written in; everything around them in the page's.
  return (
    <article className="border-b border-slate-200 py-5 last:border-b-0">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <h3 className="font-medium text-slate-900">{review.authorName}</h3>
        <p className="text-sm text-slate-600">
          {t("reviews.visited", { month: formatMonthIn(review.visitMonth, locale) })}
        </p>
      </header>
      <p className="mt-1 text-sm text-slate-600">
        {t("reviews.withDogs")}: {review.dogSizes.map((s) => t(`facts:dogSize.${s}`)).join(", ")}
      </p>
      {review.tags.length ? (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {review.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
              {t(`facts:reviewTag.${tag}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <p lang={review.language} className="mt-3 whitespace-pre-line text-slate-800">
        {review.text}
      </p>
      {review.photos.length ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url} className="block">
                <img
                  src={photo.url}
                  srcSet={photoSrcSet(photo.url)}
                  sizes={PHOTO_SIZES}
                  alt={photo.caption ?? t("reviews.photoAlt", { name: review.authorName })}
                  loading="lazy"
                  className="h-24 w-32 rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {reportAction ? <ReportReview reviewId={review.id} action={reportAction} /> : null}
    </article>
  );
}

/** The published reviews, sortable (links, so that it works before any script), ten a page. */
export function ReviewList({
  reviews,
  sort,
  page,
  pageCount,
  href,
  reportAction,
}: {
  reviews: PublishedReview[];
  sort: ReviewSort;
  page: number;
  pageCount: number;
  href: (options: { sort: ReviewSort; page: number }) => string;
  /** Where a reader's report of a review is sent. */
  reportAction?: string;
}) {
  const { t } = useTranslation(["place", "facts"]);
  if (!reviews.length) return null;
  return (
    <div>
      <nav aria-label={t("reviews.sortLabel")} className="flex gap-3 text-sm">
        {REVIEW_SORT_VALUES.map((option) => (
          <Link
            key={option}
            to={href({ sort: option, page: 1 })}
            aria-current={option === sort ? "true" : undefined}
            className={cn("underline-offset-4", option === sort ? "font-semibold underline" : "text-slate-700")}
            preventScrollReset
          >
            {t(`facts:reviewSort.${option}`)}
          </Link>
        ))}
      </nav>
      <div>
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} reportAction={reportAction} />
        ))}
      </div>
      <Pagination page={page} pageCount={pageCount} href={(p) => href({ sort, page: p })} />
    </div>
  );
}
