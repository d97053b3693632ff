"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { accuracyLabels } from "@/lib/annotations/annotation-schemas";
import { ChoiceGroup, NotesField } from "@/components/annotate/choice-group";
import { errorsAt } from "@/components/annotate/form-errors";
import { useShortcuts } from "@/components/annotate/use-shortcuts";
import { WorkspaceLayout } from "@/components/annotate/workspace-layout";
import type { WorkspaceProps } from "@/components/annotate/workspace-types";
import type { CommentForm } from "./comment-form";
import { ErrorCodePicker } from "./error-code-picker";
import { useCommentJump } from "./use-comment-jump";

type Data = { item: React.ReactNode };

export function CommentWorkspace({
  data,
  form,
  update,
  errors,
  isLocked,
  footer,
}: WorkspaceProps<CommentForm, Data>) {
  const t = useTranslations("kindScreens.codeComment");
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
      itemLabel={t("itemLabel")}
      itemWidth="wide"
      isLocked={isLocked}
      item={<div ref={itemRef}>{data.item}</div>}
      footer={footer}
      form={
        <>
          <ChoiceGroup
            name="accuracy"
            legend={t.rich("accuracyLegend", {
              more: (chunks) => <span className="short:sr-only">{chunks}</span>,
            })}
            options={accuracyLabels.map((a, i) => ({
              value: a,
              label: t(`accuracy.${a}.name`),
              key: String(i + 1),
              help: t(`accuracy.${a}.help`),
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
