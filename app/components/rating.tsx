// A place's rating as a star and one decimal; nothing when the place has none (unknown shows as unknown).
import { Star } from "lucide-react";
import { Icon } from "~/components/icon";
import { cn } from "~/lib/utils";

export function Rating({ value, className }: { value: number | null | undefined; className?: string }) {
  if (!value || value <= 0) return null;
  return (
    <span className={cn("flex items-center gap-1", className)}>
      <Icon icon={Star} className="size-4 fill-amber-400 text-amber-500" />
      <span className="sr-only">Rated </span>
      {value.toFixed(1)}
    </span>
  );
}
