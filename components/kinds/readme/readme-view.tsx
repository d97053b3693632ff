// A repository README: header, rendered markdown and the raw source with line numbers.
import { useTranslations } from "next-intl";
import type { ReadmeFields } from "@/lib/items/item-dto";
import { safeHttpUrl } from "@/lib/render/render-markdown";
import { CodeView } from "@/components/items/code-view";
import { MarkdownView } from "@/components/items/markdown-view";
import { pillClass } from "@/components/items/styles";

export type ReadmeViewProps = { fields: ReadmeFields };

export function ReadmeView({ fields }: ReadmeViewProps) {
  const t = useTranslations("kindScreens.readmeExtraction");
  const url = safeHttpUrl(fields.url);
  const lineCount = fields.content.replace(/\r\n?/g, "\n").replace(/\n$/, "").split("\n").length;
  return (
    <div className="space-y-4" data-testid="readme-view">
      <header
        data-testid="readme-header"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 pb-3"
      >
        <h3
          className="font-mono text-base font-semibold break-all text-slate-900"
          data-testid="readme-repo"
        >
          {fields.repo ?? "README"}
        </h3>
        {url ? (
          <a
            href={url.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            data-testid="readme-url"
            className="text-sm break-all text-blue-700 underline underline-offset-2 hover:text-blue-900"
          >
            {url.host + url.pathname.replace(/\/$/, "")}
          </a>
        ) : fields.url ? (
          <span className="text-sm break-all text-slate-500" data-testid="readme-url">
            {fields.url} <span className="text-xs text-red-700">{t("view.notHttp")}</span>
          </span>
        ) : null}
        <span
          data-testid="readme-license"
          className={`${pillClass} bg-slate-50 text-slate-700 ring-slate-300`}
        >
          {t("license", { license: fields.license?.trim() || t("unknownLicense") })}
        </span>
      </header>

      <details
        open
        data-testid="readme-rendered"
        className="group rounded-lg border border-slate-200 bg-white"
      >
        <summary className="cursor-pointer rounded-t-lg bg-slate-50 px-4 py-2 font-medium text-slate-800">
          {t("rendered")}
        </summary>
        <div className="px-5 py-4">
          {fields.content.trim() === "" ? (
            <p className="text-sm text-slate-500 italic">{t("empty")}</p>
          ) : (
            <MarkdownView markdown={fields.content} data-testid="readme-rendered-content" />
          )}
        </div>
      </details>

      <details data-testid="readme-source" className="rounded-lg border border-slate-200 bg-white">
        <summary className="cursor-pointer rounded-t-lg bg-slate-50 px-4 py-2 font-medium text-slate-800">
          {t("source")}{" "}
          <span className="text-sm font-normal text-slate-500">
            {t("view.lines", { count: lineCount })}
          </span>
        </summary>
        <div className="p-2">
          <CodeView code={fields.content} language="text" label={t("view.sourceLabel")} />
        </div>
      </details>
    </div>
  );
}
