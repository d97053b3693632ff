// The layout a question-answering item shares (qa_pair, model_answer): titled sections, the
// question and the reference answer first, each untrusted markdown rendered sanitized.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { MarkdownView } from "./markdown-view";

const boxes = {
  plain: "rounded-lg border border-slate-200 bg-white p-4",
  reference: "rounded-lg border border-emerald-200 bg-emerald-50/40 p-4",
  model: "rounded-lg border border-violet-200 bg-violet-50/30 p-4",
  none: "",
} as const;

/** One titled part of an item; `box` frames its content (none: unframed, e.g. a list). */
export function ItemSection({
  title,
  label,
  testId,
  box,
  children,
}: {
  title: ReactNode;
  label: string;
  testId: string;
  box: keyof typeof boxes;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} data-testid={testId} className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {box === "none" ? children : <div className={boxes[box]}>{children}</div>}
    </section>
  );
}

/** The question and the reference answer; test ids `<question>`/`<reference>` and their `-content`. */
export function QuestionAndReference({
  question,
  reference,
  testIds,
}: {
  question: string;
  reference: string;
  testIds: { question: string; reference: string };
}) {
  const t = useTranslations("items.qa");
  return (
    <>
      <ItemSection
        title={t("question")}
        label={t("question")}
        testId={testIds.question}
        box="plain"
      >
        <MarkdownView markdown={question} data-testid={`${testIds.question}-content`} />
      </ItemSection>
      <ItemSection
        title={t("reference")}
        label={t("reference")}
        testId={testIds.reference}
        box="reference"
      >
        <MarkdownView markdown={reference} data-testid={`${testIds.reference}-content`} />
      </ItemSection>
    </>
  );
}
