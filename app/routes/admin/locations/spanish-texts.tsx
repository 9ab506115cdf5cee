// A place's Spanish texts in the Locations tab: the drafts stored for it and the dialog that edits them.
import { useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { Languages } from "lucide-react";
import { useNoticeToast } from "~/components/notice";
import { LocationDialog } from "~/components/location-dialog";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { ActionReply } from "~/lib/forms";
import type { AdminLocation } from "~/server/queries/location-columns.server";
import type { TranslationDraft } from "~/server/domain/place-texts.server";

export type SpanishDrafts = { description: TranslationDraft | null; rules: TranslationDraft | null };
export const EMPTY_SPANISH: SpanishDrafts = { description: null, rules: null };

const TRANSLATE_FETCHER = "translate-location";

/**
 * The Spanish description and rules of a place (issue 27), beside the English they translate, with
 * "checked by a person": a machine-written text waits unchecked. Saved with the place's history.
 */
export function SpanishTexts({ location, spanish }: { location: AdminLocation; spanish: SpanishDrafts }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ActionReply>({ key: `${TRANSLATE_FETCHER}-${location.id}` });
  useNoticeToast(fetcher, () => setOpen(false));
  const errors = fetcher.data?.result?.error ?? {};
  const checked = [spanish.description, spanish.rules].some((draft) => draft?.humanChecked);
  const outdated = [spanish.description, spanish.rules].some((draft) => draft?.outdated);
  const id = (name: string) => `spanish-${name}-${location.id}`;
  const field = (name: "description" | "rules") => ({
    name,
    id: id(name),
    errorId: id(`${name}-error`),
    text: spanish[name]?.text ?? "",
    errors: errors[name],
  });
  return (
    <LocationDialog
      open={open}
      onOpenChange={setOpen}
      title="Spanish Texts"
      description={location.name}
      trigger={
        <Button variant="outline" size="sm" aria-label={`Spanish texts of ${location.name}`}>
          <Languages aria-hidden="true" />
          Spanish
        </Button>
      }
    >
      {(requestClose) => (
        <fetcher.Form method="post" className="grid gap-4" noValidate>
          <input type="hidden" name="intent" value="translate" />
          <input type="hidden" name="id" value={location.id} />
          <input type="hidden" name="locale" value="es" />
          {outdated ? (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status">
              The English has changed since this was translated: Spanish pages show the English until the Spanish is
              saved again.
            </p>
          ) : null}
          <SpanishField {...field("description")} label="Description (Spanish)">
            {location.description ? (
              <p className="text-xs text-slate-600" lang="en">
                English: {location.description}
              </p>
            ) : null}
          </SpanishField>
          <SpanishField {...field("rules")} label="Rules & Guidelines (Spanish, one per line)">
            {location.rules.length ? (
              <p className="text-xs whitespace-pre-line text-slate-600" lang="en">
                English: {location.rules.join("\n")}
              </p>
            ) : null}
          </SpanishField>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="humanChecked" defaultChecked={checked} className="size-4" />
            Checked by a person
          </label>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={requestClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              Save Spanish Texts
            </Button>
          </div>
        </fetcher.Form>
      )}
    </LocationDialog>
  );
}

/** One Spanish text, the English it translates under it (`children`), then what is wrong with it. */
function SpanishField({
  id,
  errorId,
  name,
  label,
  text,
  errors,
  children,
}: {
  id: string;
  errorId: string;
  name: "description" | "rules";
  label: ReactNode;
  text: string;
  errors?: string[] | null;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name={name}
        lang="es"
        rows={5}
        defaultValue={text}
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? errorId : undefined}
      />
      {children}
      {errors ? (
        <p id={errorId} className="text-sm text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
