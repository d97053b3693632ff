import type { Metadata } from "next";
import { connection } from "next/server";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app");
  return { title: { default: "Accord", template: "%s · Accord" }, description: t("description") };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: Next puts the proxy's per-request CSP nonce on its scripts,
  // which a page prerendered at build time could not carry.
  await connection();
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen font-sans">
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
