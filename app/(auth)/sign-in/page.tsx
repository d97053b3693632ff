import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getSessionUser } from "@/lib/auth/get-session-user";
import { env } from "@/lib/env";
import { safeCallbackPath } from "@/lib/security/safe-callback-path";
import { LocalePicker } from "@/components/nav/locale-picker";
import { OidcSignInButton } from "./_components/oidc-sign-in-button";
import { SignInError } from "./_components/sign-in-error";
import { SignInForm } from "./_components/sign-in-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("signIn"))("title") };
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ callbackUrl?: string; error?: string | string[] }>;
}) {
  const { callbackUrl, error } = await searchParams;
  // Only same-origin paths: an open redirect after sign-in would be a phishing aid. Without
  // NEXTAUTH_URL any base will do: only paths are kept, absolute URLs fall back.
  const target = safeCallbackPath(callbackUrl, env.NEXTAUTH_URL ?? "http://accord.invalid");
  if (await getSessionUser()) redirect(target);
  const t = await getTranslations("signIn");
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-4">
      <div className="mb-6 flex justify-end">
        <LocalePicker tone="light" />
      </div>
      <h1 className="mb-1 text-2xl font-semibold">{t("heading")}</h1>
      <p className="mb-6 text-sm text-slate-600">{t("tagline")}</p>
      {env.oidc && (
        <OidcSignInButton
          callbackUrl={target}
          providerName={env.oidc.name}
          hasPasswordForm={env.isPasswordSignInOn}
        />
      )}
      {env.isPasswordSignInOn && <SignInForm callbackUrl={target} />}
      {/* next-auth and the institutional refusals come back as ?error=; the form shows its own */}
      {typeof error === "string" && <SignInError error={error} />}
    </main>
  );
}
