import { dictionary } from "@zxcvbn-ts/language-common";

// zxcvbn-ts's list of ~49,000 passwords seen most often in leaks (lower case). Built on first
// use: the set costs a few MB and only the server, when a password is set, needs it.
let common: Set<string> | null = null;

/** True when `password`, ignoring case, is in the common-password list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"]);
  return common.has(password.toLowerCase());
}
