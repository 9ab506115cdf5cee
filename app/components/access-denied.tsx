import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { ShieldAlert } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Wrong role: says so, then takes the visitor home after a moment. */
export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/", { replace: true }), 4000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <ShieldAlert className="mx-auto size-12 text-red-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">Access Denied</h1>
      <p className="mt-3 text-slate-700">You don't have permission to access this page.</p>
      <Button asChild className="mt-8">
        <Link to="/">Go to the home page</Link>
      </Button>
    </section>
  );
}
