import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { InstructionsSeen } from "./work-help";

/**
 * The project's instructions. On a work screen they sit behind the header's `?` toggle with the
 * key legend (components/annotate/work-help.tsx, decisions 047 and 079), open until this
 * guideline version has been read.
 */
export function InstructionsPanel({ version, children }: { version: number; children: ReactNode }) {
  const t = useTranslations("annotate.instructions");
  return (
    <section
      aria-labelledby="instructions-title"
      data-testid="instructions-panel"
      className="min-w-0 space-y-1 py-1"
    >
      <InstructionsSeen version={version} />
      <h2 id="instructions-title" className="text-sm font-semibold text-slate-900">
        {t.rich("title", {
          version,
          muted: (c) => <span className="font-normal text-slate-600">{c}</span>,
        })}
      </h2>
      <div className="text-sm">{children}</div>
    </section>
  );
}
