// Submit a place for review: signed-in users only; stored as pending, administrators told by e-mail.
import { CircleAlert, CircleCheck, LogIn } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { toast } from "sonner";
import type { Route } from "./+types/submit";
import { Field, focusFirstInvalid } from "~/components/admin-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { seoMeta } from "~/lib/seo";
import { BRAND } from "~/lib/site";
import {
  checkSubmission,
  submissionValues,
  type SubmissionField,
  type SubmissionProblem,
  type SubmissionValues,
} from "~/lib/submission-schema";
import { CATEGORIES, FEES, LEASH_POLICY_CHOICES, isCategory } from "~/lib/vocabulary";
import { GeneralErrorBoundary } from "~/root";
import { getUser, requireUser } from "~/server/auth.server";
import { getDb } from "~/server/db.server";
import { notifyNewSubmission } from "~/server/notifications.server";
import { listAmenities } from "~/server/queries/amenities.server";
import { createSubmission } from "~/server/queries/submissions.server";
import { LIMITS, checkLimits, clientIp } from "~/server/rate-limit.server";

const SUCCESS_TITLE = "Submission Successful!";
const SUCCESS_TEXT = "Thank you for submitting a new location. We'll review it and add it to our directory.";
const FAILURE_TEXT = "There was an error submitting your location. Please try again.";

type ActionResult =
  | { ok: true }
  | {
      ok: false;
      problem: SubmissionProblem;
      fieldErrors: Partial<Record<SubmissionField, string>>;
      values: SubmissionValues;
    };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, {
    title: `Submit a Dog-Friendly Spot | ${BRAND}`,
    description:
      "Know a dog-friendly beach, park or trail in Florida? Submit it for review and we'll add it to the directory.",
    path: "/submit",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (!user) return { user: null, amenities: [], category: "" };
  const category = new URL(request.url).searchParams.get("category");
  const amenities = await listAmenities(await getDb());
  return {
    user: { email: user.email },
    amenities: amenities.map((a) => ({ name: a.name, displayName: a.displayName })),
    category: isCategory(category) ? category : "",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const values = submissionValues(form);
  const checked = checkSubmission(values, user.email);
  if (!checked.success) {
    return data<ActionResult>(
      { ok: false, problem: checked.problem, fieldErrors: checked.fieldErrors, values },
      { status: 400 },
    );
  }
  const limited = await checkLimits([
    [LIMITS.submitPerIp, clientIp(request)],
    [LIMITS.submitPerAccount, user.id],
  ]);
  if (limited) {
    return data<ActionResult>(
      { ok: false, problem: { title: "Submission Failed", message: limited.message }, fieldErrors: {}, values },
      { status: limited.status },
    );
  }

  const db = await getDb();
  const known = new Set((await listAmenities(db)).map((a) => a.name));
  const input = { ...checked.data, amenities: checked.data.amenities.filter((a) => known.has(a)) };
  let stored;
  try {
    stored = await createSubmission(db, user.id, input);
  } catch (error) {
    console.error("[submit] could not store a submission", error);
    return data<ActionResult>(
      { ok: false, problem: { title: "Submission Failed", message: FAILURE_TEXT }, fieldErrors: {}, values },
      { status: 500 },
    );
  }

  // Stored first: the notice goes out after the response, and a failed one never fails the submission.
  await notifyNewSubmission(db, { ...input, id: stored.id });
  return data<ActionResult>({ ok: true });
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
  const { user } = loaderData;
  if (!user) return <SignInRequired />;
  return <SubmitForm loaderData={loaderData} actionData={actionData as ActionResult | undefined} />;
}

function SignInRequired() {
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center">
      <LogIn className="text-brand-700 mx-auto size-10" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Sign In Required</h1>
      <p className="mt-3 text-slate-700">You need to sign in to submit a new location.</p>
      <Button asChild className="mt-6">
        <Link to="/auth?redirectTo=%2Fsubmit">Sign In to Continue</Link>
      </Button>
    </section>
  );
}

