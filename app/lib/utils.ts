import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** Shows a machine code for people: hyphens and underscores as spaces. */
export function humanize(code: string) {
  return code.replace(/[-_]/g, " ");
}

/** True for a row id as the database writes them: a UUID. Anything else names no row. */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
