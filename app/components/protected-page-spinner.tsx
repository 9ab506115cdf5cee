// The centred 'Loading...' spinner shown while the session and role of a protected page are checked.
import { useLocation, useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";

const PROTECTED_SECTIONS = ["/admin", "/submit", "/my-submissions"];

function sectionOf(pathname: string | undefined) {
  return PROTECTED_SECTIONS.find((p) => pathname === p || pathname?.startsWith(`${p}/`));
}

/** Shown while navigating into a protected section; moves inside a section keep their own loading states. */
export function ProtectedPageSpinner() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = sectionOf(navigation.location?.pathname);
  if (navigation.state !== "loading" || !target || target === sectionOf(location.pathname)) return null;
  return (
    <div className="fixed inset-x-0 top-16 bottom-0 z-30 flex items-center justify-center bg-white/90">
      <Spinner />
    </div>
  );
}
