// A boxed message in the page: a failure is announced at once (role alert), a success politely (role status).
import { CircleAlert, CircleCheck, Info } from "lucide-react";
import * as React from "react";
import { cn } from "~/lib/utils";

const TONES = {
  error: { icon: CircleAlert, role: "alert", className: "border-red-200 bg-red-50 text-red-900" },
  success: { icon: CircleCheck, role: "status", className: "border-green-200 bg-green-50 text-green-900" },
  info: { icon: Info, role: "status", className: "border-slate-200 bg-slate-50 text-slate-800" },
} as const;

export function Alert({
  tone,
  title,
  children,
  className,
  id,
}: {
  tone: keyof typeof TONES;
  title?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
  id?: string;
}) {
  const { icon: Icon, role, className: toneClass } = TONES[tone];
  return (
    <div
      id={id}
      role={role}
      className={cn("flex items-start gap-2 rounded-md border p-3 text-sm", toneClass, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
