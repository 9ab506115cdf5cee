// The most common passwords (ranked lists from public breaches, via zxcvbn-ts), refused at sign-up
// and password reset in addition to the six-character minimum.
import { dictionary } from "@zxcvbn-ts/language-common";

/** The top of the ranked list: the passwords an attacker tries first. */
const LIST_SIZE = 10_000;

let common: Set<string> | undefined;

export function isCommonPassword(password: string) {
  common ??= new Set(dictionary["passwords-common"].slice(0, LIST_SIZE).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
