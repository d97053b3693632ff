"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { chooseLocale } from "@/app/locale-actions";
import { localeNames, locales } from "@/lib/i18n/locales";
import { focusRing } from "@/components/ui/styles";

/** The UI language: each choice named in its own language, so anyone can find theirs. */
export function LocalePicker({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const t = useTranslations("nav");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const colours =
    tone === "dark"
      ? "border-slate-600 bg-slate-800 text-white"
      : "border-slate-300 bg-white text-slate-900";
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{t("language")}</span>
      <select
        data-testid="locale-picker"
        value={locale}
        disabled={pending}
        onChange={(e) => {
          const next = e.target.value;
          startTransition(async () => {
            if (await chooseLocale(next)) router.refresh();
          });
        }}
        className={`rounded border px-1.5 py-0.5 ${colours} ${focusRing}`}
      >
        {locales.map((l) => (
          <option key={l} value={l} lang={l}>
            {localeNames[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
