// Write, edit or delete one's review of a place: a plain multipart form post (photos go with it),
// validated again on the server, where every rule of a review holds (app/server/domain/reviews.server.ts).
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/review";
import { placeFormMeta } from "./place-form-meta";
import { DisplayNameChoice } from "~/components/display-name-choice";
import { ReviewFormFields } from "~/components/review-form";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { SendButton } from "~/components/send-button";
import { BackLink } from "~/components/back-link";
import { TitledCard } from "~/components/titled-card";
import { notify, replyTo, type Notice } from "~/lib/forms";
import { localeOfPath, localizePath, useLocalePath, type Locale } from "~/lib/i18n";
import { currentMonthInFlorida, REVIEW_PHOTOS_MAX } from "~/lib/reviews";
import { displayName } from "~/lib/schemas-account";
import {
  placeReviewSchema,
  ReviewCaptionSchema,
  ReviewReportSchema,
  type PlaceReviewInput,
} from "~/lib/schemas-reviews";
import { placePath } from "~/lib/vocabulary";
import { requireUser, type SessionUser } from "~/server/domain/auth.server";
import {
  deleteOwnReview,
  editReview,
  reportReview,
  submitReview,
  type PhotoUpload,
} from "~/server/domain/reviews.server";
import { keepSentDisplayName, shownAs } from "~/server/domain/public-names.server";
import { handleIntent, intentsFor } from "~/server/domain/intents.server";
import { requestDb } from "~/server/domain/request-context.server";
import { placeForForm } from "~/server/domain/place-lookup.server";
import { findReviewBy, reviewPhotosOf } from "~/server/queries/reviews.server";
import { translatorFor } from "~/server/reference/i18n.server";

export const meta: Route.MetaFunction = placeFormMeta("review");

