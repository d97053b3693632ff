// next-auth hands the client only the message of what `authorize` throws (as `error`); this is
// the one shape the server sends and the sign-in form reads. Pure: the form imports it.
const THROTTLED = /^TooManyAttempts:(\d+)$/;

export const throttledSignInError = (retryAfterSeconds: number) =>
  `TooManyAttempts:${retryAfterSeconds}`;

export const waitText = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? "" : "s"}`
    : `${Math.ceil(seconds / 60)} minutes`;

// The institutional refusals (lib/auth/oidc-sign-in-rule.ts) arrive as `?error=` on the page.
const KNOWN = [
  "CredentialsSignin",
  "PasswordSignInOff",
  "OidcEmailUnverified",
  "OidcDomainRefused",
  "OidcDeactivated",
] as const;

export type SignInErrorText =
  | { key: (typeof KNOWN)[number] | "Unavailable" }
  | { key: "TooManyAttempts"; values: { count: number; unit: "seconds" | "minutes" } };

/** What the form shows for next-auth's `error`: a key of the `signIn.errors` catalogue. */
export function signInErrorText(error: string): SignInErrorText {
  const throttled = THROTTLED.exec(error);
  if (throttled) {
    const seconds = Number(throttled[1]);
    return {
      key: "TooManyAttempts",
      values:
        seconds < 60
          ? { count: seconds, unit: "seconds" }
          : { count: Math.ceil(seconds / 60), unit: "minutes" },
    };
  }
  const known = KNOWN.find((k) => k === error);
  return { key: known ?? "Unavailable" };
}
