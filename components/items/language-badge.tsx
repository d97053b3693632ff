// Natural-language badge: ISO 639-1 code plus its English name.
import { languageName, normalizeLanguageCode } from "@/lib/render/language-names";
import { pillClass } from "./styles";

export type LanguageBadgeProps = { code: string | null };

export function LanguageBadge({ code }: LanguageBadgeProps) {
  const normalized = normalizeLanguageCode(code);
  if (!normalized) {
    return (
      <span
        data-testid="language-badge"
        className={`${pillClass} bg-white text-slate-500 ring-slate-200`}
      >
        No language
      </span>
    );
  }
  const name = languageName(normalized);
  return (
    <span
      data-testid="language-badge"
      data-language={normalized}
      title={`Language: ${name}`}
      className={`${pillClass} bg-teal-50 text-teal-800 ring-teal-300`}
    >
      <span className="sr-only">Language: </span>
      <span className="font-mono uppercase">{normalized}</span>
      {name !== normalized ? <span className="font-normal text-teal-700">{name}</span> : null}
    </span>
  );
}
