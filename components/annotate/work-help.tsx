"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactNode,
} from "react";
import { useShortcuts } from "./use-shortcuts";

/** Open or closed, per project, in this browser (decision 047). */
const helpOpenKey = (projectId: number) => `accord.help-open.${projectId}`;

type Help = { isOpen: boolean; toggle: () => void; panelId: string };
const HelpContext = createContext<Help | null>(null);

/**
 * A work screen's instructions and key legend, behind the header's `?` toggle: open on the first
 * visit to a project, then as the person left it. `?` toggles it (not while typing).
 */
export function WorkHelp({ projectId, children }: { projectId: number; children: ReactNode }) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(true);
  useEffect(() => {
    try {
      if (window.localStorage.getItem(helpOpenKey(projectId)) === "closed") setIsOpen(false);
    } catch {
      // storage disabled: open
    }
  }, [projectId]);
  const toggle = useCallback(() => {
    setIsOpen((was) => {
      try {
        window.localStorage.setItem(helpOpenKey(projectId), was ? "closed" : "open");
      } catch {
        // storage disabled: not remembered
      }
      return !was;
    });
  }, [projectId]);
  useShortcuts([{ key: "?", run: toggle }]);
  return (
    <HelpContext.Provider value={{ isOpen, toggle, panelId }}>{children}</HelpContext.Provider>
  );
}

/** The header's toggle; nothing outside a WorkHelp (screens without instructions and keys). */
export function HelpToggle() {
  const help = useContext(HelpContext);
  if (!help) return null;
  return (
    <button
      type="button"
      onClick={help.toggle}
      aria-expanded={help.isOpen}
      aria-controls={help.panelId}
      aria-keyshortcuts="?"
      data-testid="help-toggle"
      className="inline-flex shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
    >
      Instructions and keys
      <kbd aria-hidden="true">?</kbd>
      <span aria-hidden="true" className="text-xs text-slate-600">
        {help.isOpen ? "▴" : "▾"}
      </span>
    </button>
  );
}

/** What the toggle shows and hides: at most a third of the window, scrolling inside. */
export function HelpPanel({ children }: { children: ReactNode }) {
  const help = useContext(HelpContext);
  return (
    <div
      id={help?.panelId}
      hidden={help ? !help.isOpen : undefined}
      role="region"
      aria-label="Instructions and keys"
      data-testid="help-panel"
      className="max-h-[30vh] shrink-0 overflow-y-auto rounded-lg border border-slate-200 bg-white"
      tabIndex={0}
    >
      <div className="grid gap-x-6 gap-y-2 px-4 py-2 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {children}
      </div>
    </div>
  );
}
