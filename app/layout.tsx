import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Accord", template: "%s · Accord" },
  description: "Blind dual annotation, adjudication and agreement for LLM software-engineering gold datasets.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
