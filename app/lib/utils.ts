import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** 'MMM d, yyyy', e.g. Jan 19, 2025. */
export function formatDate(value: Date | string | number) {
  const date = value instanceof Date ? value : new Date(value);
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export function emailName(email: string) {
  return email.split("@")[0] ?? email;
}

/** Shows a machine code for people: hyphens and underscores as spaces. */
export function humanize(code: string) {
  return code.replace(/[-_]/g, " ");
}
