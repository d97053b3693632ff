"use client";

import type { ItemKind } from "@/lib/items/item-kinds";
import { CommentMergeForm, type CommentGold } from "./comment-merge-form";
import { DialogueMergeForm, type DialogueGold } from "./dialogue-merge-form";
import { JsonMergeForm } from "./json-merge-form";

/** A merged copy in progress: a structured form for comments and dialogues, JSON text for QA pairs and READMEs. */
export type MergeState =
  | { kind: "generated_comment"; value: CommentGold }
  | { kind: "dialogue"; value: DialogueGold }
  | { kind: "json"; text: string };

/** A copy of one annotation to edit into the gold. */
export function startMerge(kind: ItemKind, data: Record<string, unknown>): MergeState {
  if (kind === "generated_comment") return { kind, value: { ...(data as CommentGold), error_codes: [...((data.error_codes as string[]) ?? [])] } };
  if (kind === "dialogue") return { kind, value: { ...(data as DialogueGold) } };
  return { kind: "json", text: JSON.stringify(data, null, 2) };
}

/** The gold to send, or an Error when the JSON does not parse (the server validates the rest). */
export function mergedGold(state: MergeState): unknown {
  if (state.kind !== "json") return state.value;
  try {
    return JSON.parse(state.text);
  } catch (e) {
    return new Error(`The merged gold is not valid JSON: ${(e as Error).message}`);
  }
}

export function MergedEditor({ state, onChange, errors, taskCategories }: {
  state: MergeState; onChange: (s: MergeState) => void; errors: Record<string, string[]>; taskCategories: string[];
}) {
  return (
    <div data-testid="merged-editor" className="rounded-md border border-indigo-200 bg-indigo-50/30 p-3">
      {state.kind === "generated_comment" ? <CommentMergeForm value={state.value} onChange={(value) => onChange({ kind: "generated_comment", value })} errors={errors} /> : null}
      {state.kind === "dialogue" ? <DialogueMergeForm value={state.value} onChange={(value) => onChange({ kind: "dialogue", value })} errors={errors} taskCategories={taskCategories} /> : null}
      {state.kind === "json" ? (
        <JsonMergeForm text={state.text} onChange={(text) => onChange({ kind: "json", text })} errors={errors} />
      ) : null}
    </div>
  );
}
