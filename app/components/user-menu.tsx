// The signed-in visitor's account menu in the header: Admin Panel for administrators, Sign Out.
// A menu button in the WAI-ARIA pattern (arrow keys, Home/End, Escape returns to the button),
// written out so that every page does not carry a positioning library for two items.
import { ChevronDown, LogOut, Shield, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { emailName } from "~/lib/utils";

const item =
  "hover:bg-brand-50 focus-visible:bg-brand-50 flex w-full items-center gap-2 rounded px-2 py-2 text-left outline-none";

export function UserMenu({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  // Opening focuses the first item; a click or focus outside closes the menu.
  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open]);

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
      close(true);
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <Button
        ref={button}
        variant="outline"
        className="px-3"
        aria-label={`Account menu for ${emailName(email)}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <UserRound aria-hidden="true" />
        <span className="max-w-32 truncate">{emailName(email)}</span>
        <ChevronDown aria-hidden="true" />
      </Button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={`Account menu for ${emailName(email)}`}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-1.5 min-w-48 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          <p className="px-2 py-1.5 text-xs text-slate-600">{email}</p>
          {isAdmin ? (
            <Link to="/admin" role="menuitem" tabIndex={-1} className={item} onClick={() => setOpen(false)}>
              <Shield className="size-4" aria-hidden="true" /> Admin Panel
            </Link>
          ) : null}
          <Form method="post" action="/auth/sign-out">
            <button type="submit" role="menuitem" tabIndex={-1} className={item}>
              <LogOut className="size-4" aria-hidden="true" /> Sign Out
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}
