import { Dog, Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { SignOutForm } from "~/components/sign-out-form";
import { UserMenu } from "~/components/user-menu";
import { Button } from "~/components/ui/button";
import { BRAND, MAIN_NAV } from "~/lib/site";
import { cn, emailName } from "~/lib/utils";

type HeaderUser = { email: string; role: "admin" | "user" } | null;

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800",
    isActive && "text-brand-800 underline decoration-2 underline-offset-8",
  );

// The desktop row holds every link on one line from 1280 px wide, signed in too: no link wraps,
// and the padding is trimmed so that the brand, the links and the account menu fit side by side.
const desktopNavClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800",
    isActive && "text-brand-800 underline decoration-2 underline-offset-[6px]",
  );

export function SiteHeader({ user }: { user: HeaderUser }) {
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  const links = user ? [...MAIN_NAV, { to: "/my-submissions", label: "My Submissions" } as const] : MAIN_NAV;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Link to="/" className="text-brand-800 flex shrink-0 items-center gap-1.5 text-lg font-bold whitespace-nowrap">
          <Dog className="size-7" aria-hidden="true" />
          <span>{BRAND}</span>
        </Link>

        <nav aria-label="Main" className="hidden min-w-0 items-center xl:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={desktopNavClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>

        <div className="hidden shrink-0 items-center gap-2 xl:flex">
          {user ? (
            <UserMenu email={user.email} isAdmin={user.role === "admin"} />
          ) : (
            <Button asChild>
              <Link to="/auth">Sign In</Link>
            </Button>
          )}
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="xl:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpenOn(open ? null : location.key)}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </Button>
      </div>

      <div id="mobile-menu" hidden={!open} className="border-t border-slate-200 bg-white xl:hidden">
        <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col px-4 py-3">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={navClass}>
              {l.label}
            </NavLink>
          ))}
          <div className="mt-2 border-t border-slate-200 pt-3">
            {user ? (
              <div className="flex flex-col gap-1">
                <p className="px-2.5 text-sm text-slate-600">
                  Signed in as <strong>{emailName(user.email)}</strong>
                </p>
                {user.role === "admin" ? (
                  <NavLink to="/admin" className={navClass}>
                    Admin Panel
                  </NavLink>
                ) : null}
                <SignOutForm className="hover:bg-brand-50 rounded-md px-2.5 py-2 text-sm font-medium text-slate-700" />
              </div>
            ) : (
              <Button asChild className="w-full">
                <Link to="/auth">Sign In</Link>
              </Button>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
