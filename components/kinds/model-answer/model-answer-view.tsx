// A model's answer beside the question and the reference answer: all three untrusted markdown,
// rendered sanitized with code highlighted (lib/render via MarkdownView; nothing is fetched).
import type { ModelAnswerFields } from "@/lib/items/item-dto";
import { MarkdownView } from "@/components/items/markdown-view";
import { pillClass } from "@/components/items/styles";

export function ModelAnswerView({ fields }: { fields: ModelAnswerFields }) {
  return (
    <div className="space-y-5" data-testid="model-answer-view">
      <div className="flex flex-wrap gap-2" data-testid="model-answer-badges">
        {fields.model === null ? (
          <span data-testid="model-answer-model-hidden" className={`${pillClass} bg-slate-50 text-slate-600 ring-slate-200`}>
            Model hidden
          </span>
        ) : (
          <span data-testid="model-answer-model" className={`${pillClass} bg-violet-50 text-violet-800 ring-violet-200`}>
            Model: {fields.model}
            {fields.run === null ? null : ` · run ${fields.run}`}
          </span>
        )}
      </div>

      <section aria-label="Question" data-testid="model-answer-question" className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">Question</h3>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <MarkdownView markdown={fields.question} data-testid="model-answer-question-content" />
        </div>
      </section>

      <section aria-label="Reference answer" data-testid="model-answer-reference" className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">Reference answer</h3>
        <div className="rounded-lg border border-emerald-200 bg-emerald-50/40 p-4">
          <MarkdownView markdown={fields.referenceAnswer} data-testid="model-answer-reference-content" />
        </div>
      </section>

      <section aria-label="The model's answer" data-testid="model-answer-predicted" className="space-y-2">
        <h3 className="text-base font-semibold text-slate-900">The model&apos;s answer</h3>
        <div className="rounded-lg border border-violet-200 bg-violet-50/30 p-4">
          {fields.predictedAnswer.trim() === "" ? (
            <p className="text-sm text-slate-500 italic" data-testid="model-answer-empty">
              The model gave no answer.
            </p>
          ) : (
            <MarkdownView markdown={fields.predictedAnswer} data-testid="model-answer-predicted-content" />
          )}
        </div>
      </section>
    </div>
  );
}
