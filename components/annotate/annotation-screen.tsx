"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { annotationSchemaFor } from "@/lib/annotations/annotation-schema-for";
import type { CompareSettings } from "@/lib/annotations/comparison";
import type { AnnotateActions } from "@/lib/actions/annotate-action-types";
import { ClosedNotice } from "./closed-notice";
import { useFieldLabels } from "./use-field-labels";
import { errorsAt, remapErrors, validate, type FieldErrorMap } from "./form-errors";
import { kindClientUi } from "@/components/kinds/client-registry";
import { KindWorkspace, type WorkspaceData } from "./kind-workspace";
import { focusNextField, leaveTextField } from "./field-focus";
import { ReleaseDialog, SkipDialog } from "./queue-dialogs";
import { SessionStatus } from "./session-status";
import { groupLegend, ShortcutLegend } from "./shortcut-legend";
import { SubmitBar } from "./submit-bar";
import { useActiveTimer } from "./use-active-timer";
import { useAssignmentWatch, type ClosedAssignment } from "./use-assignment-watch";
import { draftActiveMs, useDraft } from "./use-draft";
import { useQueueFlow } from "./use-queue-flow";
import { HelpPanel, WorkHelp } from "./work-help";
import { useOutbox } from "./submit-outbox";
import { isTypingTarget, useShortcuts } from "./use-shortcuts";

export type AnnotationScreenProps = {
  projectId: number;
  assignmentId: number;
  leaseExpiresAt: string;
  /** The server's clock when the page was rendered (ISO), to judge the lease like the server does. */
  serverNow: string;
  draft: unknown;
  /** The project's kind settings (compareSettingsOf): what the annotation's schema reads. */
  settings: CompareSettings;
  workspace: WorkspaceData;
  /** Server-rendered: title row with progress bars, and the project's instructions (or null), shown behind the header's `?`. */
  header: ReactNode;
  instructions: ReactNode;
  actions: AnnotateActions;
  /**
   * One comment of a file group (decision 051, group-screen.tsx): the group screen wraps the help
   * and shows one of its screens at a time; a hidden one (`isActive` false) takes no keys, counts no
   * time and claims nothing ahead. `onFinished` after a submit or skip: true when the group moved to
   * its next comment (no next item is claimed).
   */
  group?: {
    isActive: boolean;
    onFinished: () => boolean;
    onLeaseRenewed: (leaseExpiresAt: string) => void;
  };
};

