import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "~/lib/utils";

export const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium",
  {
    variants: {
      tone: {
        neutral: "border-slate-200 bg-slate-100 text-slate-800",
        brand: "border-brand-200 bg-brand-50 text-brand-800",
        green: "border-green-200 bg-green-100 text-green-900",
        yellow: "border-yellow-200 bg-yellow-100 text-yellow-900",
        red: "border-red-200 bg-red-100 text-red-900",
        blue: "border-sky-200 bg-sky-100 text-sky-900",
        outline: "border-slate-300 bg-white text-slate-800",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export type BadgeProps = React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}

/** One badge per item, as a list (a place's amenities). */
export function BadgeList({
  items,
  tone,
  className,
}: {
  items: string[];
  tone: BadgeProps["tone"];
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap", className)}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone={tone}>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
