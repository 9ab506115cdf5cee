import * as LabelPrimitive from "@radix-ui/react-label";
import * as React from "react";
import { cn } from "~/lib/utils";

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn("text-sm font-medium text-slate-800", className)} {...props} />;
}
