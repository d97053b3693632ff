"use client";

import type { CommentForm } from "@/components/annotate/comment/comment-form";
import type { DialogueForm } from "@/components/annotate/dialogue/dialogue-form";
import type { FieldErrorMap } from "@/components/annotate/form-errors";
import { QaFields } from "@/components/annotate/qa/qa-fields";
import type { QaForm } from "@/components/annotate/qa/qa-form";
import type { ReadmeForm } from "@/components/annotate/readme/readme-form";
import { Button } from "@/components/ui/button";
import type { Functionality } from "@/lib/adjudication/align-functionalities";
import type { ItemKind } from "@/lib/items/item-kinds";
import { CommentMergeForm } from "./comment-merge-form";
import { DialogueMergeForm } from "./dialogue-merge-form";
import { unionLabel, type MergeBase } from "@/components/adjudicate/merge-copy";
import { ReadmeMergeForm } from "./readme-merge-form";

/** What the merged editor needs besides the copy: the two annotations and the item's reference data. */
export type MergeContext = {
  kind: ItemKind;
  a: Record<string, unknown>;
  b: Record<string, unknown> | undefined;
  taskCategories: string[];
  references: { url: string; title: string | null }[];
  threshold: number;
};

/** The merged copy as the kind's structured form, with buttons to start it again from A, B or both. */
export function MergedEditor({ value, update, errors, context, onRestart, disabled }: {
  value: unknown;
  update: (next: (prev: unknown) => unknown) => void;
  /** The server's messages for the gold, keyed by the form's paths. */
  errors: FieldErrorMap;
  context: MergeContext;
  onRestart: (base: MergeBase) => void;
  disabled: boolean;
}) {
  const { kind } = context;
  const set = (v: unknown) => update(() => v);
  const union = unionLabel[kind];
  return (
    <div data-testid="merged-editor" className="space-y-4 rounded-md border border-indigo-200 bg-indigo-50/30 p-3">
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-600" role="group" aria-label="Start the merged copy again">
        <span>Start again from:</span>
        <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onRestart("a")}>A</Button>
        {context.b ? <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onRestart("b")}>B</Button> : null}
        {context.b && union ? <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onRestart("union")}>{union}</Button> : null}
      </div>
      <fieldset disabled={disabled} className="min-w-0 space-y-4">
        {kind === "generated_comment" ? <CommentMergeForm value={value as CommentForm} onChange={set} errors={errors} /> : null}
        {kind === "dialogue" ? <DialogueMergeForm value={value as DialogueForm} onChange={set} errors={errors} taskCategories={context.taskCategories} /> : null}
        {kind === "qa_pair" ? (
          <QaFields form={value as QaForm} update={update as (next: (prev: QaForm) => QaForm) => void} errors={errors} references={context.references} showKeys={false} />
        ) : null}
        {kind === "readme" ? (
          <ReadmeMergeForm value={value as ReadmeForm} update={update as (next: (prev: ReadmeForm) => ReadmeForm) => void} errors={errors}
            a={(context.a.functionalities as Functionality[] | undefined) ?? []} b={(context.b?.functionalities as Functionality[] | undefined) ?? []} threshold={context.threshold} />
        ) : null}
      </fieldset>
    </div>
  );
}
