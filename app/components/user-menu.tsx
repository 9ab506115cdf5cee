// The signed-in visitor's account menu in the header: Admin Panel for administrators, My Lists, Account,
// Sign Out.
// A popover its button targets, so the browser opens it before the page's scripts have run (a link
// and a form inside, both working without them). Once hydrated it is a menu button in the WAI-ARIA
// pattern (arrow keys, Home/End, Escape returns to the button), written out so that every page
// does not carry a positioning library for two items.
import { ChevronDown, Heart, LogOut, Shield, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { useTranslation } from "react-i18next";
import { useLocale, useLocalePath } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";

const item =
  "hover:bg-brand-50 focus-visible:bg-brand-50 flex w-full items-center gap-2 rounded px-2 py-2 text-left outline-none";

const popoversSupported = () => typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;

/**
 * The button reads "Account"; its accessible name adds the display name the person chose, if any
 * ("Account menu for Rita"). Never their address, which only the open menu shows them (decision 0032).
 */
export function UserMenu({
  email,
  displayName,
  isAdmin,
}: {
  email: string;
  displayName: string | null;
  isAdmin: boolean;
}) {
  const location = useLocation();
  // Open on the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const setOpen = (next: boolean) => setOpenOn(next ? location.key : null);
  const menuId = useId();
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Before hydration the items are plain links and buttons in the tab order; after, a menu.
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  const name = displayName ? t("nav.accountMenuFor", { name: displayName }) : t("nav.accountMenu");

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const show = () => {
    if (popoversSupported()) menu.current?.showPopover();
    else setOpen(true);
  };
  const hide = (refocus: boolean) => {
    if (popoversSupported() && menu.current?.matches(":popover-open")) menu.current.hidePopover();
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  // Opening focuses the first item; without popovers, a click or focus outside closes the menu.
  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    if (popoversSupported()) return;
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open]);

  useEffect(() => {
    if (popoversSupported() && menu.current?.matches(":popover-open")) menu.current.hidePopover();
  }, [location.key]);

  const onMenuKey = (event: React.KeyboardEvent) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === "Escape") {
      event.preventDefault();
      hide(true);
    } else if (event.key === "Tab") {
      hide(false);
    }
  };

  const menuItem = hydrated ? ({ role: "menuitem", tabIndex: -1 } as const) : {};

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        className="px-3"
        popoverTarget={menuId}
        aria-label={name}
        aria-haspopup={hydrated ? "menu" : undefined}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={menuId}
        onClick={() => {
          if (!popoversSupported()) setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            show();
          }
        }}
      >
        <UserRound aria-hidden="true" />
        <span>{t("nav.account")}</span>
        <ChevronDown aria-hidden="true" />
      </Button>
      {/* Below the sticky header, at the right edge of its content (max-w-7xl, px-4). */}
      <div
        id={menuId}
        ref={menu}
        popover="auto"
        data-account-menu=""
        data-open={open ? "" : undefined}
        role={hydrated ? "menu" : undefined}
        aria-label={name}
        onToggle={(event: React.ToggleEvent<HTMLDivElement>) => setOpen(event.newState === "open")}
        onKeyDown={hydrated ? onMenuKey : undefined}
        className="fixed top-[4.25rem] right-[max(1rem,calc((100vw-80rem)/2+1rem))] bottom-auto left-auto m-0 min-w-48 rounded-md border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg"
      >
        <p className="px-2 py-1.5 text-xs text-slate-600">{email}</p>
        {isAdmin ? (
          <Link to="/admin" {...menuItem} className={item}>
            <Shield className="size-4" aria-hidden="true" /> {t("nav.adminPanel")}
          </Link>
        ) : null}
        <Link to={lp("/lists")} {...menuItem} className={item}>
          <Heart className="size-4" aria-hidden="true" /> {t("nav.myLists")}
        </Link>
        <Link to={lp("/account")} {...menuItem} className={item}>
          <UserRound className="size-4" aria-hidden="true" /> {t("nav.account")}
        </Link>
        <Form method="post" action="/auth/sign-out">
          {/* Where to land afterwards: the home page in the language of this one. */}
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" {...menuItem} className={item}>
            <LogOut className="size-4" aria-hidden="true" /> {t("nav.signOut")}
          </button>
        </Form>
      </div>
    </>
  );
}
