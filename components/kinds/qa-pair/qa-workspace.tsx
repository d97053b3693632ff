"use client";

import { accuracyLabels, rejectReasons } from "@/lib/annotations/annotation-schemas";
import { useShortcuts } from "@/components/annotate/use-shortcuts";
import { WorkspaceLayout } from "@/components/annotate/workspace-layout";
import type { WorkspaceProps } from "@/components/annotate/workspace-types";
import { QaFields } from "./qa-fields";
import { withReasonToggled, type QaForm, type RejectReason } from "./qa-form";
import { QaStandards } from "./qa-standards";

type Data = { item: React.ReactNode; references: { url: string; title: string | null }[] };

export function QaWorkspace({ data, form, update, errors, isLocked, footer }: WorkspaceProps<QaForm, Data>) {
  const set = (patch: Partial<QaForm>) => update((prev) => ({ ...prev, ...patch }));
  const toggleReason = (r: RejectReason) => update((prev) => withReasonToggled(prev, r));

  useShortcuts(
    [
      { key: "a", run: () => set({ verdict: "accept" }) },
      { key: "r", run: () => set({ verdict: "reject" }) },
      ...rejectReasons.map((r, i) => ({ key: String(i + 1), when: () => form.verdict === "reject", run: () => toggleReason(r) })),
      ...accuracyLabels.map((l, i) => ({ key: String(i + 1), when: () => form.verdict === "accept", run: () => set({ answer_label: l }) })),
    ],
    !isLocked,
  );

  return (
    <WorkspaceLayout
      itemLabel="Question and answer"
      isLocked={isLocked}
      item={data.item}
      footer={footer}
      form={
        <>
          <QaStandards form={form} update={update} />
          <QaFields form={form} update={update} errors={errors} references={data.references} showKeys />
        </>
      }
    />
  );
}
