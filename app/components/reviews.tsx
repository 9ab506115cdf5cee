// A place's reviews as its page shows them: the rating summary (stars, the 5-to-1 spread, how it went
// for each dog size, the conditions owners found) and the published reviews with their photos.
import { Star } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { NativeSelect, Textarea } from "~/components/ui/input";
import { Icon, IconSprite } from "~/components/icon";
import { Pagination } from "~/components/pagination";
import { formatMonth } from "~/lib/dates";
import { photoSrcSet, PHOTO_SIZES } from "~/lib/photos";
import type { PublishedReview, ReviewSummary } from "~/lib/reviews";
import { cn } from "~/lib/utils";
import {
  DOG_SIZES,
  dogSizeLabel,
  REVIEW_REPORT_REASONS,
  REVIEW_SORTS,
  REVIEW_WORDS,
  reviewTagLabel,
  type ReviewSort,
} from "~/lib/vocabulary";

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
  return (
    <span role="img" aria-label={REVIEW_WORDS.ratedOutOf(value)} className="flex gap-0.5">
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
  if (!summary.count || summary.average === null) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
        <p className="text-slate-700">{REVIEW_WORDS.empty}</p>
        <Link to={writeHref} className="text-brand-800 mt-3 inline-block font-medium underline">
          {REVIEW_WORDS.write}
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
          {REVIEW_WORDS.countLine(summary.average, summary.count)}
        </p>
        <h3 className="mt-4 text-sm font-medium text-slate-800">{REVIEW_WORDS.spreadLabel}</h3>
        <ul className="mt-2 flex flex-col gap-1">
          {summary.spread.map((row) => (
            <li key={row.stars} className="flex items-center gap-2 text-sm text-slate-700">
              <span className="w-14 shrink-0">{REVIEW_WORDS.stars(row.stars)}</span>
              <span aria-hidden="true" className="h-2 flex-1 rounded bg-slate-100">
                <span className="block h-2 rounded bg-amber-400" style={{ width: `${(row.count / most) * 100}%` }} />
              </span>
              <span className="sr-only">{REVIEW_WORDS.spreadRow(row.stars, row.count)}</span>
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
            <h3 className="text-sm font-medium text-slate-800">{REVIEW_WORDS.bySizeLabel}</h3>
            <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
              {DOG_SIZES.map((size) => {
                const row = summary.bySize.find((s) => s.size === size.value);
                return row ? (
                  <li key={size.value}>{REVIEW_WORDS.bySizeRow(size.short, row.average, row.count)}</li>
                ) : null;
              })}
            </ul>
          </div>
        ) : null}
        {summary.tags.length ? (
          <div>
            <h3 className="text-sm font-medium text-slate-800">{REVIEW_WORDS.tagsLabel}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {summary.tags.map((t) => (
                <li key={t.tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                  {reviewTagLabel(t.tag)} · {t.count}
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
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-slate-600 underline">{REVIEW_WORDS.report}</summary>
      <Form method="post" action={action} className="mt-2 flex max-w-md flex-col gap-2">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="id" value={reviewId} />
        <label className="flex flex-col gap-1 text-slate-800">
          {REVIEW_WORDS.reportReason}
          <NativeSelect name="reason" required defaultValue="">
            <option value="" disabled>
              {REVIEW_WORDS.chooseReason}
            </option>
            {REVIEW_REPORT_REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1 text-slate-800">
          {REVIEW_WORDS.reportNote}
          <Textarea name="note" rows={2} maxLength={2000} />
        </label>
        <Button type="submit" variant="outline" size="sm" className="self-start">
          {REVIEW_WORDS.sendReport}
        </Button>
      </Form>
    </details>
  );
}

export function ReviewItem({ review, reportAction }: { review: PublishedReview; reportAction?: string }) {
  return (
    <article lang={review.language} className="border-b border-slate-200 py-5 last:border-b-0">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <h3 className="font-medium text-slate-900">{review.authorName}</h3>
        <p className="text-sm text-slate-600">{REVIEW_WORDS.visited(formatMonth(review.visitMonth))}</p>
      </header>
      <p className="mt-1 text-sm text-slate-600">
        {REVIEW_WORDS.withDogs}: {review.dogSizes.map((s) => dogSizeLabel(s)).join(", ")}
      </p>
      {review.tags.length ? (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {review.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
              {reviewTagLabel(tag)}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 whitespace-pre-line text-slate-800">{review.text}</p>
      {review.photos.length ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {review.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url} className="block">
                <img
                  src={photo.url}
                  srcSet={photoSrcSet(photo.url)}
                  sizes={PHOTO_SIZES}
                  alt={photo.caption ?? REVIEW_WORDS.photoAlt(review.authorName)}
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
  if (!reviews.length) return null;
  return (
    <div>
      <nav aria-label={REVIEW_WORDS.sortLabel} className="flex gap-3 text-sm">
        {REVIEW_SORTS.map((option) => (
          <Link
            key={option.value}
            to={href({ sort: option.value, page: 1 })}
            aria-current={option.value === sort ? "true" : undefined}
            className={cn("underline-offset-4", option.value === sort ? "font-semibold underline" : "text-slate-700")}
            preventScrollReset
          >
            {option.label}
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
