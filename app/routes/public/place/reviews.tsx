// The place page's reviews: their summary, the list in the chosen order, and the way to write one.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalePath } from "~/lib/i18n";
import { ReviewList, ReviewStars, ReviewSummaryPanel } from "~/components/reviews";
import { placePath } from "~/lib/vocabulary";
import type { ReviewSort } from "~/lib/vocabulary-reviews";
import type { PlaceData } from "./stored-text";

/** The address of a page of the place's reviews in an order: the first page, newest first, is the place itself. */
function reviewsHref(path: string, { sort, page }: { sort: ReviewSort; page: number }) {
  const params = new URLSearchParams();
  if (sort !== "newest") params.set("reviewSort", sort);
  if (page > 1) params.set("reviewPage", String(page));
  const query = params.toString();
  return `${path}${query ? `?${query}` : ""}#reviews`;
}

/** The reviews section at the foot of the place page. */
export function PlaceReviews({ loaderData }: { loaderData: PlaceData }) {
  const { place, reviews } = loaderData;
  const { slug } = place;
  const { t } = useTranslation(["place", "facts"]);
  const lp = useLocalePath();
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mx-auto max-w-5xl px-4 pb-12">
      <div className="flex flex-wrap items-baseline justify-between gap-3 border-t border-slate-200 pt-8">
        <h2 id="reviews-heading" className="text-2xl font-semibold text-slate-900">
          {t("reviews.heading")}
        </h2>
        {reviews.summary.count ? (
          <Link to={lp(`/review/${slug}`)} className="text-brand-700 font-medium underline">
            {t("reviews.write")}
          </Link>
        ) : null}
      </div>
      <ReviewStars>
        <div className="mt-6 flex flex-col gap-8">
          <ReviewSummaryPanel summary={reviews.summary} writeHref={lp(`/review/${slug}`)} />
          <ReviewList
            reviews={reviews.list}
            sort={reviews.sort}
            page={reviews.page}
            pageCount={reviews.pageCount}
            href={(options) => reviewsHref(lp(placePath(place)), options)}
            reportAction={lp(`/review/${slug}`)}
          />
        </div>
      </ReviewStars>
    </section>
  );
}
