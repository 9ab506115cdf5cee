// The shape every vocabulary list shares: items with a `value` (the code the database, the address
// and the forms carry) and a `label` (the English words for it), declared `as const` so that each
// code is a type of its own.

/** A list of coded items, in their order. */
type CodedList = readonly { value: string }[];

/** The codes of a list, as a type: `ValueOf<typeof FEES>` is "free" | "paid". */
export type ValueOf<List extends CodedList> = List[number]["value"];

/** The codes of a list, in its order, as the non-empty tuple zod's enums and the database's checks take. */
export function valuesOf<List extends CodedList>(list: List) {
  return list.map((item) => item.value) as [ValueOf<List>, ...ValueOf<List>[]];
}

/** The label of a code of `list` (the code itself when the list does not know it; null without one). */
export function labelOf(list: readonly { value: string; label: string }[], value: string | null | undefined) {
  if (!value) return null;
  return list.find((item) => item.value === value)?.label ?? value;
}

/** `labelOf` for one list: `regionLabel("keys")` is "Florida Keys". */
export function labeller(list: readonly { value: string; label: string }[]) {
  return (value: string | null | undefined) => labelOf(list, value);
}
