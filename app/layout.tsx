import type { Metadata } from "next";
import { connection } from "next/server";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Accord", template: "%s · Accord" },
  description:
    "Blind dual annotation, adjudication and agreement for LLM software-engineering gold datasets.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: Next puts the proxy's per-request CSP nonce on its scripts,
  // which a page prerendered at build time could not carry.
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
