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
const MESSAGES: Record<string, string> = {
  CredentialsSignin: "Wrong e-mail or password.",
  PasswordSignInOff: "Password sign-in is switched off here. Sign in with your institution.",
  OidcEmailUnverified:
    "Your institution did not confirm your e-mail address, so Accord cannot match it to an account.",
  OidcDomainRefused:
    "There is no Accord account for this e-mail, and its domain may not create one. Ask an admin to add you.",
  OidcDeactivated: "This account is deactivated. Ask an admin to reactivate it.",
};

/** What the form shows for next-auth's `error`. */
export function signInErrorMessage(error: string): string {
  const throttled = THROTTLED.exec(error);
  if (throttled) return `Too many failed sign-ins. Try again in ${waitText(Number(throttled[1]))}.`;
  if (Object.hasOwn(MESSAGES, error)) return MESSAGES[error];
  return "Sign-in is not available right now. Try again later.";
}
