import { Footprints, Leaf, ShoppingBasket, Trees, Waves, type LucideProps } from "lucide-react";
import { Icon } from "~/components/icon";
import { categoryPrefix } from "~/lib/vocabulary";

export const CATEGORY_ICONS = {
  beaches: Waves,
  parks: Trees,
  "farmers-markets": ShoppingBasket,
  "hiking-areas": Footprints,
  "nature-preserves": Leaf,
} as const;

/** The icon that stands for a category; decorative unless given a label. */
export function CategoryIcon({ category, ...props }: { category: string | null } & LucideProps) {
  return <Icon icon={CATEGORY_ICONS[categoryPrefix(category)]} {...props} />;
}
