// Highlighted source code with line numbers (server component).
import { useTranslations } from "next-intl";
import { codeLines } from "@/lib/render/code-lines";
import { CodeFrame, CodeRows, gutterWidth } from "./code-rows";

export type CodeViewProps = {
  code: string;
  /** Free-form language name ("Java", "python3", "c++"); unknown names render as plain text. */
  language: string;
  /** Number of the first line (default 1). */
  startLine?: number;
  /** Accessible name of the listing. */
  label?: string;
};

export function CodeView({ code, language, startLine = 1, label }: CodeViewProps) {
  const t = useTranslations("items.code");
  const lines = codeLines(code, language, startLine);
  return (
    <div data-testid="code-view" data-language={language}>
      <CodeFrame
        label={label ?? t("label", { language: language || t("plainText"), count: lines.length })}
      >
        <CodeRows lines={lines} gutter={gutterWidth(lines)} className="bg-slate-50" />
      </CodeFrame>
    </div>
  );
}
