"use client";

import { useEffect, useRef, type ReactNode } from "react";

const seenKey = (projectId: number) => `accord.instructions-seen.${projectId}`;

/**
 * The project's instructions, collapsible. Open the first time a person annotates in the
 * project (remembered in this browser), collapsed afterwards; the summary reopens them.
 */
export function InstructionsPanel({ projectId, children, remember = true }: { projectId: number; children: ReactNode; remember?: boolean }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (!remember) return;
    try {
      if (window.localStorage.getItem(seenKey(projectId)) && ref.current) ref.current.open = false;
      window.localStorage.setItem(seenKey(projectId), "1");
    } catch {
      // storage disabled: stay open
    }
  }, [projectId, remember]);
  return (
    <details ref={ref} open data-testid="instructions-panel" className="group rounded-lg border border-slate-200 bg-white">
      <summary className="cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50">
        Instructions <span className="font-normal text-slate-500 group-open:hidden">(show)</span>
        <span className="hidden font-normal text-slate-500 group-open:inline">(hide)</span>
      </summary>
      <div className="max-h-[40vh] overflow-y-auto border-t border-slate-200 px-5 py-3">{children}</div>
    </details>
  );
}
