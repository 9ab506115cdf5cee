// A form's submit button that is disabled while the form is on its way, and says so.
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";

export function SendButton({
  busy,
  label,
  busyLabel,
  ...props
}: Omit<ButtonProps, "type" | "disabled" | "children"> & { busy: boolean; label: ReactNode; busyLabel: ReactNode }) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}
