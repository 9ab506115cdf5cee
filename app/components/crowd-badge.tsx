import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/components/icon";
import { Badge } from "~/components/ui/badge";
import { CROWD_LEVELS } from "~/lib/vocabulary";

/**
 * Crowd level in words and colour (quiet green, moderate yellow, busy red): "Quiet", or with
 * `crowd` "Quiet crowd" ("Poca gente" in Spanish).
 */
export function CrowdBadge({ level, crowd: withCrowd = false }: { level: string | null; crowd?: boolean }) {
  const { t } = useTranslation("facts");
  const crowd = CROWD_LEVELS.find((c) => c.value === level);
  if (!crowd) return null;
  return (
    <Badge tone={crowd.tone}>
      <Icon icon={Users} className="size-3" />
      {t(withCrowd ? `crowdBadge.${crowd.value}` : `crowd.${crowd.value}`)}
    </Badge>
  );
}
