// A question/answer pair with its references and (collapsed) source dialogue.
import { useTranslations } from "next-intl";
import type { QaPairFields } from "@/lib/items/item-dto";
import { toReferenceLink } from "@/lib/render/references";
import { DialogueView } from "@/components/kinds/dialogue/dialogue-view";
import { ItemSection, QuestionAndReference } from "@/components/items/question-and-reference";
import { pillClass } from "@/components/items/styles";

export type QaPairViewProps = { fields: QaPairFields };

function References({ references }: { references: QaPairFields["references"] }) {
  const t = useTranslations("kindScreens.qaPair.view");
  if (references.length === 0)
    return <p className="text-sm text-slate-500 italic">{t("noReferences")}</p>;
  return (
    <ol className="list-decimal space-y-1.5 pl-6 text-sm">
      {references.map((reference, index) => {
        const link = toReferenceLink(reference);
        return (
          <li key={index} data-testid="qa-reference">
            {link.kind === "link" ? (
              <>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="break-words text-blue-700 underline underline-offset-2 hover:text-blue-900"
                >
                  {link.title}
                </a>{" "}
                <span className="text-slate-500">({link.host})</span>
              </>
            ) : (
              <span className="break-all text-slate-600">
                {link.title ? `${link.title}: ` : null}
                <span className="font-mono">{link.text}</span>{" "}
                <span className="text-xs text-red-700">{t("notHttp")}</span>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function QaPairView({ fields }: QaPairViewProps) {
  const t = useTranslations("kindScreens.qaPair.view");
  const turnCount = fields.dialogue?.turns.length ?? 0;
  return (
    <div className="space-y-6" data-testid="qa-pair-view">
      {fields.difficulty || fields.domain ? (
        <div className="flex flex-wrap gap-2" data-testid="qa-badges">
          {fields.difficulty ? (
            <span
              data-testid="qa-difficulty"
              className={`${pillClass} bg-rose-50 text-rose-800 ring-rose-200`}
            >
              {t("difficulty", { value: fields.difficulty })}
            </span>
          ) : null}
          {fields.domain ? (
            <span
              data-testid="qa-domain"
              className={`${pillClass} bg-sky-50 text-sky-800 ring-sky-200`}
            >
              {t("domain", { value: fields.domain })}
            </span>
          ) : null}
        </div>
      ) : null}

      <QuestionAndReference
        question={fields.question}
        reference={fields.answer}
        testIds={{ question: "qa-question", reference: "qa-answer" }}
      />

      <ItemSection
        title={t("referencesTitle", { count: fields.references.length })}
        label={t("references")}
        testId="qa-references"
        box="none"
      >
        <References references={fields.references} />
      </ItemSection>

      {fields.dialogue ? (
        <details
          data-testid="qa-source-dialogue"
          className="rounded-lg border border-slate-200 bg-slate-50/60 p-3"
        >
          <summary className="cursor-pointer font-medium text-slate-800">
            {t("sourceDialogueTurns", { count: turnCount })}
            <span className="ml-2 font-mono text-xs font-normal text-slate-500">
              {fields.dialogue.externalId}
            </span>
          </summary>
          <div className="mt-3">
            <DialogueView turns={fields.dialogue.turns} label={t("sourceDialogue")} />
          </div>
        </details>
      ) : fields.dialogueExternalId ? (
        <p
          data-testid="qa-source-dialogue-missing"
          className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600"
        >
          {t.rich("sourceDialogueMissing", {
            id: fields.dialogueExternalId,
            mono: (chunks) => <span className="font-mono">{chunks}</span>,
          })}
        </p>
      ) : null}
    </div>
  );
}
