import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, Dog, LogOut, Menu, Shield, UserRound, X } from "lucide-react";
import { useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { BRAND, MAIN_NAV } from "~/lib/site";
import { cn, emailName } from "~/lib/utils";

type HeaderUser = { email: string; role: "admin" | "user" } | null;

const navClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800",
    isActive && "text-brand-800 underline decoration-2 underline-offset-8",
  );

function SignOutForm({ className }: { className?: string }) {
  return (
    <Form method="post" action="/auth/sign-out" className={className}>
      <button type="submit" className="flex w-full items-center gap-2 text-left">
        <LogOut className="size-4" aria-hidden="true" /> Sign Out
      </button>
    </Form>
  );
}

export function SiteHeader({ user }: { user: HeaderUser }) {
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  const links = user ? [...MAIN_NAV, { to: "/my-submissions", label: "My Submissions" } as const] : MAIN_NAV;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-brand-800 flex items-center gap-2 text-lg font-bold">
          <Dog className="size-7" aria-hidden="true" />
          <span>{BRAND}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-0.5 xl:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={navClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>

        <div className="hidden items-center gap-2 xl:flex">
          {user ? (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger asChild>
                <Button variant="outline" aria-label={`Account menu for ${emailName(user.email)}`}>
                  <UserRound aria-hidden="true" />
                  {emailName(user.email)}
                  <ChevronDown aria-hidden="true" />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align="end"
                  sideOffset={6}
                  className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
                >
                  <DropdownMenu.Label className="px-2 py-1.5 text-xs text-slate-500">{user.email}</DropdownMenu.Label>
                  {user.role === "admin" ? (
                    <DropdownMenu.Item asChild>
                      <Link
                        to="/admin"
                        className="data-[highlighted]:bg-brand-50 flex items-center gap-2 rounded px-2 py-2 outline-none"
                      >
                        <Shield className="size-4" aria-hidden="true" /> Admin Panel
                      </Link>
                    </DropdownMenu.Item>
                  ) : null}
                  <DropdownMenu.Item
                    className="data-[highlighted]:bg-brand-50 rounded px-2 py-2 outline-none"
                    onSelect={(e) => e.preventDefault()}
                  >
                    <SignOutForm />
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
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
