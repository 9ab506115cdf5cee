// One place of a list: move it up or down, write its note, move it to another list, remove it.
import { ArrowDown, ArrowUp, MapPin, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
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
          <Label htmlFor={`note-${place.id}`}>
            {t("note")} <span className="sr-only">({place.name})</span>
          </Label>
          <Input
            id={`note-${place.id}`}
            name="note"
            defaultValue={place.note ?? ""}
            key={place.note ?? ""}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `note-${place.id}-error` : undefined}
          />
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
              <Label htmlFor={`move-${place.id}`}>
                {t("moveTo")} <span className="sr-only">({place.name})</span>
              </Label>
              <select
                id={`move-${place.id}`}
                name="to"
                className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
                aria-invalid={moveError ? true : undefined}
                aria-describedby={moveError ? `move-${place.id}-error` : undefined}
              >
                {otherLists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
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
