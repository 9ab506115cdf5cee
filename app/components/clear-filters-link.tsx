// The link that takes a list back to its address without filters.
import { Link } from "react-router";
import { X } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";

export function ClearFiltersLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonVariants({ variant: "ghost", size: "sm" })}>
      <X aria-hidden="true" /> {label}
    </Link>
  );
}
