// A model's answer beside the question and the reference answer: all three untrusted markdown,
// rendered sanitized with code highlighted (lib/render via MarkdownView; nothing is fetched).
import { useTranslations } from "next-intl";
import type { ModelAnswerFields } from "@/lib/items/item-dto";
import { MarkdownView } from "@/components/items/markdown-view";
import { ItemSection, QuestionAndReference } from "@/components/items/question-and-reference";
import { pillClass } from "@/components/items/styles";

export function ModelAnswerView({ fields }: { fields: ModelAnswerFields }) {
  const t = useTranslations("kindScreens.modelAnswer.view");
  return (
    <div className="space-y-5" data-testid="model-answer-view">
      <div className="flex flex-wrap gap-2" data-testid="model-answer-badges">
        {fields.model === null ? (
          <span
            data-testid="model-answer-model-hidden"
            className={`${pillClass} bg-slate-50 text-slate-600 ring-slate-200`}
          >
            {t("modelHidden")}
          </span>
        ) : (
          <span
            data-testid="model-answer-model"
            className={`${pillClass} bg-violet-50 text-violet-800 ring-violet-200`}
          >
            {fields.run === null
              ? t("model", { model: fields.model })
              : t("modelRun", { model: fields.model, run: String(fields.run) })}
          </span>
        )}
      </div>

      <QuestionAndReference
        question={fields.question}
        reference={fields.referenceAnswer}
        testIds={{ question: "model-answer-question", reference: "model-answer-reference" }}
      />

      <ItemSection
        title={t("answer")}
        label={t("answer")}
        testId="model-answer-predicted"
        box="model"
      >
        {fields.predictedAnswer.trim() === "" ? (
          <p className="text-sm text-slate-500 italic" data-testid="model-answer-empty">
            {t("noAnswer")}
          </p>
        ) : (
          <MarkdownView
            markdown={fields.predictedAnswer}
            data-testid="model-answer-predicted-content"
          />
        )}
      </ItemSection>
    </div>
  );
}
