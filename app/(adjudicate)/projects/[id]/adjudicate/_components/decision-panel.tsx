"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useShortcuts } from "@/components/annotate/use-shortcuts";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { DecisionActions, ResolveInput } from "./decision-types";
import { DecisionLegend } from "./decision-legend";
import { MergedEditor, mergedGold, startMerge, type MergeState } from "./merged-editor";

type Choice = "a" | "b" | "merged";
export type DecisionAnnotation = { label: string; title: string; data: Record<string, unknown> };

/** Take A, take B or a merged copy, a rationale, and the decision recorded (then the next disagreement). */
export function DecisionPanel({ projectId, adjudicationId, kind, annotations, taskCategories, actions }: {
  projectId: number; adjudicationId: number; kind: ItemKind; annotations: DecisionAnnotation[]; taskCategories: string[]; actions: DecisionActions;
}) {
  const router = useRouter();
  const rationaleId = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [merge, setMerge] = useState<MergeState | null>(null);
  const [rationale, setRationale] = useState("");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [a, b] = annotations;

  const take = (c: "a" | "b") => (c === "b" && !b ? undefined : setChoice(c));
  const startMerged = () => {
    setMerge(startMerge(kind, (choice === "b" ? b : a)?.data ?? {}));
    setChoice("merged");
  };

  async function submit() {
    if (isBusy || !choice) return setMessage(choice ? null : "Take A, take B or start a merged copy first.");
    const gold = choice === "merged" && merge ? mergedGold(merge) : undefined;
    if (gold instanceof Error) return setErrors({ gold: [gold.message] });
    setIsBusy(true);
    setMessage(null);
    const input: ResolveInput = { choice, rationale, ...(gold === undefined ? {} : { gold }) };
    const result = await actions.resolve(adjudicationId, input);
    if (!result.ok) {
      setErrors(result.fields ?? {});
      setMessage(result.message);
      return setIsBusy(false);
    }
    const next = await actions.claimNext(projectId);
    router.push(next.ok ? next.url : `/projects/${projectId}/adjudicate`);
  }

  async function release() {
    setIsBusy(true);
    const result = await actions.release(adjudicationId);
    if (!result.ok) {
      setMessage(result.message);
      return setIsBusy(false);
    }
    router.push(`/projects/${projectId}`);
  }

  useShortcuts([
    { key: "a", run: () => take("a") },
    { key: "b", run: () => take("b") },
    { key: "m", run: startMerged },
    { key: "Enter", mod: true, inText: true, run: () => void submit() },
  ], !isBusy);

  const pick = (c: Choice, label: string, onClick: () => void, key: string, disabled = false) => (
    <Button variant={choice === c ? "primary" : "secondary"} aria-pressed={choice === c} aria-keyshortcuts={key} onClick={onClick} disabled={isBusy || disabled}>
      {label} <kbd aria-hidden="true" className="ml-1 text-xs opacity-70">{key}</kbd>
    </Button>
  );

  return (
    <section aria-label="Decision" data-testid="decision-panel" className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Gold annotation">
        {pick("a", "Take A", () => take("a"), "A")}
        {pick("b", "Take B", () => take("b"), "B", !b)}
        {pick("merged", "Start merged copy", startMerged, "M")}
      </div>
      <p className="text-sm text-slate-700" data-testid="decision-summary" aria-live="polite">
        {choice === null ? "Nothing chosen yet." : choice === "merged" ? "Gold: your merged copy (edit it below)." : `Gold: ${(choice === "a" ? a : b)?.title}'s annotation as it is.`}
      </p>
      {choice === "merged" && merge ? <MergedEditor state={merge} onChange={setMerge} errors={errors} taskCategories={taskCategories} /> : null}
      <div>
        <label htmlFor={rationaleId} className="mb-1 block text-sm font-semibold text-slate-900">
          Rationale {choice === "merged" ? <span className="font-normal text-red-700">(required when merging)</span> : <span className="font-normal text-slate-500">(optional)</span>}
        </label>
        <textarea id={rationaleId} rows={3} maxLength={5000} value={rationale} onChange={(e) => setRationale(e.target.value)}
          aria-invalid={errors.rationale ? true : undefined} aria-describedby={errors.rationale ? `${rationaleId}-error` : undefined}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none" />
        {errors.rationale ? <p id={`${rationaleId}-error`} className="mt-1 text-sm text-red-700">Rationale: {errors.rationale.join(" ")}</p> : null}
      </div>
      {message ? <Alert tone="error" data-testid="decision-error">{message}</Alert> : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="primary" onClick={() => void submit()} disabled={isBusy || choice === null} aria-keyshortcuts="Control+Enter">
          {isBusy ? "Saving…" : "Record decision"}
        </Button>
        <Button variant="ghost" onClick={() => void release()} disabled={isBusy}>Release</Button>
      </div>
      <DecisionLegend />
    </section>
  );
}
