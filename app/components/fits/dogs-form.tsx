// The "My dogs" form: one fieldset per dog, every control labelled, each field's errors beside it.
// It is a real form: without JavaScript it posts to the page's action; once scripts run, a visitor
// who is not signed in keeps the dogs in this browser instead (app/lib/fits/dogs-form.ts).
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import * as React from "react";
import type { z } from "zod";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { ErrorList, FormErrors, InputField, SelectField, TextareaField } from "~/components/forms";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { DOG_SIZE_BAND_VALUES, DOG_SEX_VALUES, DogsFormSchema, type Dog } from "~/lib/fits/dogs";
import { formValues, withPermitLists, type DogFormValues } from "~/lib/fits/dogs-form";
import { keepDogsHere } from "./use-stored-dogs";
import { useHydrated } from "~/lib/use-hydrated";

type Props = {
  dogs: Dog[];
  signedIn: boolean;
  lastResult?: SubmissionResult<string[]>;
};

/** The facts about a dog that are answered yes, no or not given, in the form's order. */
const YES_NO_FIELDS = ["spayedNeutered", "inHeat", "rabiesTag", "licence"] as const;

export function DogsForm({ dogs, signedIn, lastResult }: Props) {
  const { t } = useTranslation("fits");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [savedHere, setSavedHere] = React.useState(false);
  const initial: DogFormValues[] = dogs.length ? dogs.map(formValues) : [{ name: "", ageUnit: "months" }];
  const [form, fields] = useForm<{ dogs: DogFormValues[] }, z.output<typeof DogsFormSchema>>({
    id: "my-dogs",
    constraint: getZodConstraint(DogsFormSchema),
    defaultValue: { dogs: initial },
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(withPermitLists(formData), { schema: DogsFormSchema }),
    onSubmit(event, { submission }) {
      if (signedIn) return;
      // Not signed in, with scripts running: the dogs stay in this browser.
      event.preventDefault();
      if (submission?.status === "success") setSavedHere(keepDogsHere(submission.value.dogs));
    },
  });
  const list = fields.dogs.getFieldList();
  const yesNo = [
    { value: "yes", label: t("page.yes") },
    { value: "no", label: t("page.no") },
  ];

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {hydrated && !signedIn ? <p className="text-sm text-slate-700">{t("page.keptHere")}</p> : null}
      {savedHere ? (
        <Alert tone="success" title={t("page.savedHere")}>
          {null}
        </Alert>
      ) : null}
      <FormErrors form={form} />
      <ErrorList id={fields.dogs.errorId} errors={fields.dogs.errors} />
      {list.map((dog, index) => {
        const field = dog.getFieldset();
        const permitErrors = Object.entries(form.allErrors)
          .filter(([name]) => name.startsWith(`${dog.name}.permits`))
          .flatMap(([, messages]) => messages);
        return (
          <fieldset key={dog.key ?? `dog-${index}`} className="space-y-4 rounded-md border border-slate-300 p-4">
            <legend className="px-1 font-semibold">{t("page.dogHeading", { number: index + 1 })}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField meta={field.name} label={t("page.name")} />
              <InputField meta={field.weightLb} label={t("page.weight")} type="number" inputMode="decimal" />
              <SelectField
                meta={field.size}
                label={t("page.size")}
                placeholder={t("page.notGiven")}
                options={DOG_SIZE_BAND_VALUES.map((value) => ({ value, label: t(`page.size_${value}`) }))}
              />
              <div className="grid grid-cols-2 gap-2">
                <InputField meta={field.age} label={t("page.age")} type="number" inputMode="decimal" />
                <SelectField
                  meta={field.ageUnit}
                  label={t("page.ageUnit")}
                  options={[
                    { value: "months", label: t("page.months") },
                    { value: "years", label: t("page.years") },
                  ]}
                />
              </div>
              <SelectField
                meta={field.sex}
                label={t("page.sex")}
                placeholder={t("page.notGiven")}
                options={DOG_SEX_VALUES.map((value) => ({ value, label: t(`page.${value}`) }))}
              />
              {YES_NO_FIELDS.map((name) => (
                <SelectField
                  key={name}
                  meta={field[name]}
                  label={t(`page.${name}`)}
                  placeholder={t("page.notGiven")}
                  options={yesNo}
                />
              ))}
              <InputField meta={field.licenceCounty} label={t("page.licenceCounty")} />
            </div>
            <TextareaField meta={field.permitsText} label={t("page.permits")} rows={2} />
            <ErrorList errors={permitErrors} />
            {list.length > 1 ? (
              <Button variant="outline" {...form.remove.getButtonProps({ name: fields.dogs.name, index })}>
                {t("page.removeDog", { number: index + 1 })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          {...form.insert.getButtonProps({ name: fields.dogs.name, defaultValue: { name: "", ageUnit: "months" } })}
        >
          {t("page.addDog")}
        </Button>
        <Button type="submit" name="intent" value="save" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? t("page.saving") : t("page.save")}
        </Button>
      </div>
    </Form>
  );
}
