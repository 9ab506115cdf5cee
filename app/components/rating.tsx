// A place's rating from its owners' published reviews, as a star, one decimal and the number of
// reviews ("4.6 (12)"); nothing when it has none (unknown shows as unknown).
import { Star } from "lucide-react";
import { Icon } from "~/components/icon";
import { cn } from "~/lib/utils";
import { REVIEW_WORDS } from "~/lib/vocabulary";

export function Rating({
  average,
  count,
  className,
}: {
  average: number | null | undefined;
  count: number;
  className?: string;
}) {
  if (!average || count <= 0) return null;
  return (
    <span className={cn("flex items-center gap-1", className)}>
      <Icon icon={Star} className="size-4 fill-amber-400 text-amber-500" />
      <span className="sr-only">{REVIEW_WORDS.ratedFrom}</span>
      {REVIEW_WORDS.shortCount(average, count)}
    </span>
  );
}
