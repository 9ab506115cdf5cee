// The lists' refusals written elsewhere in English (the list queries, the list schemas), as keys of
// the "lists" texts, so that a page shows them in its own language.
import { LIST_WORDS } from "./vocabulary";

const KEYS = [
  "favoritesFixed",
  "tooManyLists",
  "listFull",
  "noSuchPlace",
  "noSuchList",
  "nameRequired",
  "nameTooLong",
  "noteTooLong",
  "noteMarkup",
  "chooseWho",
  "listNotFound",
] as const;

export type ListMessageKey = (typeof KEYS)[number];

const BY_TEXT = new Map<string, ListMessageKey>(KEYS.map((key) => [LIST_WORDS[key], key]));

/** The key of one of those English refusals, or null for any other text. */
export function listMessageKey(message: string): ListMessageKey | null {
  return BY_TEXT.get(message) ?? null;
}

/** `message` in the page's language when it is one of those refusals (`t` of the "lists" texts), else as it is. */
export function translateListMessage(message: string, t: (key: ListMessageKey) => string): string {
  const key = listMessageKey(message);
  return key ? t(key) : message;
}
