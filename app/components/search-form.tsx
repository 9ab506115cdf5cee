// A GET search form that works before JavaScript loads and, after, navigates to a tidy address.
import { Search } from "lucide-react";
import { useId } from "react";
import { useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cleanSearchParams, FILTER_PARAMS, formParams, listHref } from "~/lib/filters";
import { cn } from "~/lib/utils";

type SearchFormProps = {
  action: string;
  defaultValue?: string;
  placeholder: string;
  label?: string;
  /** Current choices carried along as hidden fields (search and page are replaced). */
  keep?: URLSearchParams;
  /** Extra fields, e.g. the home page's region select. */
  children?: React.ReactNode;
  className?: string;
  size?: "default" | "lg";
};

export function SearchForm({
  action,
  defaultValue = "",
  placeholder,
  label = "Search by name or city",
  keep,
  children,
  className,
  size = "default",
}: SearchFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const hidden = [...(keep ?? new URLSearchParams())].filter(
    ([key]) => key !== FILTER_PARAMS.search && key !== FILTER_PARAMS.page,
  );

  return (
    <form
      method="get"
      action={action}
      role="search"
      className={cn("flex flex-col gap-3 sm:flex-row sm:items-end", className)}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(listHref(action, cleanSearchParams(formParams(event.currentTarget))));
      }}
    >
      <div className="flex-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            // A new address (back/forward, a chip) shows its own search text.
            key={defaultValue}
            id={id}
            type="search"
            name={FILTER_PARAMS.search}
            defaultValue={defaultValue}
            placeholder={placeholder}
            maxLength={100}
            className={cn("pl-10", size === "lg" && "h-12 text-base")}
          />
        </div>
      </div>
      {children}
      {hidden.map(([key, value], i) => (
        <input key={`${key}-${value}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <Button type="submit" size={size === "lg" ? "lg" : "default"} className={cn(size === "lg" && "h-12")}>
        <Search aria-hidden="true" /> Search
      </Button>
    </form>
  );
}
