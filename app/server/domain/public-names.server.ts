// The name a person is shown by to others (decision 0032): what the forms that publish something of
// theirs (a review and its photos, a shared list) say it will be, and the display name those forms
// ask for while the person has none. The account page changes it too (account.server.ts).
import type { Locale } from "~/lib/i18n";
import { publicName } from "~/lib/people";
import { displayName } from "~/lib/schemas-account";
import type { Db } from "../infra/db.server";
import { setDisplayName } from "../queries/account.server";
import { findPublicPerson } from "../queries/users.server";
import { translatorFor } from "../reference/i18n.server";

/** How others see a person: the display name they chose (null: none yet) and the neutral name, in a language. */
export type ShownAs = { displayName: string | null; neutral: string };

export async function shownAs(db: Db, userId: string, locale: Locale): Promise<ShownAs> {
  const person = await findPublicPerson(db, userId);
  const since = person?.since ?? new Date().getFullYear();
  return {
    displayName: person?.name ?? null,
    neutral: publicName({ name: null, since }, translatorFor(locale, "common")),
  };
}

/**
 * The display name a review's or a list's form sent (its `displayName` field), checked by the rules
 * of every display name: null when left empty (the person keeps the name they have, or none), or the
 * rule's message.
 */
export function sentDisplayName(form: FormData): { ok: true; name: string | null } | { ok: false; message: string } {
  const value = form.get("displayName");
  const parsed = displayName.safeParse(typeof value === "string" ? value : undefined);
  return parsed.success ? { ok: true, name: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}

/** Keeps the display name a form sent with what it published; nothing when it sent none. */
export async function keepSentDisplayName(db: Db, userId: string, name: string | null) {
  if (name) await setDisplayName(db, userId, name);
}