function SubmitForm({
  loaderData,
  actionData,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  actionData?: ActionResult;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = navigation.state === "submitting";
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const [checked, setChecked] = useState<{
    for?: ActionResult;
    fieldErrors: Partial<Record<SubmissionField, string>>;
    problem?: SubmissionProblem;
  } | null>(null);
  const current = checked && checked.for === actionData ? checked : refused;
  const errors = current?.fieldErrors ?? {};
  const values: SubmissionValues = refused?.values ?? { email: loaderData.user?.email, category: loaderData.category };
  const [fees, setFees] = useState(String(values.fees ?? ""));

  useEffect(() => {
    if (actionData?.ok) {
      toast.success(SUCCESS_TITLE, { description: SUCCESS_TEXT });
      navigate("/");
    } else if (actionData) {
      toast.error(actionData.problem.title, { description: actionData.problem.message });
      focusFirstInvalid(formRef.current, Object.keys(actionData.fieldErrors));
    }
  }, [actionData, navigate]);

  function validate(event: FormEvent<HTMLFormElement>) {
    const result = checkSubmission(submissionValues(new FormData(event.currentTarget)));
    if (result.success) {
      setChecked({ for: actionData, fieldErrors: {} });
      return;
    }
    event.preventDefault();
    setChecked({ for: actionData, fieldErrors: result.fieldErrors, problem: result.problem });
    toast.error(result.problem.title, { description: result.problem.message });
    focusFirstInvalid(event.currentTarget, Object.keys(result.fieldErrors));
  }

  // Without JavaScript the success shows here; with it, a toast shows while the page goes home.
  if (actionData?.ok && !hydrated) {
    return (
      <section className="mx-auto max-w-lg px-4 py-20 text-center" role="status">
        <CircleCheck className="mx-auto size-10 text-green-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{SUCCESS_TITLE}</h1>
        <p className="mt-3 text-slate-700">{SUCCESS_TEXT}</p>
        <Button asChild className="mt-6">
          <Link to="/">Back to the home page</Link>
        </Button>
      </section>
    );
  }

  const text = (name: SubmissionField) => String(values[name] ?? "");
  const chosenAmenities = new Set(values.amenities ?? []);
  const showFeeDetails = !hydrated || fees === "paid";

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Submit a Dog-Friendly Spot</h1>
      <p className="mt-2 text-slate-700">
        Fields marked with <span aria-hidden="true">*</span>
        <span className="sr-only">an asterisk</span> are required. We review every submission before it appears in the
        directory.
      </p>

      {current?.problem ? (
        <div
          role="alert"
          className="mt-6 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{current.problem.title}</p>
            <p className="text-sm">{current.problem.message}</p>
          </div>
        </div>
      ) : null}

      <Card className="mt-6">
        <CardContent className="pt-5">
          <Form method="post" noValidate onSubmit={validate} ref={formRef} className="grid gap-5 sm:grid-cols-2">
            <Field
              id="submitterName"
              label="Your Name *"
              errors={errors.submitterName ? [errors.submitterName] : undefined}
            >
              {(p) => (
                <Input {...p} name="submitterName" autoComplete="name" required defaultValue={text("submitterName")} />
              )}
            </Field>
            <Field id="email" label="Email *" errors={errors.email ? [errors.email] : undefined}>
              {(p) => (
                <Input {...p} name="email" type="email" autoComplete="email" required defaultValue={text("email")} />
              )}
            </Field>
            <Field id="name" label="Location Name *" errors={errors.name ? [errors.name] : undefined}>
              {(p) => <Input {...p} name="name" required defaultValue={text("name")} />}
            </Field>
            <Field id="category" label="Category *" errors={errors.category ? [errors.category] : undefined}>
              {(p) => (
                <NativeSelect {...p} name="category" required defaultValue={text("category")}>
                  <option value="">Select a category</option>
                  {CATEGORIES.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field
              id="leashPolicy"
              label="Leash Policy *"
              errors={errors.leashPolicy ? [errors.leashPolicy] : undefined}
            >
              {(p) => (
                <NativeSelect {...p} name="leashPolicy" required defaultValue={text("leashPolicy")}>
                  <option value="">Select a leash policy</option>
                  {LEASH_POLICY_CHOICES.map((l) => (
                    <option key={l.value} value={l.value}>
                      {l.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field id="city" label="City *" errors={errors.city ? [errors.city] : undefined}>
              {(p) => <Input {...p} name="city" autoComplete="address-level2" required defaultValue={text("city")} />}
            </Field>
            <Field id="county" label="County" errors={errors.county ? [errors.county] : undefined}>
              {(p) => <Input {...p} name="county" defaultValue={text("county")} />}
            </Field>
            <Field id="zip" label="Zip Code" errors={errors.zip ? [errors.zip] : undefined}>
              {(p) => (
                <Input {...p} name="zip" autoComplete="postal-code" inputMode="numeric" defaultValue={text("zip")} />
              )}
            </Field>
            <Field id="phone" label="Phone Number" errors={errors.phone ? [errors.phone] : undefined}>
              {(p) => <Input {...p} name="phone" type="tel" autoComplete="tel" defaultValue={text("phone")} />}
            </Field>
            <Field id="address" label="Address" errors={errors.address ? [errors.address] : undefined}>
              {(p) => <Input {...p} name="address" autoComplete="street-address" defaultValue={text("address")} />}
            </Field>
            <div className="sm:col-span-2">
              <Field
                id="description"
                label="Description *"
                errors={errors.description ? [errors.description] : undefined}
              >
                {(p) => <Textarea {...p} name="description" required rows={4} defaultValue={text("description")} />}
              </Field>
            </div>

            <fieldset className="sm:col-span-2">
              <legend className="text-sm font-medium text-slate-800">Amenities</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {loaderData.amenities.map((a) => (
                  <label key={a.name} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      name="amenities"
                      value={a.name}
                      defaultChecked={chosenAmenities.has(a.name)}
                      className="accent-brand-700 size-4"
                    />
                    {a.displayName}
                  </label>
                ))}
              </div>
            </fieldset>

            <Field id="fees" label="Entry Fees" errors={errors.fees ? [errors.fees] : undefined}>
              {(p) => (
                <NativeSelect {...p} name="fees" value={fees} onChange={(e) => setFees(e.target.value)}>
                  <option value="">Not sure</option>
                  {FEES.map((f) => (
                    <option key={f.value} value={f.value}>
                      {f.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field id="hours" label="Hours of Operation" errors={errors.hours ? [errors.hours] : undefined}>
              {(p) => <Input {...p} name="hours" placeholder="e.g. Sunrise to sunset" defaultValue={text("hours")} />}
            </Field>
            {showFeeDetails ? (
              <div className="sm:col-span-2">
                <Field
                  id="feeDetails"
                  label="Fee Details"
                  hint={hydrated ? undefined : "Only needed when the entry fees are paid."}
                  errors={errors.feeDetails ? [errors.feeDetails] : undefined}
                >
                  {(p) => (
                    <Input
                      {...p}
                      name="feeDetails"
                      placeholder="e.g. $5 per vehicle"
                      defaultValue={text("feeDetails")}
                    />
                  )}
                </Field>
              </div>
            ) : null}
            <div className="sm:col-span-2">
              <Field
                id="parkingDetails"
                label="Parking Information"
                errors={errors.parkingDetails ? [errors.parkingDetails] : undefined}
              >
                {(p) => <Textarea {...p} name="parkingDetails" rows={2} defaultValue={text("parkingDetails")} />}
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Field id="rules" label="Rules & Restrictions" errors={errors.rules ? [errors.rules] : undefined}>
                {(p) => <Textarea {...p} name="rules" rows={3} defaultValue={text("rules")} />}
              </Field>
            </div>
            <Field id="imageUrl" label="Image URL" errors={errors.imageUrl ? [errors.imageUrl] : undefined}>
              {(p) => (
                <Input {...p} name="imageUrl" type="url" placeholder="https://" defaultValue={text("imageUrl")} />
              )}
            </Field>
            <Field id="mapUrl" label="Google Maps Link" errors={errors.mapUrl ? [errors.mapUrl] : undefined}>
              {(p) => (
                <Input
                  {...p}
                  name="mapUrl"
                  type="url"
                  placeholder="https://maps.google.com/..."
                  defaultValue={text("mapUrl")}
                />
              )}
            </Field>
            <div className="sm:col-span-2">
              <Field id="notes" label="Additional Notes" errors={errors.notes ? [errors.notes] : undefined}>
                {(p) => <Textarea {...p} name="notes" rows={3} defaultValue={text("notes")} />}
              </Field>
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" size="lg" className="w-full" disabled={submitting}>
                {submitting ? "Submitting..." : "Submit Location for Review"}
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
