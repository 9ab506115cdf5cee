// The status filter above an admin list (submissions, reports): a select that reloads the list as
// soon as it changes, and an Apply button where JavaScript does not run.
import { Form, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { StatusFilter as Filter } from "~/lib/status-filters";
import { cn } from "~/lib/utils";

export function StatusFilter<T extends string>({
  id,
  filter,
  value,
  className,
}: {
  id: string;
  filter: Pick<Filter<T>, "options" | "labels">;
  value: T;
  className?: string;
}) {
  const submit = useSubmit();
  return (
    <Form method="get" className={cn("flex flex-wrap items-end gap-3", className)}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id}>Filter by status</Label>
        <NativeSelect
          id={id}
          name="status"
          defaultValue={value}
          key={value}
          className="w-56"
          onChange={(event) => submit(event.currentTarget.form)}
        >
          {filter.options.map((option) => (
            <option key={option} value={option}>
              {filter.labels[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <noscript>
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </noscript>
    </Form>
  );
}