export function AnnotationScreen(props: AnnotationScreenProps) {
  const { workspace, projectId, assignmentId, group } = props;
  const t = useTranslations("annotate");
  const isActive = group?.isActive ?? true;
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
  const [clockOffsetMs] = useState(() => Date.parse(props.serverNow) - Date.now());
  const [lease, setLease] = useState(props.leaseExpiresAt);
  useEffect(() => setLease(props.leaseExpiresAt), [props.leaseExpiresAt]);

  const [isSubmitted, setIsSubmitted] = useState(false);
  // Closed elsewhere (another tab, or before Back showed this cached page): read-only from then on.
  const [closed, setClosed] = useState<{
    state: ClosedAssignment;
    mine: unknown;
    hasLocalEdits: boolean;
  } | null>(null);
  const timer = useActiveTimer(draftActiveMs(props.draft), isActive && !isSubmitted && !closed);
  const storageKey = `accord.draft.${assignmentId}`;
  const draft = useDraft<unknown>({
    storageKey,
    serverDraft: props.draft,
    parse: mod.parse,
    save: (d) => props.actions.saveDraft(assignmentId, d),
    readActiveMs: timer.read,
    onRestoredTime: timer.restore,
    onLeaseRenewed: (l) => {
      setLease(l);
      group?.onLeaseRenewed(l); // the save renewed the group's other running leases too (save-draft.ts)
    },
  });

  const [initialForm] = useState(draft.form);
  const annotation = useMemo(() => mod.toAnnotation(draft.form), [mod, draft.form]);
  const clientErrors = useMemo(() => {
    const errors = validate(schema, annotation);
    return mod.formPath ? remapErrors(errors, (p) => mod.formPath!(p, draft.form)) : errors;
  }, [schema, annotation, mod, draft.form]);
  const [isAttempted, setIsAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrorMap>({});
  const shownErrors = isAttempted ? { ...clientErrors, ...serverErrors } : serverErrors;

  const flow = useQueueFlow({
    projectId,
    assignmentId,
    actions: props.actions,
    prepare: () => ({ annotation, errors: clientErrors }),
    readActiveMs: timer.read,
    draft,
    onRefused: (fields) => {
      const mapped = mod.formPath
        ? remapErrors(fields, (p) => mod.formPath!(p, draft.form))
        : fields;
      setServerErrors(mapped);
      setIsAttempted(true);
      // After React shows the messages: focus the first control marked invalid.
      window.setTimeout(
        () =>
          document
            .querySelector<HTMLElement>("[data-testid=annotation-form] [aria-invalid=true]")
            ?.focus(),
        0,
      );
    },
    onClosed: () => watch.announce(),
    storageKey,
    isActive,
    afterFinish: group?.onFinished,
  });
  const phase = useRef(flow.phase);
  useEffect(() => {
    phase.current = flow.phase;
  });
  const watch = useAssignmentWatch({
    assignmentId,
    check: props.actions.state,
    isIdle: () => phase.current === "editing",
    onClosed: (state) => {
      const parsed = schema.safeParse(annotation);
      const mine = parsed.success ? parsed.data : annotation;
      const hasLocalEdits = draft.form !== initialForm;
      draft.stop({ clear: state.status === "submitted" });
      if (state.annotation !== null) draft.update(mod.parse(state.annotation)); // autosave is stopped: shown, not saved
      setClosed({ state, mine, hasLocalEdits });
    },
  });
  const isLocked = flow.isLocked || closed !== null;
  const outbox = useOutbox();
  useEffect(() => setIsSubmitted(flow.phase === "saved"), [flow.phase]);

  const update = (next: unknown) => {
    setServerErrors({});
    flow.clearRefusal();
    draft.update(next);
  };

  useShortcuts(
    [
      { key: "Enter", mod: true, inText: true, run: () => void flow.submit() },
      { key: "s", shift: true, run: flow.openSkip },
      { key: "r", shift: true, run: flow.openRelease },
      { key: "j", run: () => focusNextField(1) },
      { key: "k", run: () => focusNextField(-1) },
      {
        key: "Escape",
        inText: true,
        when: () => isTypingTarget(document.activeElement),
        run: leaveTextField,
      },
    ],
    !isLocked && isActive,
  );

  const blockers = Object.entries(clientErrors).map(([path, messages]) => {
    const top = path.split(".")[0];
    const label = fieldLabels[top] ?? "";
    return `${label ? `${label}: ` : ""}${messages[0]}`;
  });

  const screen = (
    <div
      data-testid="annotation-screen"
      data-kind={workspace.kind}
      className="flex flex-col gap-3 lg:h-full"
    >
      {props.header}
      {closed ? (
        <ClosedNotice
          closed={closed.state}
          labels={fieldLabels}
          mine={closed.mine}
          hasLocalEdits={closed.hasLocalEdits}
          projectId={projectId}
          onNext={() => void flow.next()}
          isBusy={flow.phase !== "editing"}
        />
      ) : (
        <SessionStatus
          activeMs={timer.ms}
          isPaused={timer.isPaused}
          leaseExpiresAt={lease}
          clockOffsetMs={clockOffsetMs}
          saveStatus={draft.status}
          restoredFrom={draft.restoredFrom}
          onReclaim={() => void flow.reclaim()}
          isBusy={flow.isLocked}
        />
      )}
      {isActive ? (
        <HelpPanel>
          {props.instructions ?? (
            <p className="py-1 text-sm text-slate-600">{t("noInstructions")}</p>
          )}
          <ShortcutLegend entries={mod.legend} common={group ? groupLegend : undefined} />
        </HelpPanel>
      ) : null}
      {flow.banner ? (
        <Alert tone={flow.banner.tone} data-testid="flow-banner">
          {flow.banner.text}
          {flow.banner.nextHref ? (
            <ButtonLink href={flow.banner.nextHref} size="sm" className="ml-3" prefetch={false}>
              {t("screen.continue")}
            </ButtonLink>
          ) : null}
        </Alert>
      ) : null}
      {outbox.retrying ? (
        <Alert tone="info" data-testid="outbox-retrying">
          {t("screen.outboxRetrying")}
        </Alert>
      ) : null}
      {errorsAt(shownErrors, "").length ? (
        <Alert tone="error">{errorsAt(shownErrors, "").join(" ")}</Alert>
      ) : null}
      <KindWorkspace
        data={workspace}
        form={draft.form}
        update={update}
        errors={shownErrors}
        isLocked={isLocked || !isActive}
        footer={
          closed ? null : (
            <SubmitBar
              blockers={blockers}
              isLocked={isLocked}
              isSubmitting={flow.phase === "submitting"}
              onSubmit={() => void flow.submit()}
              onSkip={flow.openSkip}
              onRelease={flow.openRelease}
            />
          )
        }
      />
      <SkipDialog
        open={flow.dialog === "skip"}
        isBusy={flow.phase === "skipping"}
        error={flow.dialogError}
        onCancel={flow.closeDialog}
        onSkip={(reason) => void flow.skip(reason)}
      />
      <ReleaseDialog
        open={flow.dialog === "release"}
        isBusy={flow.phase === "releasing"}
        error={flow.dialogError}
        onCancel={flow.closeDialog}
        onRelease={() => void flow.release()}
        scope={group ? "group" : "item"}
      />
    </div>
  );
  return group ? screen : <WorkHelp projectId={projectId}>{screen}</WorkHelp>;
}
