import { LogOut } from "lucide-react";
import { Form } from "react-router";

/** Signs out on the server (POST), so it works before the page's JavaScript has loaded. */
export function SignOutForm({ className }: { className?: string }) {
  return (
    <Form method="post" action="/auth/sign-out" className={className}>
      <button type="submit" className="flex w-full items-center gap-2 text-left">
        <LogOut className="size-4" aria-hidden="true" /> Sign Out
      </button>
    </Form>
  );
}
