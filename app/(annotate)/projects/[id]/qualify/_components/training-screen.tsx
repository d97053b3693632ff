"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useState, type ReactNode } from "react";
import { focusNextField, leaveTextField } from "@/components/annotate/field-focus";
import {
  errorsAt,
  remapErrors,
  validate,
  type FieldErrorMap,
} from "@/components/annotate/form-errors";
import { KindWorkspace, type WorkspaceData } from "@/components/annotate/kind-workspace";
import { ShortcutLegend, trainingLegend } from "@/components/annotate/shortcut-legend";
import { SubmitBar } from "@/components/annotate/submit-bar";
import { isTypingTarget, useShortcuts } from "@/components/annotate/use-shortcuts";
import { HelpPanel, WorkHelp } from "@/components/annotate/work-help";
import { kindClientUi } from "@/components/kinds/client-registry";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { annotationSchemaFor } from "@/lib/annotations/annotation-schema-for";
import type { CompareSettings } from "@/lib/annotations/comparison";
import type { TrainingFeedback as Feedback } from "@/lib/qualification/qualification-dto";
import { TrainingFeedback } from "./training-feedback";
import { useFieldLabels } from "@/components/annotate/use-field-labels";
import { type ApiErrorBody, useApiErrorText } from "@/components/ui/use-api-error-text";

/** A key name, the same in every language. */
const enterKey = "Enter";

type Refusal = { message: string; fields: FieldErrorMap };
type ApiFeedback = {
  item_id: number;
  position: number;
  total: number;
  is_equal: boolean;
  differences: string[];
  answer: unknown;
  gold: unknown;
  rationale: string | null;
  attempt: { finished_at: string | null };
};

const fromApi = (j: ApiFeedback): Omit<Feedback, "attempt"> & { isFinished: boolean } => ({
  itemId: j.item_id,
  position: j.position,
  total: j.total,
  isEqual: j.is_equal,
  differences: j.differences,
  answer: j.answer,
  gold: j.gold,
  rationale: j.rationale,
  isFinished: j.attempt.finished_at !== null,
});

/**
 * A training item of the qualification round (decision 080): the kind's own workspace and form, as
 * on the annotate page; Ctrl/⌘+Enter sends it to `POST /api/v1/projects/{id}/qualification`, then
 * the gold shows beside the answer and Enter goes on to the next item (or the result).
 */
export function TrainingScreen(props: {
  projectId: number;
  itemId: number;
  settings: CompareSettings;
  workspace: WorkspaceData;
  header: ReactNode;
  instructions: ReactNode;
}) {
  const { workspace, projectId, itemId } = props;
  const t = useTranslations("qualification");
  const errorText = useApiErrorText();
  const router = useRouter();
  const ui = kindClientUi(workspace.kind);
  const mod = ui.form;
  const fieldLabels = useFieldLabels(mod.labels);
  const itemText = ui.itemText?.(workspace);
  const schema = useMemo(
    () => annotationSchemaFor({ kind: workspace.kind, settings: props.settings, itemText }),
    [workspace.kind, props.settings, itemText],
  );
  const [form, setForm] = useState(() => mod.empty());
  const [isSending, setIsSending] = useState(false);
  const [isAttempted, setIsAttempted] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [feedback, setFeedback] = useState<ReturnType<typeof fromApi> | null>(null);
  const annotation = useMemo(() => mod.toAnnotation(form), [mod, form]);
  const clientErrors = useMemo(() => {
    const errors = validate(schema, annotation);
    return mod.formPath ? remapErrors(errors, (p) => mod.formPath!(p, form)) : errors;
  }, [schema, annotation, mod, form]);
  const serverErrors = refusal?.fields ?? {};
  const shownErrors = isAttempted ? { ...clientErrors, ...serverErrors } : serverErrors;
  const isLocked = isSending || feedback !== null;

  async function submit() {
    if (isLocked) return;
    setIsAttempted(true);
    if (Object.keys(clientErrors).length) return;
    setIsSending(true);
    setRefusal(null);
    const res = await fetch(`/api/v1/projects/${projectId}/qualification`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ item_id: itemId, annotation }),
      credentials: "same-origin",
    }).catch(() => null);
    const json = (await res?.json().catch(() => null)) as
      (ApiFeedback & { error?: ApiErrorBody & { details?: { fields?: FieldErrorMap } } }) | null;
    setIsSending(false);
    if (res?.ok && json) return setFeedback(fromApi(json));
    setRefusal({
      message: errorText(json?.error) ?? t("answerUnreached"),
      fields: json?.error?.details?.fields ?? {},
    });
  }

  const next = () => router.refresh();

  useShortcuts(
    [
      { key: "Enter", mod: true, inText: true, run: () => void submit() },
      { key: "j", run: () => focusNextField(1) },
      { key: "k", run: () => focusNextField(-1) },
      {
        key: "Escape",
        inText: true,
        when: () => isTypingTarget(document.activeElement),
        run: leaveTextField,
      },
    ],
    !isLocked,
  );
  useShortcuts([{ key: "Enter", run: next }], feedback !== null);

  const blockers = Object.entries(clientErrors).map(([path, messages]) => {
    const label = fieldLabels[path.split(".")[0]] ?? "";
    return `${label ? `${label}: ` : ""}${messages[0]}`;
  });

  return (
    <WorkHelp projectId={projectId}>
      <div
        data-testid="training-screen"
        data-kind={workspace.kind}
        className="flex flex-col gap-3 lg:h-full"
      >
        {props.header}
        <HelpPanel>
          {props.instructions ?? (
            <p className="py-1 text-sm text-slate-600">{t("noInstructions")}</p>
          )}
          <ShortcutLegend entries={mod.legend} common={trainingLegend} />
        </HelpPanel>
        {refusal && !Object.keys(refusal.fields).length ? (
          <Alert tone="error" data-testid="training-error">
            {refusal.message}
          </Alert>
        ) : null}
        {errorsAt(shownErrors, "").length ? (
          <Alert tone="error">{errorsAt(shownErrors, "").join(" ")}</Alert>
        ) : null}
        {feedback ? (
          <section
            aria-label={t("feedback")}
            className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <TrainingFeedback feedback={feedback} labels={fieldLabels} />
            <Button variant="primary" onClick={next} autoFocus data-testid="training-next">
              {feedback.isFinished ? t("result") : t("next")}{" "}
              <kbd className="ml-1 text-xs">{enterKey}</kbd>
            </Button>
          </section>
        ) : null}
        <KindWorkspace
          data={workspace}
          form={form}
          update={(f) => {
            setRefusal(null);
            setForm(f);
          }}
          errors={shownErrors}
          isLocked={isLocked}
          footer={
            feedback ? null : (
              <SubmitBar
                blockers={blockers}
                isLocked={isLocked}
                isSubmitting={isSending}
                onSubmit={() => void submit()}
              />
            )
          }
        />
      </div>
    </WorkHelp>
  );
}
