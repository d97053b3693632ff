"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { accuracyLabels, rejectReasons } from "@/lib/annotations/annotation-schemas";
import { Button } from "@/components/ui/button";
import { useShortcuts } from "@/components/annotate/use-shortcuts";
import { WorkspaceLayout } from "@/components/annotate/workspace-layout";
import type { WorkspaceProps } from "@/components/annotate/workspace-types";
import { QaFields } from "./qa-fields";
import { withReasonToggled, type QaForm, type RejectReason } from "./qa-form";
import { withAcceptedAsCorrect, withReferenceCited, type Reference } from "./qa-keys";
import { QaStandards } from "./qa-standards";

type Data = { item: React.ReactNode; references: Reference[] };

const digits = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
const modifierKeys = new Set(["Shift", "Control", "Alt", "Meta", "CapsLock"]);
// A key name, the same in every language.
const ACCEPT_ALL_KEY = "Shift+A";

export function QaWorkspace({
  data,
  form,
  update,
  errors,
  isLocked,
  footer,
}: WorkspaceProps<QaForm, Data>) {
  const t = useTranslations("kindScreens.qaPair");
  const set = (patch: Partial<QaForm>) => update((prev) => ({ ...prev, ...patch }));
  const toggleReason = (r: RejectReason) => update((prev) => withReasonToggled(prev, r));
  const acceptAll = () => update((prev) => withAcceptedAsCorrect(prev, data.references));
  // C starts a two-key sequence: the next digit n cites reference n; any other key cancels it.
  const [isCiting, setIsCiting] = useState(false);
  useEffect(() => {
    if (!isCiting) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (!modifierKeys.has(e.key) && !/^[\dc]$/i.test(e.key)) setIsCiting(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isCiting]);

  useShortcuts(
    [
      ...digits.map((d) => ({
        key: d,
        when: () => isCiting,
        run: () => {
          setIsCiting(false);
          update((prev) => withReferenceCited(prev, data.references, Number(d)));
        },
      })),
      { key: "a", shift: true, run: acceptAll },
      { key: "a", run: () => set({ verdict: "accept" }) },
      { key: "r", run: () => set({ verdict: "reject" }) },
      { key: "c", when: () => form.verdict === "accept", run: () => setIsCiting(true) },
      // U: a new citation row, focused, for a URL that is not among the references.
      {
        key: "u",
        when: () => form.verdict === "accept",
        run: () =>
          document.querySelector<HTMLButtonElement>('[data-testid="add-citation"]')?.click(),
      },
      ...rejectReasons.map((r, i) => ({
        key: String(i + 1),
        when: () => form.verdict === "reject",
        run: () => toggleReason(r),
      })),
      ...accuracyLabels.map((l, i) => ({
        key: String(i + 1),
        when: () => form.verdict === "accept",
        run: () => set({ answer_label: l }),
      })),
    ],
    !isLocked,
  );

  return (
    <WorkspaceLayout
      itemLabel={t("itemLabel")}
      isLocked={isLocked}
      item={data.item}
      footer={footer}
      form={
        <>
          <QaStandards form={form} update={update} />
          <Button
            size="sm"
            variant="secondary"
            onClick={acceptAll}
            disabled={isLocked}
            data-testid="accept-all"
          >
            {t("acceptAll")}
            <kbd aria-hidden="true" className="ml-1">
              {ACCEPT_ALL_KEY}
            </kbd>
          </Button>
          <QaFields
            form={form}
            update={update}
            errors={errors}
            references={data.references}
            showKeys
            isCiting={isCiting}
          />
        </>
      }
    />
  );
}
