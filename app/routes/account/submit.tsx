// Submit a place for review: signed-in users only; stored as pending, administrators told by e-mail.
import { getFormProps, useForm, type Submission } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/toasts";
import type { z } from "zod";
import type { Route } from "./+types/submit";
import {
  CheckboxGroupField,
  EmailField,
  InputField,
  SelectField,
  TextareaField,
  useErrorText,
} from "~/components/forms";
import { useNoticeToast } from "~/components/notice";
import { SignInNeeded } from "~/components/sign-in-needed";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { replyTo, type ActionReply } from "~/lib/forms";
import { SubmissionSchema, submissionProblem, type SubmissionInput } from "~/lib/schemas-visitors";
import { fieldsAtSlots, submittedFields, withoutUnpaidFields } from "~/lib/place-fields";
import { localizePath } from "~/lib/i18n";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import { CATEGORIES, FEES, LEASH_POLICY_CHOICES, isCategory } from "~/lib/vocabulary";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { getUser } from "~/server/domain/auth.server";
import { requireUserHere } from "~/server/http/account-guard.server";
import { flashCookie } from "~/server/http/flash.server";
import { accountTexts, translatedSeo } from "~/server/reference/account-texts.server";
import { notifyNewSubmission } from "~/server/domain/notifications.server";
import { siteOrigin } from "~/server/infra/site-origin.server";
import { listAmenities } from "~/server/queries/amenities.server";
import { createSubmission } from "~/server/queries/submissions.server";
import { LIMITS, checkLimits, clientIp } from "~/server/domain/rate-limit.server";
import { requestDb } from "~/server/domain/request-context.server";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta(matches, {
    title: loaderData?.seo?.title ?? `Submit a Dog-Friendly Spot | ${BRAND}`,
    description:
      loaderData?.seo?.description ??
      "Know a dog-friendly beach, park or trail in Florida? Submit it for review and we'll add it to the directory.",
    path: "/submit",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  const seo = translatedSeo(request, "submit");
  if (!user) return { user: null, amenities: [], category: "", ...seo };
  const category = new URL(request.url).searchParams.get("category");
  const amenities = await listAmenities(requestDb(context));
  return {
    ...seo,
    user: { email: user.email },
    amenities: amenities.map((a) => ({ name: a.name, displayName: a.displayName })),
    category: isCategory(category) ? category : "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUserHere(request, context);
  const { t, locale } = accountTexts(request);
  const form = await request.formData();
  // An empty Email falls back to the account's address (SPEC §5).
  if (!String(form.get("email") ?? "").trim()) form.set("email", user.email);
  const submission = parseWithZod(form, { schema: SubmissionSchema });
  if (submission.status !== "success") {
    const problem = submissionProblem(submission.error ?? {});
    return replyTo(submission, { notice: { ok: false, message: problem.title, detail: problem.message } });
  }
  const limited = await checkLimits(context, [
    [LIMITS.submitPerIp, clientIp(request)],
    [LIMITS.submitPerAccount, user.id],
  ]);
  if (limited) {
    return replyTo(submission, {
      notice: { ok: false, message: t("submit.failureTitle"), detail: limited.message },
      status: limited.status,
    });
  }

  const db = requestDb(context);
  const known = new Set((await listAmenities(db)).map((a) => a.name));
  const checked = submission.value;
  const input = withoutUnpaidFields({ ...checked, amenities: checked.amenities.filter((a) => known.has(a)) });
  let stored;
  try {
    stored = await createSubmission(db, user.id, input);
  } catch (error) {
    console.error("[submit] could not store a submission", error);
    return replyTo(submission, {
      notice: { ok: false, message: t("submit.failureTitle"), detail: t("submit.failureText") },
      status: 500,
    });
  }

  // Stored first: the notice goes out after the response, and a failed one never fails the submission.
  await notifyNewSubmission(db, { ...input, id: stored.id, locale }, siteOrigin(request));
  // Success goes home (SPEC §5, decision 0040), with or without scripts, and says so there.
  throw redirect(localizePath("/", locale), {
    headers: { "Set-Cookie": flashCookie(`${t("submit.successTitle")} ${t("submit.successText")}`) },
  });
}

const subscribeNever = () => () => {};
/** True once the page runs in the browser: the form can then hide Fee Details until fees are paid. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export default function SubmitPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.user) return <SignInRequired />;
  return <SubmitForm loaderData={loaderData} actionData={actionData} />;
}

function SignInRequired() {
  const { t } = useTranslation("account");
  return (
    <SignInNeeded
      heading={t("submit.signInRequired")}
      text={t("submit.signInText")}
      button={t("submit.signInButton")}
      returnTo="/submit"
    />
  );
}

type SubmissionFields = z.input<typeof SubmissionSchema>;

type SubmittedField = ReturnType<typeof submittedFields>[number];

/**
 * Where the page puts the free text a visitor sends: after these fields of its own, each field after
 * the one it follows on the page; a field that follows none of them comes after the notes.
 */
const TEXTS_AT = fieldsAtSlots(
  ["address", "fees", "dogHoursNote", "notes"],
  "notes",
  submittedFields(),
  (field) => field.submission.shownAfter ?? field.submission.after,
);

function SubmitForm({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData?: ActionReply;
}) {
  const navigation = useNavigation();
  const { t } = useTranslation(["account", "facts"]);
  const hydrated = useHydrated();
  const checked = useRef<Submission<SubmissionFields, string[], SubmissionInput> | null>(null);
  const [form, fields] = useForm<SubmissionFields, SubmissionInput>({
    id: "submit-place",
    constraint: getZodConstraint(SubmissionSchema),
    defaultValue: { email: loaderData.user?.email, category: loaderData.category || undefined },
    lastResult: actionData?.result,
    onValidate({ formData }) {
      checked.current = parseWithZod(formData, { schema: SubmissionSchema });
      return checked.current;
    },
    shouldRevalidate: "onBlur",
  });
  const [fees, setFees] = useState(String(fields.fees.initialValue ?? ""));
  useNoticeToast({ state: navigation.state, data: actionData });

  // The headline above the form: what the field errors add up to, else what the server said, in
  // the page's language.
  const text = useErrorText();
  const errors = form.allErrors;
  const notice = actionData?.notice;
  const problem = Object.keys(errors).length
    ? submissionProblem(errors)
    : notice && !notice.ok
      ? { title: notice.message, message: notice.detail ?? "" }
      : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    // Refused in the page: say why, as the server would.
    const last = checked.current;
    if (event.defaultPrevented && last?.status === "error" && last.error) {
      const refused = submissionProblem(last.error);
      toast.error(text(refused.title), { description: text(refused.message) });
    }
  }

  const showFeeDetails = !hydrated || fees === "paid";
  const wide = "sm:col-span-2";
  // The free text a visitor sends, as place-fields.ts declares it: an input or a text area, each
  // after the field it follows on this page.
  const textField = (field: SubmittedField) => {
    const { label, placeholder, rows, paidOnly } = field.submission;
    if (paidOnly && !showFeeDetails) return null;
    const props = {
      meta: (fields as unknown as Record<string, (typeof fields)["hours"]>)[field.key]!,
      label: t(label),
      hint: paidOnly && !hydrated ? t(paidOnly.hint) : undefined,
      placeholder: placeholder ? t(placeholder) : undefined,
      className: field.submission.wide ? wide : undefined,
    };
    return field.control === "textarea" ? (
      <TextareaField key={field.key} {...props} rows={rows} />
    ) : (
      <InputField key={field.key} {...props} />
    );
  };
  const categories = CATEGORIES.map((c) => ({ value: c.value, label: t(`facts:category.${c.value}`) }));
  const leashPolicies = LEASH_POLICY_CHOICES.map((l) => ({ value: l.value, label: t(`facts:leash.${l.value}`) }));
  const fees_ = FEES.map((f) => ({ value: f.value, label: t(`facts:fee.${f.value}`) }));

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("submit.heading")}</h1>
      <p className="mt-2 text-slate-700">
        {t("submit.requiredBefore")} <span aria-hidden="true">*</span>
        <span className="sr-only">{t("submit.asterisk")}</span> {t("submit.requiredAfter")}
      </p>

      {problem ? (
        <Alert tone="error" title={text(problem.title)} className="mt-6">
          {text(problem.message)}
        </Alert>
      ) : null}

      <Card className="mt-6">
        <CardContent className="pt-5">
          <Form method="post" {...getFormProps(form)} onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
            <InputField meta={fields.submitterName} label={t("submit.submitterName")} autoComplete="name" />
            <EmailField meta={fields.email} label={t("submit.email")} />
            <InputField meta={fields.name} label={t("submit.name")} />
            <SelectField
              meta={fields.category}
              label={t("submit.category")}
              options={categories}
              placeholder={t("submit.categoryPlaceholder")}
            />
            <SelectField
              meta={fields.leashPolicy}
              label={t("submit.leashPolicy")}
              options={leashPolicies}
              placeholder={t("submit.leashPlaceholder")}
            />
            <InputField meta={fields.city} label={t("submit.city")} autoComplete="address-level2" />
            <InputField meta={fields.county} label={t("submit.county")} />
            <InputField meta={fields.zip} label={t("submit.zip")} autoComplete="postal-code" inputMode="numeric" />
            <InputField meta={fields.phone} label={t("submit.phone")} type="tel" autoComplete="tel" />
            <InputField meta={fields.address} label={t("submit.address")} autoComplete="street-address" />
            {TEXTS_AT.address.map(textField)}
            <CheckboxGroupField
              meta={fields.amenities}
              legend={t("submit.amenities")}
              options={loaderData.amenities.map((a) => ({
                value: a.name,
                label: t(`facts:amenity.${a.name as "parking"}`, { defaultValue: a.displayName }),
              }))}
              className={wide}
            />
            <SelectField
              meta={fields.fees}
              label={t("submit.fees")}
              options={fees_}
              placeholder={t("submit.feesPlaceholder")}
              onChange={(event) => setFees(event.target.value)}
            />
            {TEXTS_AT.fees.map(textField)}
            <TextareaField
              meta={fields.dogHoursNote}
              label={t("submit.dogHoursNote")}
              hint={t("submit.dogHoursHint")}
              placeholder={t("submit.dogHoursPlaceholder")}
              rows={2}
              className={wide}
            />
            {TEXTS_AT.dogHoursNote.map(textField)}
            <TextareaField meta={fields.rules} label={t("submit.rules")} rows={3} className={wide} />
            <InputField meta={fields.imageUrl} label={t("submit.imageUrl")} type="url" placeholder="https://" />
            <InputField
              meta={fields.mapUrl}
              label={t("submit.mapUrl")}
              type="url"
              placeholder="https://maps.google.com/..."
            />
            <TextareaField meta={fields.notes} label={t("submit.notes")} rows={3} className={wide} />
            {TEXTS_AT.notes.map(textField)}
            <div className={wide}>
              <Button type="submit" size="lg" className="w-full" disabled={navigation.state === "submitting"}>
                {navigation.state === "submitting" ? t("submit.sending") : t("submit.send")}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
