// The signed-in visitor's account menu in the header: Admin Panel for administrators, Sign Out.
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, Shield, UserRound } from "lucide-react";
import { Link } from "react-router";
import { SignOutForm } from "~/components/sign-out-form";
import { Button } from "~/components/ui/button";
import { emailName } from "~/lib/utils";

export function UserMenu({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" aria-label={`Account menu for ${emailName(email)}`}>
          <UserRound aria-hidden="true" />
          {emailName(email)}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-slate-500">{email}</DropdownMenu.Label>
          {isAdmin ? (
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
  );
}
