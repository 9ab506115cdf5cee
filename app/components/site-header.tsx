import { Dog, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { SignOutForm } from "~/components/sign-out-form";
import { UserMenu } from "~/components/user-menu";
import { Button } from "~/components/ui/button";
import { BRAND, MAIN_NAV, SIGNED_IN_NAV } from "~/lib/site";
import { cn } from "~/lib/utils";
import { useHydrated } from "~/lib/use-hydrated";
import { LanguageSwitch } from "~/components/language-switch";
import { useNavText } from "~/components/site-footer";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/lib/i18n";

type HeaderUser = { email: string; displayName: string | null; role: "admin" | "user" } | null;

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800",
    isActive && "text-brand-800 underline decoration-2 underline-offset-8",
  );

// The desktop row holds every link on one line from 1280 px wide, signed in too: no link wraps,
// and the padding is trimmed so that the brand, the links and the account menu fit side by side.
const desktopNavClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "whitespace-nowrap rounded-md px-1 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800",
    isActive && "text-brand-800 underline decoration-2 underline-offset-[6px]",
  );

const SWITCH_CLASS =
  "flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800";

const popoversSupported = () => typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;

/**
 * The phone menu opens before the page's scripts have run: the button is the panel's popover target,
 * so the browser itself shows and hides it (and closes it on Escape or a tap elsewhere). Once
 * hydrated, the button's name and state follow the panel, and any navigation closes it. Browsers
 * without popovers show and hide it from the button's click once hydrated.
 */
function useMobileMenu() {
  const location = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;
  const shownOn = useRef(location.key);

  // A visitor may have opened the menu before the scripts ran: it stays as they left it, and the
  // button's name and state take it up.
  useEffect(() => {
    const element = panel.current;
    if (element && popoversSupported() && element.matches(":popover-open")) setOpenOn(location.key);
    // Only the page as hydrated: later changes arrive through the toggle events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The menu belongs to the page it was opened on, so a navigation (not the first render) closes it.
  useEffect(() => {
    if (shownOn.current === location.key) return;
    shownOn.current = location.key;
    const element = panel.current;
    if (element && popoversSupported() && element.matches(":popover-open")) element.hidePopover();
  }, [location.key]);

  return {
    open,
    hydrated,
    panel,
    onToggle: (event: React.ToggleEvent<HTMLDivElement>) => setOpenOn(event.newState === "open" ? location.key : null),
    onClick: () => {
      if (!popoversSupported()) setOpenOn(open ? null : location.key);
    },
  };
}

export function SiteHeader({ user }: { user: HeaderUser }) {
  const { open, hydrated, panel, onToggle, onClick } = useMobileMenu();

  const { t } = useTranslation();
  const navText = useNavText();
  const lp = useLocalePath();
  const links = user ? [...MAIN_NAV, SIGNED_IN_NAV] : MAIN_NAV;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4">
        <Link
          to={lp("/")}
          className="text-brand-800 flex shrink-0 items-center gap-1.5 text-lg font-bold whitespace-nowrap"
        >
          <Dog className="size-7" aria-hidden="true" />
          <span>{BRAND}</span>
        </Link>

        <nav aria-label={t("nav.mainLabel")} className="hidden min-w-0 items-center xl:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={lp(l.to)} className={desktopNavClass}>
              {navText(l, { short: true })}
            </NavLink>
          ))}
        </nav>

        <div className="hidden shrink-0 items-center gap-2 xl:flex">
          <LanguageSwitch className={SWITCH_CLASS} compact />
          {user ? (
            <UserMenu email={user.email} displayName={user.displayName} isAdmin={user.role === "admin"} />
          ) : (
            <Button asChild>
              <Link to={lp("/auth")}>{t("nav.signIn")}</Link>
            </Button>
          )}
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="xl:hidden"
          popoverTarget="mobile-menu"
          aria-expanded={hydrated ? open : undefined}
          aria-controls="mobile-menu"
          aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
          onClick={onClick}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </Button>
      </div>

      <div
        id="mobile-menu"
        ref={panel}
        popover="auto"
        data-open={open ? "" : undefined}
        onToggle={onToggle}
        className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-t border-b border-slate-200 bg-white p-0 text-slate-900 shadow-md xl:hidden"
      >
        <nav aria-label={t("nav.mobileLabel")} className="mx-auto flex max-w-7xl flex-col px-4 py-3">
          {links.map((l) => (
            <NavLink key={l.to} to={lp(l.to)} className={navClass}>
              {navText(l)}
            </NavLink>
          ))}
          <LanguageSwitch className={cn(SWITCH_CLASS, "self-start")} />
          <div className="mt-2 border-t border-slate-200 pt-3">
            {user ? (
              <div className="flex flex-col gap-1">
                <p className="px-2.5 text-sm text-slate-600">
                  {t("nav.signedInAs")} <strong className="break-all">{user.email}</strong>
                </p>
                {user.role === "admin" ? (
                  <NavLink to="/admin" className={navClass}>
                    {t("nav.adminPanel")}
                  </NavLink>
                ) : null}
                <NavLink to={lp("/lists")} className={navClass}>
                  {t("nav.myLists")}
                </NavLink>
                <NavLink to={lp("/account")} className={navClass}>
                  {t("nav.account")}
                </NavLink>
                <SignOutForm className="hover:bg-brand-50 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700" />
              </div>
            ) : (
              <Button asChild className="w-full">
                <Link to={lp("/auth")}>{t("nav.signIn")}</Link>
              </Button>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
