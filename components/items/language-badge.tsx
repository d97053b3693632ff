// Natural-language badge: ISO 639-1 code plus its name in the reader's language.
import { useLocale, useTranslations } from "next-intl";
import { languageName, normalizeLanguageCode } from "@/lib/render/language-names";
import { pillClass } from "./styles";

export type LanguageBadgeProps = { code: string | null };

export function LanguageBadge({ code }: LanguageBadgeProps) {
  const t = useTranslations("items.language");
  const locale = useLocale();
  const normalized = normalizeLanguageCode(code);
  if (!normalized) {
    return (
      <span
        data-testid="language-badge"
        className={`${pillClass} bg-white text-slate-500 ring-slate-200`}
      >
        {t("none")}
      </span>
    );
  }
  const name = languageName(normalized, locale);
  return (
    <span
      data-testid="language-badge"
      data-language={normalized}
      title={t("title", { name })}
      className={`${pillClass} bg-teal-50 text-teal-800 ring-teal-300`}
    >
      <span className="sr-only">{t("prefix")} </span>
      <span className="font-mono uppercase">{normalized}</span>
      {name !== normalized ? <span className="font-normal text-teal-700">{name}</span> : null}
    </span>
  );
}
