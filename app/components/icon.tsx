// Icons from a sprite. A list of cards repeats a dozen icons a couple of hundred times; inside an
// <IconSprite>, each icon's shapes are written once (<symbol>) and every use refers to them
// (<use>), which keeps a list page's HTML and its server render about half as heavy. Outside a
// sprite, or for an icon the sprite does not hold, <Icon> draws the icon itself.
import type { LucideIcon, LucideProps } from "lucide-react";
import { createContext, useContext, useId, useMemo } from "react";

type Sprite = { ids: Map<LucideIcon, string>; symbol: (name: string) => string };

const SpriteContext = createContext<Sprite | null>(null);

/** The way to a symbol of the sprite around this component, e.g. the Florida outline; null outside one. */
export function useSpriteSymbol(name: string): string | null {
  return useContext(SpriteContext)?.symbol(name) ?? null;
}

export function IconSprite({
  icons,
  symbols = {},
  children,
}: {
  icons: readonly LucideIcon[];
  /** Other shapes written once: a name, the symbol's view box, and its content. */
  symbols?: Record<string, { viewBox: string; content: React.ReactNode }>;
  children: React.ReactNode;
}) {
  const prefix = `sprite${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const sprite = useMemo<Sprite>(
    () => ({
      ids: new Map(icons.map((icon, i) => [icon, `${prefix}-i${i}`])),
      symbol: (name) => `#${prefix}-${name}`,
    }),
    [icons, prefix],
  );
  return (
    <SpriteContext.Provider value={sprite}>
      <svg aria-hidden="true" width="0" height="0" className="absolute size-0 overflow-hidden">
        {icons.map((Shape, i) => (
          <symbol key={i} id={`${prefix}-i${i}`} viewBox="0 0 24 24">
            {/* Colours and widths come from each <use>, so one symbol serves outlined and filled uses. */}
            <Shape fill="inherit" stroke="inherit" strokeWidth="inherit" aria-hidden={undefined} />
          </symbol>
        ))}
        {Object.entries(symbols).map(([name, symbol]) => (
          <symbol key={name} id={`${prefix}-${name}`} viewBox={symbol.viewBox}>
            {symbol.content}
          </symbol>
        ))}
      </svg>
      {children}
    </SpriteContext.Provider>
  );
}

/** A Lucide icon, decorative unless given a label: from the sprite around it when it holds the icon. */
export function Icon({ icon: Shape, className, ...props }: { icon: LucideIcon } & LucideProps) {
  const id = useContext(SpriteContext)?.ids.get(Shape);
  const hidden = props["aria-label"] ? undefined : true;
  if (!id) return <Shape className={className} aria-hidden={hidden} {...props} />;
  // Size, stroke and fill come from the .sprite-icon rule (app.css), so each use is only its <use>.
  return (
    <svg
      className={className ? `sprite-icon ${className}` : "sprite-icon"}
      aria-hidden={hidden}
      {...(props as React.SVGProps<SVGSVGElement>)}
    >
      <use href={`#${id}`} />
    </svg>
  );
}
