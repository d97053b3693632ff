import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/lib/i18n/messages/en.json";
import { signInErrorText, throttledSignInError } from "./sign-in-error";

const t = createTranslator({ locale: "en", messages: en, namespace: "signIn.errors" });
const text = (error: string) => {
  const e = signInErrorText(error);
  return "values" in e ? t(e.key, e.values) : t(e.key);
};

describe("signInErrorText", () => {
  it.each([
    ["CredentialsSignin", "Wrong e-mail or password."],
    [throttledSignInError(1), "Too many failed sign-ins. Try again in 1 second."],
    [throttledSignInError(30), "Too many failed sign-ins. Try again in 30 seconds."],
    [throttledSignInError(61), "Too many failed sign-ins. Try again in 2 minutes."],
    [throttledSignInError(900), "Too many failed sign-ins. Try again in 15 minutes."],
    ["OidcDomainRefused", expect.stringMatching(/^There is no Accord account for this e-mail/)],
    ["OidcDeactivated", "This account is deactivated. Ask an admin to reactivate it."],
    ["OidcEmailUnverified", expect.stringMatching(/did not confirm your e-mail/)],
    ["PasswordSignInOff", expect.stringMatching(/^Password sign-in is switched off/)],
    ["OAuthCallback", "Sign-in is not available right now. Try again later."],
    ["constructor", "Sign-in is not available right now. Try again later."],
    ["Configuration", "Sign-in is not available right now. Try again later."],
  ])("%j → %j", (error, message) => {
    expect(text(error)).toEqual(message);
  });
});
