// next-auth hands the client only the message of what `authorize` throws (as `error`); this is
// the one shape the server sends and the sign-in form reads. Pure: the form imports it.
const THROTTLED = /^TooManyAttempts:(\d+)$/;

export const throttledSignInError = (retryAfterSeconds: number) =>
  `TooManyAttempts:${retryAfterSeconds}`;

export const waitText = (seconds: number) =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? "" : "s"}`
    : `${Math.ceil(seconds / 60)} minutes`;

/** What the form shows for next-auth's `error`. */
export function signInErrorMessage(error: string): string {
  const throttled = THROTTLED.exec(error);
  if (throttled) return `Too many failed sign-ins. Try again in ${waitText(Number(throttled[1]))}.`;
  if (error === "CredentialsSignin") return "Wrong e-mail or password.";
  return "Sign-in is not available right now. Try again later.";
}
