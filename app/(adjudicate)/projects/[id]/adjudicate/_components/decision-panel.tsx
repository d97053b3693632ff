"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState, type ReactNode } from "react";
import {
  errorsAt,
  remapErrors,
  validate,
  type FieldErrorMap,
} from "@/components/annotate/form-errors";
import { kindClientUi } from "@/components/kinds/client-registry";
import { AutosaveStatus } from "@/components/annotate/session-status";
import { TextCounter } from "@/components/annotate/text-counter";
import { useDraft } from "@/components/annotate/use-draft";
import { useShortcuts } from "@/components/annotate/use-shortcuts";
import { ReleaseDialog } from "@/components/annotate/queue-dialogs";
import { keyNames } from "@/components/annotate/submit-bar";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonKey } from "@/components/ui/button";
import { annotationSchemaFor } from "@/lib/annotations/annotation-schema-for";
import { textLimits } from "@/lib/annotations/text-limits";
import {
  decisionCodec,
  decisionStorageKey,
  parseDecision,
  type Choice,
  type DecisionDraft,
} from "@/components/adjudicate/decision-draft";
import type { DecisionActions, ResolveInput } from "./decision-types";
import { DecisionLegend } from "./decision-legend";
import {
  goldErrors,
  mergedGold,
  startMerge,
  type MergeBase,
} from "@/components/adjudicate/merge-copy";
import { MergedEditor, type MergeContext } from "./merged-editor";
import { LocalTime } from "@/components/ui/local-time";

export type DecisionAnnotation = { label: string; title: string; data: Record<string, unknown> };

/**
 * Take A, take B or a merged copy, a rationale, and the decision recorded (then the next
 * disagreement). The decision in progress autosaves to the claim and survives a reload; a
 * refused decision keeps the form. `compare` (A and B side by side) scrolls with the decision
 * above the action bar, which stays in view (decision 047).
 */
