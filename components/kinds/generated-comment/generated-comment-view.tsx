// A generated code comment shown in place in its file, next to the original comment and a word diff.
import { useTranslations } from "next-intl";
import type { GeneratedCommentFields } from "@/lib/items/item-dto";
import { layoutInPlaceComment } from "@/lib/render/code-lines";
import { CodeFrame, CodeRows, gutterWidth } from "@/components/items/code-rows";
import { monoFontStack } from "@/components/items/styles";
import { WordDiffView } from "@/components/items/word-diff-view";

export type GeneratedCommentViewProps = { fields: GeneratedCommentFields };

function CommentText({ text, testId }: { text: string; testId: string }) {
  const t = useTranslations("kindScreens.codeComment.view");
  if (text.trim() === "") {
    return (
      <p
        data-testid={testId}
        className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-500 italic"
      >
        {t("empty")}
      </p>
    );
  }
  return (
    <pre
      data-testid={testId}
      className="overflow-x-auto whitespace-pre-wrap break-words rounded-md border border-slate-200 bg-slate-50 p-3 text-[13px] leading-relaxed text-slate-700"
      style={{ fontFamily: monoFontStack }}
    >
      {text}
    </pre>
  );
}

/**
 * The original comment where the generated one replaced it, without line numbers (it is not in
 * the file the model saw): the two are compared without scrolling to the comparison below.
 */
function OriginalInPlace({ text, gutter }: { text: string; gutter: string }) {
  const t = useTranslations("kindScreens.codeComment.view");
  const lines = text.replace(/\r\n?/g, "\n").replace(/\n$/, "").split("\n");
  return (
    <span
      role="group"
      aria-label={t("original")}
      data-testid="original-comment-in-place"
      className="block border-t border-l-4 border-slate-400 border-t-slate-300 bg-slate-100 text-slate-600"
    >
      <span className="sticky left-0 block w-max select-none px-3 py-0.5 font-sans text-xs font-semibold text-slate-700">
        {t("originalInPlace")}
      </span>
      {lines.map((line, i) => (
        <span key={i} className="flex">
          <span
            aria-hidden="true"
            className="shrink-0"
            style={{ width: gutter, minWidth: gutter }}
          />
          <span className="whitespace-pre pr-2 pl-3">
            {line === "" && lines.length === 1 ? t("empty") : line}
          </span>
        </span>
      ))}
    </span>
  );
}

export function GeneratedCommentView({ fields }: GeneratedCommentViewProps) {
  const t = useTranslations("kindScreens.codeComment.view");
  const layout = layoutInPlaceComment(fields);
  const { lines } = layout;
  const gutter = gutterWidth(lines);
  const first = layout.firstGenerated < 0 ? lines.length : layout.firstGenerated;
  const last = layout.firstGenerated < 0 ? lines.length - 1 : layout.lastGenerated;
  const regionLabel = t("generatedBy", { model: fields.model });
  const predictedEmpty = fields.predictedComment.trim() === "";

  return (
    // One column (decision 047): the code takes the item's full width (120 columns at 1366 px), the comments under it.
    <div data-testid="generated-comment-view" className="grid gap-5">
      <section aria-label={t("codeRegion")} className="min-w-0 space-y-2">
        <h3 className="flex flex-wrap items-baseline gap-x-2 text-base font-semibold text-slate-900">
          {t("codeTitle")}
          <span className="text-sm font-normal text-slate-500">
            <span className="font-mono" data-testid="generated-comment-file">
              {fields.fileId}
            </span>{" "}
            · {fields.programmingLanguage}
          </span>
        </h3>
        <CodeFrame
          label={t("codeLabel", { language: fields.programmingLanguage, file: fields.fileId })}
        >
          <CodeRows lines={lines.slice(0, first)} gutter={gutter} className="bg-slate-50" />
          <OriginalInPlace text={fields.originalComment} gutter={gutter} />
          <span
            role="group"
            aria-label={regionLabel}
            data-testid="generated-comment-in-place"
            data-empty={predictedEmpty ? "true" : "false"}
            className="block border-y border-l-4 border-amber-500 border-y-amber-300 bg-amber-50"
          >
            <span className="sticky left-0 block w-max select-none px-3 py-0.5 font-sans text-xs font-semibold text-amber-900">
              {regionLabel}
            </span>
            <CodeRows
              lines={lines.slice(first, last + 1)}
              gutter={gutter}
              className="bg-amber-50"
            />
          </span>
          <CodeRows lines={lines.slice(last + 1)} gutter={gutter} className="bg-slate-50" />
        </CodeFrame>
      </section>

      <section
        aria-label={t("comparison")}
        className="min-w-0 space-y-4"
        data-testid="generated-comment-comparison"
      >
        <div className="space-y-1.5">
          <h3 className="text-sm font-semibold text-slate-900">{t("original")}</h3>
          <CommentText text={fields.originalComment} testId="original-comment" />
        </div>
        <div className="space-y-1.5">
          <h3 className="text-sm font-semibold text-slate-900">
            {t.rich("generatedTitle", {
              model: fields.model,
              muted: (chunks) => <span className="font-normal text-slate-500">{chunks}</span>,
            })}
          </h3>
          {predictedEmpty ? (
            <p
              data-testid="generated-comment"
              className="rounded-md border border-dashed border-amber-500 bg-amber-50 p-3 text-sm text-amber-900"
            >
              {t("noComment")}
            </p>
          ) : (
            <CommentText text={fields.predictedComment} testId="generated-comment" />
          )}
        </div>
        <div className="space-y-1.5">
          <h3 className="text-sm font-semibold text-slate-900">{t("wordDiff")}</h3>
          <WordDiffView
            before={fields.originalComment}
            after={fields.predictedComment}
            beforeLabel={t("before")}
            afterLabel={t("after")}
          />
        </div>
      </section>
    </div>
  );
}
