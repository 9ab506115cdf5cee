// One place of a list: move it up or down, write its note, move it to another list, remove it.
import { ArrowDown, ArrowUp, MapPin, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { Choices } from "~/components/labelled-select";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useLocalePath } from "~/lib/i18n";
import { placePath } from "~/lib/vocabulary";
import { FieldError } from "./field-error";

type Row = Route.ComponentProps["loaderData"]["places"][number];

/** A place of the list, with its forms. */
export function ListRow({
  listId,
  place,
  first,
  last,
  otherLists,
  errors,
}: {
  listId: string;
  place: Row;
  first: boolean;
  last: boolean;
  otherLists: { id: string; name: string }[];
  errors: Record<string, string>;
}) {
  const { t } = useTranslation("lists");
  const lp = useLocalePath();
  const noteError = errors[`note-${place.id}`];
  const moveError = errors[`move-${place.id}`];
  // A field of the row's forms: its label names the place for screen readers, its error is read with it.
  const label = (field: "note" | "move", text: string) => (
    <Label htmlFor={`${field}-${place.id}`}>
      {text} <span className="sr-only">({place.name})</span>
    </Label>
  );
  const control = (field: "note" | "move", error: string | undefined) => ({
    id: `${field}-${place.id}`,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${field}-${place.id}-error` : undefined,
  });
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="place" value={place.id} />
      <input type="hidden" name="placeName" value={place.name} />
    </>
  );
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-list-id={listId}>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-semibold">
            <Link to={lp(placePath(place))} className="text-brand-800 hover:underline">
              {place.name}
            </Link>
          </h2>
          <p className="flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="size-4" aria-hidden="true" />
            {[place.city, place.county ? t("county", { county: place.county }) : null].filter(Boolean).join(", ") ||
              "Florida"}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          {(["up", "down"] as const).map((direction) => (
            <Form key={direction} method="post" preventScrollReset>
              {hidden(direction)}
              <Button
                id={`${direction}-${place.id}`}
                type="submit"
                variant="outline"
                size="sm"
                aria-label={t(direction === "up" ? "moveUp" : "moveDown", { name: place.name })}
                aria-disabled={(direction === "up" ? first : last) || undefined}
              >
                {direction === "up" ? <ArrowUp aria-hidden="true" /> : <ArrowDown aria-hidden="true" />}{" "}
                <span className="sr-only sm:not-sr-only">{t(direction)}</span>
              </Button>
            </Form>
          ))}
        </div>
      </div>

      <Form method="post" preventScrollReset className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
        {hidden("note")}
        <div className="flex flex-1 flex-col gap-1.5">
          {label("note", t("note"))}
          <Input {...control("note", noteError)} name="note" defaultValue={place.note ?? ""} key={place.note ?? ""} />
          <FieldError id={`note-${place.id}-error`} message={noteError} />
        </div>
        <Button type="submit" variant="secondary" size="sm">
          {t("saveNote")}
        </Button>
      </Form>

      <div className="mt-3 flex flex-wrap items-end gap-3">
        {otherLists.length ? (
          <Form method="post" preventScrollReset className="flex items-end gap-2">
            {hidden("move")}
            <div className="flex flex-col gap-1.5">
              {label("move", t("moveTo"))}
              <select
                {...control("move", moveError)}
                name="to"
                className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
              >
                <Choices options={otherLists.map((l) => ({ value: l.id, label: l.name }))} />
              </select>
            </div>
            <Button type="submit" variant="outline" size="sm" aria-label={t("moveToList", { name: place.name })}>
              {t("move")}
            </Button>
          </Form>
        ) : null}
        <Form method="post" preventScrollReset className="ml-auto">
          {hidden("remove")}
          <Button type="submit" variant="ghost" size="sm" aria-label={t("removeFromList", { name: place.name })}>
            <Trash2 aria-hidden="true" /> {t("remove")}
          </Button>
        </Form>
      </div>
      <FieldError id={`move-${place.id}-error`} message={moveError} />
    </li>
  );
}
