import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

export function emailName(email: string) {
  return email.split("@")[0] ?? email;
}

/** Shows a machine code for people: hyphens and underscores as spaces. */
export function humanize(code: string) {
  return code.replace(/[-_]/g, " ");
}