export function DecisionPanel({
  projectId,
  adjudicationId,
  annotations,
  context,
  itemText,
  serverDraft,
  leaseExpiresAt,
  actions,
  compare,
}: {
  projectId: number;
  adjudicationId: number;
  annotations: DecisionAnnotation[];
  context: Omit<MergeContext, "a" | "b">;
  itemText: string | undefined;
  serverDraft: unknown;
  leaseExpiresAt: string;
  actions: DecisionActions;
  compare?: ReactNode;
}) {
  const { kind } = context;
  const router = useRouter();
  const t = useTranslations("adjudicate.decision");
  const rationaleId = useId();
  const [a, b] = annotations;
  const [lease, setLease] = useState(leaseExpiresAt);
  const draft = useDraft<DecisionDraft>({
    storageKey: decisionStorageKey(adjudicationId),
    serverDraft,
    parse: (raw) => parseDecision(kind, raw),
    save: (d) => actions.saveDraft(adjudicationId, d),
    codec: decisionCodec,
    onLeaseRenewed: setLease,
  });
  const { choice, gold, rationale } = draft.form;
  const [serverErrors, setServerErrors] = useState<FieldErrorMap>({});
  const [isAttempted, setIsAttempted] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [release, setRelease] = useState<{ open: boolean; error: string | null }>({
    open: false,
    error: null,
  });

  // The merged copy is checked as it is typed (after a first attempt), like an annotation.
  const schema = useMemo(
    () => annotationSchemaFor({ kind, settings: context.settings, itemText }),
    [kind, context.settings, itemText],
  );
  const clientGoldErrors = useMemo(() => {
    if (choice !== "merged" || gold === null) return {};
    const mod = kindClientUi(kind).form;
    const errors = validate(schema, mergedGold(kind, gold));
    return mod.formPath ? remapErrors(errors, (p) => mod.formPath!(p, gold)) : errors;
  }, [choice, gold, kind, schema]);
  const goldFieldErrors = {
    ...(isAttempted ? clientGoldErrors : {}),
    ...goldErrors(kind, serverErrors, gold),
  };

  const update = (next: (prev: DecisionDraft) => DecisionDraft) => {
    setServerErrors({});
    setMessage(null);
    draft.update(next);
  };
  const fresh = (base: MergeBase) =>
    startMerge({
      kind,
      base,
      a: a?.data ?? {},
      b: b?.data ?? a?.data ?? {},
      settings: context.settings,
    });
  const take = (c: "a" | "b") =>
    c === "b" && !b ? undefined : update((prev) => ({ ...prev, choice: c }));
  // A merged copy already started is kept (switching to A and back loses nothing).
  const startMerged = () =>
    update((prev) => ({
      ...prev,
      choice: "merged",
      gold: prev.gold ?? fresh(prev.choice === "b" ? "b" : "a"),
    }));
  const restart = (base: MergeBase) => update((prev) => ({ ...prev, gold: fresh(base) }));
  const updateGold = (fn: (prev: unknown) => unknown) =>
    update((prev) => ({ ...prev, gold: fn(prev.gold) }));

  async function submit() {
    if (isBusy) return;
    if (!choice) return setMessage(t("chooseFirst"));
    setIsAttempted(true);
    if (choice === "merged" && Object.keys(clientGoldErrors).length) {
      setMessage(t("mergedInvalid"));
      return window.setTimeout(
        () =>
          document
            .querySelector<HTMLElement>("[data-testid=merged-editor] [aria-invalid=true]")
            ?.focus(),
        0,
      );
    }
    setIsBusy(true);
    setMessage(null);
    draft.stop({ clear: false });
    const input: ResolveInput = {
      choice,
      rationale,
      ...(choice === "merged" ? { gold: mergedGold(kind, gold) } : {}),
    };
    const result = await actions.resolve(adjudicationId, input);
    if (!result.ok) {
      draft.resume(); // the decision stays in the form and keeps autosaving
      setServerErrors(result.fields ?? {});
      setMessage(result.message);
      return setIsBusy(false);
    }
    draft.stop({ clear: true });
    const next = await actions.claimNext(projectId);
    router.push(next.ok ? next.url : `/projects/${projectId}/adjudicate`);
  }

  /** Asked first (ReleaseDialog): a release discards the decision in progress. */
  async function confirmRelease() {
    setIsBusy(true);
    const result = await actions.release(adjudicationId);
    if (!result.ok) {
      setRelease({ open: true, error: result.message });
      return setIsBusy(false);
    }
    draft.stop({ clear: true });
    router.push(`/projects/${projectId}`);
  }

  /** After autosave was refused (the claim expired): claim again; the same item comes back if nobody took it. */
  async function reclaim() {
    setIsBusy(true);
    const next = await actions.claimNext(projectId);
    setIsBusy(false);
    if (!next.ok) return setMessage(next.message);
    if (next.url.endsWith(`/adjudicate/${adjudicationId}`)) {
      draft.resume();
      return router.refresh();
    }
    router.push(next.url);
  }

  useShortcuts(
    [
      { key: "a", run: () => take("a") },
      { key: "b", run: () => take("b") },
      { key: "m", run: startMerged },
      { key: "Enter", mod: true, inText: true, run: () => void submit() },
      { key: "r", shift: true, run: () => setRelease({ open: true, error: null }) },
    ],
    !isBusy && !release.open,
  );

  const pick = (
    c: Choice,
    label: ReactNode,
    onClick: () => void,
    key: string,
    disabled = false,
  ) => (
    <Button
      variant={choice === c ? "primary" : "secondary"}
      aria-pressed={choice === c}
      aria-keyshortcuts={key}
      onClick={onClick}
      disabled={isBusy || disabled}
    >
      {label}{" "}
      <kbd aria-hidden="true" className="ml-1 text-xs opacity-70">
        {key}
      </kbd>
    </Button>
  );
  const rationaleErrors = errorsAt(serverErrors, "rationale");

  const decision = (
    <section
      aria-label={t("region")}
      data-testid="decision-panel"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <AutosaveStatus status={draft.status} restoredFrom={draft.restoredFrom} />
        <span data-testid="decision-lease">
          {t.rich("heldUntil", { until: () => <LocalTime iso={lease} style="time" /> })}
        </span>
      </div>
      {draft.status.state === "stopped" ? (
        <div
          role="alert"
          data-testid="draft-stopped"
          className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>{t("autosaveStopped")}</span>
          <Button size="sm" variant="secondary" onClick={() => void reclaim()} disabled={isBusy}>
            {t("claimAgain")}
          </Button>
        </div>
      ) : null}
      {choice === "merged" && gold !== null && a ? (
        <>
          {errorsAt(goldFieldErrors, "").length ? (
            <Alert tone="error">{errorsAt(goldFieldErrors, "").join(" ")}</Alert>
          ) : null}
          <MergedEditor
            value={gold}
            update={updateGold}
            errors={goldFieldErrors}
            context={{ ...context, a: a.data, b: b?.data }}
            onRestart={restart}
            disabled={isBusy}
          />
        </>
      ) : null}
      <div>
        <label htmlFor={rationaleId} className="mb-1 block text-sm font-semibold text-slate-900">
          {t("rationale")}{" "}
          {choice === "merged" ? (
            <span className="font-normal text-red-700">{t("requiredWhenMerging")}</span>
          ) : (
            <span className="font-normal text-slate-500">{t("optional")}</span>
          )}
        </label>
        <textarea
          id={rationaleId}
          rows={3}
          value={rationale}
          onChange={(e) => update((prev) => ({ ...prev, rationale: e.target.value }))}
          aria-invalid={rationaleErrors.length ? true : undefined}
          aria-describedby={`${rationaleErrors.length ? `${rationaleId}-error ` : ""}${rationaleId}-count`}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
        />
        <TextCounter
          id={`${rationaleId}-count`}
          length={rationale.trim().length}
          max={textLimits.rationale}
        />
        {rationaleErrors.length ? (
          <p id={`${rationaleId}-error`} className="mt-1 text-sm text-red-700">
            {t("rationaleErrors", { messages: rationaleErrors.join(" ") })}
          </p>
        ) : null}
      </div>
      <DecisionLegend />
    </section>
  );
  const bar = (
    <section
      aria-label={t("bar")}
      data-testid="decision-bar"
      className="sticky bottom-0 z-10 shrink-0 space-y-2 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm xl:static"
    >
      {message ? (
        <Alert tone="error" data-testid="decision-error">
          {message}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("gold")}>
        {pick("a", t("takeA"), () => take("a"), "A")}
        {pick("b", t("takeB"), () => take("b"), "B", !b)}
        {pick("merged", t(gold === null ? "startMerged" : "merged"), startMerged, "M")}
        <p
          className="min-w-0 flex-1 text-sm text-slate-700"
          data-testid="decision-summary"
          aria-live="polite"
        >
          {choice === null
            ? t("nothingChosen")
            : choice === "merged"
              ? t("goldMerged")
              : t("goldTaken", { title: (choice === "a" ? a : b)?.title ?? "" })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="primary"
          onClick={() => void submit()}
          disabled={isBusy || choice === null}
          aria-keyshortcuts="Control+Enter"
        >
          {isBusy ? t("saving") : t("record")}
          <ButtonKey onPrimary>{keyNames.submit}</ButtonKey>
        </Button>
        <Button
          variant="ghost"
          onClick={() => setRelease({ open: true, error: null })}
          disabled={isBusy}
          aria-keyshortcuts="Shift+R"
        >
          {t("release")}
          <ButtonKey>{keyNames.release}</ButtonKey>
        </Button>
      </div>
    </section>
  );
  return (
    <div className="flex min-w-0 flex-col gap-3 xl:min-h-0">
      {/* Scrolls inside from xl up; the action bar below it does not. */}
      <div className="min-w-0 space-y-4 xl:min-h-0 xl:flex-1 xl:overflow-y-auto">
        {compare}
        {decision}
      </div>
      {bar}
      <ReleaseDialog
        open={release.open}
        isBusy={isBusy}
        error={release.error}
        onCancel={() => setRelease({ open: false, error: null })}
        onRelease={() => void confirmRelease()}
        scope="adjudication"
      />
    </div>
  );
}
