"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export type ReadmeView = "rendered" | "source";

/** The other view, for the V shortcut. */
export const otherReadmeView = (view: ReadmeView): ReadmeView =>
  view === "rendered" ? "source" : "rendered";

/** The buttons that switch a README between its rendered view and its source, with the V hint. */
export function ReadmeViewToggle({
  view,
  onChange,
  tabs,
  hint,
}: {
  view: ReadmeView;
  onChange: (view: ReadmeView) => void;
  /** The views in button order, with their labels. */
  tabs: readonly (readonly [ReadmeView, string])[];
  /** What the views show, after "Press V to switch." */
  hint: ReactNode;
}) {
  const t = useTranslations("kindScreens.readmeExtraction.toggle");
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("label")}>
      {tabs.map(([v, label]) => (
        <Button
          key={v}
          size="sm"
          variant={view === v ? "primary" : "secondary"}
          aria-pressed={view === v}
          onClick={() => onChange(v)}
        >
          {label}
        </Button>
      ))}
      <span className="text-xs text-slate-500">
        {t.rich("pressV", { kbd: (chunks) => <kbd>{chunks}</kbd> })} {hint}
      </span>
    </div>
  );
}
