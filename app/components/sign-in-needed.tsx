// A page that asks the visitor to sign in first, and brings them back to it afterwards.
import { Link } from "react-router";
import { LogIn } from "lucide-react";
import { Button } from "~/components/ui/button";
import { useLocalePath } from "~/lib/i18n";

export function SignInNeeded({
  heading,
  text,
  button,
  returnTo,
}: {
  heading: string;
  text: string;
  button: string;
  /** The page's address in the site's default language; the visitor's language is added. */
  returnTo: string;
}) {
  const lp = useLocalePath();
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center">
      <LogIn className="text-brand-700 mx-auto size-10" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{heading}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <Button asChild className="mt-6">
        <Link to={`${lp("/auth")}?redirectTo=${encodeURIComponent(lp(returnTo))}`}>{button}</Link>
      </Button>
    </section>
  );
}
