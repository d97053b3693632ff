import type { ReactNode } from "react";

/**
 * The project's instructions. On a work screen they sit behind the header's `?` toggle with the
 * key legend (components/annotate/work-help.tsx, decision 047), which remembers open or closed.
 */
export function InstructionsPanel({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="instructions-title"
      data-testid="instructions-panel"
      className="min-w-0 space-y-1 py-1"
    >
      <h2 id="instructions-title" className="text-sm font-semibold text-slate-900">
        Instructions
      </h2>
      <div className="text-sm">{children}</div>
    </section>
  );
}
