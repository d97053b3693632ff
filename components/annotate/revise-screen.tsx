"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState, type ReactNode } from "react";
import { kindClientUi } from "@/components/kinds/client-registry";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { annotationSchemaFor } from "@/lib/annotations/annotation-schema-for";
import type { CompareSettings } from "@/lib/annotations/comparison";
import { focusNextField, leaveTextField } from "./field-focus";
import { errorsAt, remapErrors, validate, type FieldErrorMap } from "./form-errors";
import { KindWorkspace, type WorkspaceData } from "./kind-workspace";
import { reviseLegend, ShortcutLegend } from "./shortcut-legend";
import { keyNames, SubmitBar } from "./submit-bar";
import { useActiveTimer } from "./use-active-timer";
import { isTypingTarget, useShortcuts } from "./use-shortcuts";
import { HelpPanel, WorkHelp } from "./work-help";
import { useFieldLabels } from "./use-field-labels";
import { type ApiErrorBody, useApiErrorText } from "@/components/ui/use-api-error-text";

export type ReviseScreenProps = {
  projectId: number;
  assignmentId: number;
  /** My annotation as stored, the form's starting point. */
  annotation: unknown;
  revisableUntil: string | null;
  /** The window judged by the server's clock when the page was rendered. */
  isRevisable: boolean;
  /** The project's kind settings (compareSettingsOf): what the annotation's schema reads. */
  settings: CompareSettings;
  workspace: WorkspaceData;
  header: ReactNode;
  instructions: ReactNode;
};

type Refusal = { code: string; message: string; fields: FieldErrorMap };

/**
 * The kind's form prefilled with my submitted annotation (decision 048): Ctrl/⌘+Enter sends
 * `PUT /api/v1/assignments/{id}/annotation`, then My submissions shows the change. No draft, no
 * lease: the annotation is already mine; a closed window makes the form read-only.
 */
export function ReviseScreen(props: ReviseScreenProps) {
  const { workspace, projectId, assignmentId } = props;
  const t = useTranslations("annotate");
  const errorText = useApiErrorText();
  const router = useRouter();
  const ui = kindClientUi(workspace.kind);
  const mod = ui.form;
  const fieldLabels = useFieldLabels(mod.labels);
  const itemText = ui.itemText?.(workspace);
  const schema = useMemo(
    () =>
      annotationSchemaFor({
        kind: workspace.kind,
        settings: props.settings,
        itemText,
      }),
    [workspace.kind, props.settings, itemText],
  );
  const [form, setForm] = useState(() => mod.parse(props.annotation));
  const [phase, setPhase] = useState<"editing" | "saving" | "saved">("editing");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [isAttempted, setIsAttempted] = useState(false);
  const isClosed = !props.isRevisable || refusal?.code === "revise_window_closed";
  const timer = useActiveTimer(0, phase === "editing" && !isClosed);
  const annotation = useMemo(() => mod.toAnnotation(form), [mod, form]);
  const clientErrors = useMemo(() => {
    const errors = validate(schema, annotation);
    return mod.formPath ? remapErrors(errors, (p) => mod.formPath!(p, form)) : errors;
  }, [schema, annotation, mod, form]);
  const serverErrors = refusal
    ? mod.formPath
      ? remapErrors(refusal.fields, (p) => mod.formPath!(p, form))
      : refusal.fields
    : {};
  const shownErrors = isAttempted ? { ...clientErrors, ...serverErrors } : serverErrors;
  const isLocked = isClosed || phase !== "editing";

  async function save() {
    if (isLocked) return;
    setIsAttempted(true);
    if (Object.keys(clientErrors).length) return;
    setPhase("saving");
    setRefusal(null);
    let res: Response | null = null;
    try {
      res = await fetch(`/api/v1/assignments/${assignmentId}/annotation`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ annotation, time_spent_ms: timer.read() }),
        credentials: "same-origin",
      });
    } catch {
      // network: said below
    }
    if (res?.ok) {
      setPhase("saved");
      router.push(`/projects/${projectId}/submissions?revised=${assignmentId}`);
      router.refresh();
      return;
    }
    const json = (await res?.json().catch(() => null)) as {
      error?: ApiErrorBody & { code?: string; details?: { fields?: FieldErrorMap } };
    } | null;
    setRefusal({
      code: json?.error?.code ?? "network",
      message:
        errorText(json?.error) ??
        (res ? t("revise.refused", { status: res.status }) : t("revise.unreached")),
      fields: json?.error?.details?.fields ?? {},
    });
    setPhase("editing");
  }

  useShortcuts(
    [
      { key: "Enter", mod: true, inText: true, run: () => void save() },
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

  const blockers = Object.entries(clientErrors).map(([path, messages]) => {
    const label = fieldLabels[path.split(".")[0]] ?? "";
    return `${label ? `${label}: ` : ""}${messages[0]}`;
  });
  const until = <LocalTime iso={props.revisableUntil} style="time" />;

  return (
    <WorkHelp projectId={projectId}>
      <div
        data-testid="revise-screen"
        data-kind={workspace.kind}
        className="flex flex-col gap-3 lg:h-full"
      >
        {props.header}
        {isClosed ? (
          <Alert tone="info" data-testid="revise-closed">
            {props.revisableUntil
              ? t.rich("revise.closedAt", { until: () => until })
              : t("revise.noRevising")}{" "}
            <ButtonLink href={`/projects/${projectId}/submissions`} size="sm" className="ml-2">
              {t("revise.mySubmissions")}
            </ButtonLink>
          </Alert>
        ) : (
          <Alert tone="info" data-testid="revise-open">
            {t.rich("revise.open", { until: () => until, keys: keyNames.submit })}{" "}
            <ButtonLink href={`/projects/${projectId}/submissions`} size="sm" className="ml-2">
              {t("revise.cancel")}
            </ButtonLink>
          </Alert>
        )}
        <HelpPanel>
          {props.instructions ?? (
            <p className="py-1 text-sm text-slate-600">{t("noInstructions")}</p>
          )}
          <ShortcutLegend entries={mod.legend} common={reviseLegend} />
        </HelpPanel>
        {refusal &&
        refusal.code !== "validation_failed" &&
        refusal.code !== "revise_window_closed" ? (
          <Alert tone="error" data-testid="revise-error">
            {refusal.message}
          </Alert>
        ) : null}
        {errorsAt(shownErrors, "").length ? (
          <Alert tone="error">{errorsAt(shownErrors, "").join(" ")}</Alert>
        ) : null}
        <KindWorkspace
          data={workspace}
          form={form}
          update={(next) => {
            setRefusal(null);
            setForm(next);
          }}
          errors={shownErrors}
          isLocked={isLocked}
          footer={
            isClosed ? null : (
              <SubmitBar
                blockers={blockers}
                isLocked={isLocked}
                isSubmitting={phase !== "editing"}
                onSubmit={() => void save()}
                action="revise"
              />
            )
          }
        />
      </div>
    </WorkHelp>
  );
}
