"use client";

import { useRef } from "react";
import { accuracyLabels } from "@/lib/annotations/annotation-schemas";
import { ChoiceGroup, NotesField } from "@/components/annotate/choice-group";
import { errorsAt } from "@/components/annotate/form-errors";
import { useShortcuts } from "@/components/annotate/use-shortcuts";
import { WorkspaceLayout } from "@/components/annotate/workspace-layout";
import type { WorkspaceProps } from "@/components/annotate/workspace-types";
import { accuracyNames, type Accuracy, type CommentForm } from "./comment-form";
import { ErrorCodePicker } from "./error-code-picker";
import { useCommentJump } from "./use-comment-jump";

type Data = { item: React.ReactNode };

const accuracyHelp: Record<Accuracy, string> = {
  correct: "Says what the original says, in the requested language.",
  partially_correct: "Right in part: details missing, wrong or badly phrased.",
  incorrect: "Wrong, misleading, unusable or empty.",
};

export function CommentWorkspace({
  data,
  form,
  update,
  errors,
  isLocked,
  footer,
}: WorkspaceProps<CommentForm, Data>) {
  const searchRef = useRef<HTMLInputElement>(null);
  const itemRef = useRef<HTMLDivElement>(null);
  useCommentJump(itemRef, !isLocked);
  const set = (patch: Partial<CommentForm>) => update((prev) => ({ ...prev, ...patch }));
  const toggle = (code: string) =>
    update((prev) => ({
      ...prev,
      error_codes: prev.error_codes.includes(code)
        ? prev.error_codes.filter((c) => c !== code)
        : [...prev.error_codes, code],
    }));

  useShortcuts(
    [
      ...accuracyLabels.map((a, i) => ({ key: String(i + 1), run: () => set({ accuracy: a }) })),
      {
        key: "/",
        run: () => {
          searchRef.current?.focus();
          searchRef.current?.select(); // typing replaces a query left over
        },
      },
    ],
    !isLocked,
  );

  return (
    <WorkspaceLayout
      itemLabel="Code file and comments"
      itemWidth="wide"
      isLocked={isLocked}
      item={<div ref={itemRef}>{data.item}</div>}
      footer={footer}
      form={
        <>
          <ChoiceGroup
            name="accuracy"
            legend={
              <>
                Accuracy<span className="short:sr-only"> of the generated comment</span>
              </>
            }
            options={accuracyLabels.map((a, i) => ({
              value: a,
              label: accuracyNames[a],
              key: String(i + 1),
              help: accuracyHelp[a],
            }))}
            value={form.accuracy}
            onChange={(accuracy) => set({ accuracy })}
            isHelpCompact
            errors={errorsAt(errors, "accuracy")}
          />
          <ErrorCodePicker
            selected={form.error_codes}
            onToggle={toggle}
            errors={errorsAt(errors, "error_codes", true)}
            searchRef={searchRef}
          />
          <NotesField
            value={form.notes}
            onChange={(notes) => set({ notes })}
            errors={errorsAt(errors, "notes")}
          />
        </>
      }
    />
  );
}
