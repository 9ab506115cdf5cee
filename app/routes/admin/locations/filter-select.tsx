// A filter of the Locations tab's search form: a labelled select, kept at the address's value, whose
// first choice is "All" unless the filter always holds a value (the order).
import { LabelledSelect } from "~/components/labelled-select";
import type { Choice } from "~/lib/vocabulary";

const ALL = { value: "all", label: "All" };

export function FilterSelect({
  value,
  all = true,
  ...props
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  options: readonly Choice[];
  all?: boolean;
}) {
  return <LabelledSelect {...props} defaultValue={value} key={value} first={all ? ALL : undefined} />;
}
