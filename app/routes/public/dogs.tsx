// "My dogs" (decision 0050): a visitor describes their dogs once, and each place's page says
// whether it fits them. Signed in, the dogs are kept with the account (checked here, on the
// server); not signed in, the page keeps them in this browser once scripts run, and without scripts
// it invites to sign in, with what was typed still in the form.
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/dogs";
import { DogsForm } from "~/components/fits/dogs-form";
import { useStoredDogs } from "~/components/fits/use-stored-dogs";
import { GeneralErrorBoundary } from "~/components/route-error-boundary";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { DogsFormSchema } from "~/lib/fits/dogs";
import { withPermitLists } from "~/lib/fits/dogs-form";
import { replyTo, type ActionReply } from "~/lib/forms";
import { localeOfPath, useLocalePath } from "~/lib/i18n";
import { ownPageMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import { getUser } from "~/server/domain/auth.server";
import { findDogs, saveOwnDogs } from "~/server/domain/dogs.server";
import { requestDb } from "~/server/domain/request-context.server";
import { translatorFor } from "~/server/reference/i18n.server";

export const meta: Route.MetaFunction = ownPageMeta("/dogs", "My dogs");

function textsOf(request: Request) {
  return translatorFor(localeOfPath(new URL(request.url).pathname), "fits");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const t = textsOf(request);
  const user = await getUser(request, context);
  return {
    signedIn: Boolean(user),
    dogs: user ? await findDogs(requestDb(context), user.id) : [],
    title: t("page.title"),
    description: t("page.description"),
  };
}

function jsonOf(value: FormDataEntryValue | null): unknown {
  try {
    return JSON.parse(String(value ?? ""));
  } catch {
    return null;
  }
}

type DogsReply = ActionReply & { signIn?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  const t = textsOf(request);
  const formData = await request.formData();
  const user = await getUser(request, context);
  const db = requestDb(context);

  if (formData.get("intent") === "import") {
    if (!user) return data<DogsReply>({ signIn: true });
    const saved = await saveOwnDogs(db, user.id, jsonOf(formData.get("stored")));
    if (!saved.ok) return data<DogsReply>({ notice: { ok: false, message: t("page.refused") } }, { status: 400 });
    return data<DogsReply>({ notice: { ok: true, message: t("page.imported") } });
  }

  const submission = parseWithZod(withPermitLists(formData), { schema: DogsFormSchema });
  if (submission.status === "error") return replyTo(submission, { notice: { ok: false, message: t("page.refused") } });
  if (submission.status !== "success") return replyTo(submission);
  if (!user) return data<DogsReply>({ result: submission.reply(), signIn: true });
  const saved = await saveOwnDogs(db, user.id, submission.value.dogs);
  if (!saved.ok) return replyTo(submission, { fieldErrors: saved.errors, status: 400 });
  return replyTo(submission, { notice: { ok: true, message: t("page.saved") } });
}

/** Offers to keep with the account the dogs this browser has, when the account has none yet. */
function SaveStoredDogs() {
  const { t } = useTranslation("fits");
  const stored = useStoredDogs();
  if (!stored?.length) return null;
  return (
    <section aria-labelledby="stored-dogs" className="rounded-md border border-slate-300 p-4">
      <h2 id="stored-dogs" className="font-semibold">
        {t("page.importHeading")}
      </h2>
      <p className="mt-1 text-slate-700">{t("page.importText", { count: stored.length })}</p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="stored" value={JSON.stringify(stored)} />
        <Button type="submit" name="intent" value="import">
          {t("page.importButton")}
        </Button>
      </Form>
    </section>
  );
}

export default function DogsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("fits");
  const lp = useLocalePath();
  const hydrated = useHydrated();
  const reply = actionData as DogsReply | undefined;
  const { signedIn } = loaderData;
  // Not signed in: once scripts run, the form starts from the dogs this browser keeps.
  const stored = useStoredDogs();
  const dogs = signedIn ? loaderData.dogs : (stored ?? []);
  const notice = reply?.notice;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold sm:text-4xl">{t("page.title")}</h1>
      <p className="text-lg text-slate-700">{t("page.intro")}</p>
      {notice ? <Alert tone={notice.ok ? "success" : "error"} title={notice.message} /> : null}
      {reply?.signIn ? (
        <Alert tone="info" title={t("page.signInHeading")}>
          <p>{t("page.signInText")}</p>
          <Link className="font-medium underline" to={`${lp("/auth")}?redirectTo=${encodeURIComponent(lp("/dogs"))}`}>
            {t("page.signIn")}
          </Link>
        </Alert>
      ) : null}
      {signedIn && hydrated && loaderData.dogs.length === 0 ? <SaveStoredDogs /> : null}
      <DogsForm
        key={!signedIn && stored ? "stored" : "page"}
        dogs={dogs}
        signedIn={signedIn}
        lastResult={reply?.result}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <GeneralErrorBoundary error={error} />;
}
