import { Info } from "lucide-react";

/** Says which parts of the address the list could not apply, so a broader list never passes for the one asked for. */
export function UnappliedFilters({ unapplied }: { unapplied: string[] }) {
  if (unapplied.length === 0) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {unapplied.length === 1 ? "This filter from the link is" : "These filters from the link are"} not available here
        and {unapplied.length === 1 ? "was" : "were"} not applied, so the list may include more places:{" "}
        {unapplied.map((item, i) => (
          <span key={item}>
            {i > 0 ? ", " : null}
            <code className="font-semibold">{item}</code>
          </span>
        ))}
        .
      </span>
    </p>
  );
}
