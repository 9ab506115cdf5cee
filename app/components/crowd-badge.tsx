import { Users } from "lucide-react";
import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";
import { CROWD_LEVELS } from "~/lib/vocabulary";

/** Crowd level in words and colour (quiet green, moderate yellow, busy red). */
export function CrowdBadge({ level, suffix = "" }: { level: string | null; suffix?: string }) {
  const crowd = CROWD_LEVELS.find((c) => c.value === level);
  if (!crowd) return null;
  return (
    <Badge tone={crowd.tone}>
      <Icon icon={Users} className="size-3" />
      {crowd.label}
      {suffix}
    </Badge>
  );
}
