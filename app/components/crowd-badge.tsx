import { Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { CROWD_LEVELS } from "~/lib/vocabulary";

/** Crowd level in words and colour (quiet green, moderate yellow, busy red). */
export function CrowdBadge({ level, suffix = "" }: { level: string | null; suffix?: string }) {
  const crowd = CROWD_LEVELS.find((c) => c.value === level);
  if (!crowd) return null;
  return (
    <Badge tone={crowd.tone}>
      <Users className="size-3" aria-hidden="true" />
      {crowd.label}
      {suffix}
    </Badge>
  );
}
