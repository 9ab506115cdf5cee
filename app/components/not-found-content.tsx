import { useNavigate, Link } from "react-router";
import { Button } from "~/components/ui/button";

const LINKS = [
  { to: "/", label: "Home" },
  { to: "/explore", label: "Explore" },
  { to: "/beaches", label: "Dog Beaches" },
  { to: "/parks", label: "Dog Parks" },
  { to: "/submit", label: "Submit a Spot" },
  { to: "/contact", label: "Contact Us" },
];

export function NotFoundContent() {
  const navigate = useNavigate();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-brand-700 text-6xl font-extrabold" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Oops! This Tail Went Off-Leash</h1>
      <p className="mt-3 text-slate-700">
        The page you were sniffing for isn't here. It may have moved, or the link may be wrong.
      </p>
      <nav aria-label="Helpful links" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-3">
          {LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                className="border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100 inline-block rounded-full border px-4 py-2 font-medium"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button variant="outline" className="mt-8" onClick={() => navigate(-1)}>
        Go Back
      </Button>
    </section>
  );
}
