// Write, edit or delete one's review of a place: a plain multipart form post (photos go with it),
// validated again on the server, where every rule of a review holds (app/server/domain/reviews.server.ts).
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/review";
import { ReviewFormFields } from "~/components/review-form";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { replyTo } from "~/lib/forms";
import { currentMonthInFlorida, REVIEW_PHOTOS_MAX } from "~/lib/reviews";
import {
  placeReviewSchema,
  ReviewCaptionSchema,
  ReviewReportSchema,
  REVIEW_MESSAGES,
  type PlaceReviewInput,
} from "~/lib/schemas";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { placePath, REVIEW_WORDS } from "~/lib/vocabulary";
import { requireUser } from "~/server/domain/auth.server";
import {
  deleteOwnReview,
  editReview,
  reportReview,
  ReviewError,
  submitReview,
  type PhotoUpload,
} from "~/server/domain/reviews.server";
import { requestDb } from "~/server/domain/request-context.server";
import type { Db } from "~/server/infra/db.server";
import { findPlaceByOldSlug, getLocationBySlug } from "~/server/queries/locations.server";
import { findReviewBy, reviewPhotosOf } from "~/server/queries/reviews.server";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Page not found | ${BRAND}` }, { name: "robots", content: "noindex" }];
  return seoMeta(matches, {
    title: `${loaderData.review ? REVIEW_WORDS.edit : REVIEW_WORDS.write}: ${loaderData.place.name} | ${BRAND}`,
    description: REVIEW_WORDS.intro(loaderData.place.name),
    path: `/review/${loaderData.place.slug}`,
    noindex: true,
  });
}

async function findPlace(db: Db, slug: string) {
  const place = await getLocationBySlug(db, slug);
  if (place) return { db, place };
  const moved = await findPlaceByOldSlug(db, slug);
  if (moved) throw redirect(`/review/${moved.slug}`, 301);
  throw data(null, { status: 404 });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, place } = await findPlace(requestDb(context), params.slug);
  const review = await findReviewBy(db, place.id, user.id);
  const photos = review ? await reviewPhotosOf(db, review.id) : [];
  return {
    place: { name: place.name, slug: place.slug, category: place.category },
    verified: user.emailVerified,
    latestMonth: currentMonthInFlorida(),
    review: review && {
      rating: String(review.rating),
      visitMonth: String(review.visitMonth).slice(0, 7),
      dogSizes: review.dogSizes,
      tags: review.tags,
      text: review.text,
      status: review.status,
    },
    photos: photos.filter((p) => p.status !== "rejected").map((p) => ({ id: p.id, url: p.url, caption: p.caption })),
  };
}

/** The photos sent with the form, each with its caption; empty file inputs are left out. */
function photosOf(form: FormData): { photos: PhotoUpload[]; error?: string } {
  const files = form.getAll("photo");
  const captions = form.getAll("caption");
  const photos: PhotoUpload[] = [];
  for (const [i, file] of files.entries()) {
    if (typeof file === "string" || file.size === 0) continue;
    const caption = ReviewCaptionSchema.safeParse(typeof captions[i] === "string" ? captions[i] : undefined);
    if (!caption.success) return { photos: [], error: caption.error.issues[0]!.message };
    photos.push({ file, caption: caption.data });
  }
  if (photos.length > REVIEW_PHOTOS_MAX) return { photos: [], error: REVIEW_MESSAGES.tooManyPhotos };
  return { photos };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const { db, place } = await findPlace(requestDb(context), params.slug);
  const form = await request.formData();
  const author = { id: user.id, emailVerified: user.emailVerified };
  const back = `${placePath(place)}#reviews`;

  if (form.get("intent") === "report") {
    const report = ReviewReportSchema.safeParse(Object.fromEntries(form));
    if (!report.success)
      return data({ notice: { ok: false, message: report.error.issues[0]!.message } }, { status: 400 });
    try {
      await reportReview(db, {
        reporter: user,
        reviewId: report.data.id,
        reason: report.data.reason,
        note: report.data.note,
      });
    } catch (error) {
      if (!(error instanceof ReviewError)) throw error;
      return data({ notice: { ok: false, message: error.message } }, { status: error.status });
    }
    return { notice: { ok: true, message: REVIEW_WORDS.reported } };
  }

  if (form.get("intent") === "delete") {
    const review = await findReviewBy(db, place.id, user.id);
    if (review) await deleteOwnReview(db, { author, reviewId: review.id });
    throw redirect(back);
  }

  const submission = parseWithZod(form, { schema: placeReviewSchema() });
  const { photos, error: photoError } = photosOf(form);
  if (submission.status !== "success")
    return replyTo(submission, { notice: photoError ? { ok: false, message: photoError } : undefined });
  if (photoError) return replyTo(submission, { notice: { ok: false, message: photoError }, status: 400 });
  // A robot that filled the hidden field is told it worked, and nothing is stored.
  if (form.get("website")) throw redirect(back);

  const content = { ...submission.value, language: "en" };
  const existing = await findReviewBy(db, place.id, user.id);
  const removePhotoIds = form.getAll("removePhoto").filter((v): v is string => typeof v === "string");
  try {
    const status = existing
      ? (await editReview(db, { author, reviewId: existing.id, place, content, photos, removePhotoIds })).status
      : (await submitReview(db, { author, place, content, photos })).status;
    return replyTo(submission, {
      notice: { ok: true, message: status === "published" ? REVIEW_MESSAGES.published : REVIEW_MESSAGES.waiting },
    });
  } catch (error) {
    if (!(error instanceof ReviewError)) throw error;
    return replyTo(submission, {
      notice: { ok: false, message: error.message },
      status: error.status,
      headers: error.retryAfter ? { "Retry-After": String(error.retryAfter) } : undefined,
    });
  }
}

type ReviewFormShape = { rating: string; visitMonth: string; dogSizes: string[]; tags: string[]; text: string };

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { place, review, photos, latestMonth, verified } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const schema = placeReviewSchema();
  const [form, fields] = useForm<ReviewFormShape, PlaceReviewInput>({
    id: "review",
    constraint: getZodConstraint(schema),
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: review ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const notice = actionData?.notice;
  const href = placePath(place);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Link to={href} className="text-brand-700 inline-flex items-center gap-1 text-sm font-medium underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {REVIEW_WORDS.backTo(place.name)}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{review ? REVIEW_WORDS.edit : REVIEW_WORDS.write}</h1>
      <p className="mt-2 text-slate-700">{REVIEW_WORDS.intro(place.name)}</p>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle as="h2">{place.name}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {notice ? <Alert tone={notice.ok ? "success" : "error"} title={notice.message} /> : null}
          {!verified ? (
            <Alert tone="error">{REVIEW_MESSAGES.mustVerify}</Alert>
          ) : (
            <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
              <ReviewFormFields form={form} fields={fields} latestMonth={latestMonth} photos={photos} />
              <Button type="submit" className="mt-6" disabled={sending}>
                {sending ? REVIEW_WORDS.sending : REVIEW_WORDS.send}
              </Button>
            </Form>
          )}
          {review ? (
            <Form method="post" encType="multipart/form-data">
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" variant="outline" disabled={sending}>
                {REVIEW_WORDS.delete}
              </Button>
            </Form>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