/** The review's fields, and the display name asked for while the person has none (decision 0032). */
function reviewFormSchema() {
  return placeReviewSchema().extend({ displayName });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const user = await requireUser(request, context);
  const db = requestDb(context);
  const place = await placeForForm(db, params.slug, "review", locale);
  const review = await findReviewBy(db, place.id, user.id);
  const photos = review ? await reviewPhotosOf(db, review.id) : [];
  const t = translatorFor(locale, "place");
  return {
    seo: {
      title: t("meta.review", { action: review ? t("reviews.edit") : t("reviews.write"), name: place.name }),
      description: t("reviewForm.intro", { name: place.name }),
    },
    place: { name: place.name, slug: place.slug, category: place.category },
    verified: user.emailVerified,
    /** Which name the review and its photos are shown with. */
    shownAs: await shownAs(db, user.id, locale),
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
function photosOf(form: FormData, locale: Locale): { photos: PhotoUpload[]; error?: string } {
  const files = form.getAll("photo");
  const captions = form.getAll("caption");
  const photos: PhotoUpload[] = [];
  for (const [i, file] of files.entries()) {
    if (typeof file === "string" || file.size === 0) continue;
    const caption = ReviewCaptionSchema.safeParse(typeof captions[i] === "string" ? captions[i] : undefined);
    if (!caption.success) return { photos: [], error: caption.error.issues[0]!.message };
    photos.push({ file, caption: caption.data });
  }
  if (photos.length > REVIEW_PHOTOS_MAX) {
    return { photos: [], error: translatorFor(locale, "place")("reviewErrors.tooManyPhotos") };
  }
  return { photos };
}

type ReviewGiven = {
  user: SessionUser;
  place: Awaited<ReturnType<typeof placeForForm>>;
  locale: Locale;
  t: ReturnType<typeof translatorFor<"place">>;
  /** The place's reviews, where a delete (or a robot) is sent back to. */
  back: string;
};

const intent = intentsFor<ReviewGiven, ReviewReply>();
type ReviewReply = ReturnType<typeof replyTo> | ReturnType<typeof notify> | { notice: Notice };

/**
 * The review page's forms: the review itself (a form that names no intent), deleting it, and a
 * reader's report of someone else's review. A refusal of the review's rules is told as the notice,
 * in the page's language.
 */
const REVIEW_INTENTS = {
  review: intent({
    // Built for each form: a visit's month is checked against the month it is now.
    schema: async () => reviewFormSchema(),
    refusalAsNotice: true,
    notice: ({ formData, locale }) => {
      const { error } = photosOf(formData, locale);
      return error ? { ok: false, message: error } : undefined;
    },
    handle: async (value, { db, request, user, place, locale, t, back, formData, submission }) => {
      const { photos, error: photoError } = photosOf(formData, locale);
      if (photoError) return replyTo(submission, { notice: { ok: false, message: photoError }, status: 400 });
      // A robot that filled the hidden field is told it worked, and nothing is stored.
      if (formData.get("website")) throw redirect(back);

      // A review is in the language of the page it was written on.
      const { displayName: chosenName, ...fields } = value;
      const content = { ...fields, language: locale };
      const author = { id: user.id, emailVerified: user.emailVerified };
      const existing = await findReviewBy(db, place.id, user.id);
      const removePhotoIds = formData.getAll("removePhoto").filter((v): v is string => typeof v === "string");
      // A visitor who goes away while the photos are processed leaves nothing stored and nothing counted.
      const signal = request.signal;
      const status = existing
        ? (await editReview(db, { author, reviewId: existing.id, place, content, photos, removePhotoIds, signal }))
            .status
        : (await submitReview(db, { author, place, content, photos, signal })).status;
      await keepSentDisplayName(db, user.id, chosenName);
      return replyTo(submission, {
        notice: { ok: true, message: status === "published" ? t("reviewForm.published") : t("reviewForm.waiting") },
      });
    },
  }),
  delete: intent({
    handle: async (_, { db, user, place, back }) => {
      const review = await findReviewBy(db, place.id, user.id);
      if (review)
        await deleteOwnReview(db, { author: { id: user.id, emailVerified: user.emailVerified }, reviewId: review.id });
      throw redirect(back);
    },
  }),
  // The report's form is read as sent (its first problem is its notice).
  report: intent({
    handle: async (_, { db, user, t, formData }) => {
      const report = ReviewReportSchema.safeParse(Object.fromEntries(formData));
      if (!report.success) return notify({ ok: false, message: report.error.issues[0]!.message }, 400);
      await reportReview(db, {
        reporter: user,
        reviewId: report.data.id,
        reason: report.data.reason,
        note: report.data.note,
      });
      return { notice: { ok: true, message: t("reviews.reported") } };
    },
  }),
};

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const user = await requireUser(request, context);
  const place = await placeForForm(requestDb(context), params.slug, "review", locale);
  const back = localizePath(`${placePath(place)}#reviews`, locale);
  const t = translatorFor(locale, "place");
  return handleIntent({ request, context }, { user, place, locale, t, back }, REVIEW_INTENTS, { fallback: "review" });
}

type ReviewFormShape = {
  rating: string;
  visitMonth: string;
  dogSizes: string[];
  tags: string[];
  text: string;
  displayName?: string;
};

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { place, review, photos, latestMonth, verified, shownAs: named } = loaderData;
  const { t } = useTranslation("place");
  const lp = useLocalePath();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const schema = reviewFormSchema();
  const [form, fields] = useForm<ReviewFormShape, PlaceReviewInput & { displayName: string | null }>({
    id: "review",
    constraint: getZodConstraint(schema),
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: review ?? undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const notice = actionData?.notice;
  const href = lp(placePath(place));
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <BackLink to={href}>{t("reviewForm.backTo", { name: place.name })}</BackLink>
      <h1 className="mt-4 text-3xl font-bold">{review ? t("reviews.edit") : t("reviews.write")}</h1>
      <p className="mt-2 text-slate-700">{t("reviewForm.intro", { name: place.name })}</p>
      <TitledCard title={place.name} className="mt-8" contentClassName="flex flex-col gap-6">
        {notice ? <Alert tone={notice.ok ? "success" : "error"} title={notice.message} /> : null}
        {!verified ? (
          <Alert tone="error">{t("reviewErrors.mustVerify")}</Alert>
        ) : (
          <Form
            method="post"
            action={lp(`/review/${place.slug}`)}
            encType="multipart/form-data"
            {...getFormProps(form)}
          >
            <ReviewFormFields form={form} fields={fields} latestMonth={latestMonth} photos={photos} />
            <div className="mt-6">
              <DisplayNameChoice
                shownAs={named}
                purpose="review"
                errors={fields.displayName.errors}
                defaultValue={
                  typeof fields.displayName.initialValue === "string" ? fields.displayName.initialValue : undefined
                }
              />
            </div>
            <SendButton
              className="mt-6"
              busy={sending}
              busyLabel={t("reviewForm.sending")}
              label={t("reviewForm.send")}
            />
          </Form>
        )}
        {review ? (
          <Form method="post" action={lp(`/review/${place.slug}`)} encType="multipart/form-data">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="outline" disabled={sending}>
              {t("reviews.delete")}
            </Button>
          </Form>
        ) : null}
      </TitledCard>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
