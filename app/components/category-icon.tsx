import { Footprints, Leaf, ShoppingBasket, Trees, Waves, type LucideProps } from "lucide-react";
import { categoryPrefix } from "~/lib/vocabulary";

const ICONS = {
  beaches: Waves,
  parks: Trees,
  "farmers-markets": ShoppingBasket,
  "hiking-areas": Footprints,
  "nature-preserves": Leaf,
} as const;

/** The icon that stands for a category; decorative unless given a label. */
export function CategoryIcon({ category, ...props }: { category: string | null } & LucideProps) {
  const Icon = ICONS[categoryPrefix(category)];
  return <Icon aria-hidden={props["aria-label"] ? undefined : true} {...props} />;
}
