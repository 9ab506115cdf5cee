// A password field: the browser offers to fill in the one it keeps ("current") or to make up a new one.
import type * as React from "react";
import { InputField } from "~/components/forms";

export function PasswordField({
  kind,
  ...props
}: Omit<React.ComponentProps<typeof InputField>, "type" | "autoComplete"> & { kind: "current" | "new" }) {
  return <InputField {...props} type="password" autoComplete={`${kind}-password`} />;
}
