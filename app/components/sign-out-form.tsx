import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useLocale } from "~/lib/i18n";

/** Signs out on the server (POST), so it works before the page's JavaScript has loaded. */
export function SignOutForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Form method="post" action="/auth/sign-out" className={className}>
      {/* Where to land afterwards: the home page in the language of this one. */}
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className="flex w-full items-center gap-2 text-left">
        <LogOut className="size-4" aria-hidden="true" /> {t("nav.signOut")}
      </button>
    </Form>
  );
}
