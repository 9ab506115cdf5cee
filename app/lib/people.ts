// How the site names a person to others (decision 0032): by the display name they chose, never by
// anything of their e-mail address; until they choose one, by a neutral name, the year they joined.
import type { TFunction } from "i18next";

/** A person as a page may name them: the display name they chose (null: none yet) and the year they joined. */
export type PublicPerson = { name: string | null; since: number };

/** What a page calls `person`: the name they chose, or "Member since 2026" in the page's language. */
export function publicName(person: PublicPerson, t: TFunction<"common">): string {
  return person.name ?? t("person.memberSince", { year: person.since });
}
