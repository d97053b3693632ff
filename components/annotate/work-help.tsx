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
import { useTranslations } from "next-intl";
import { useShortcuts } from "./use-shortcuts";

/** Open or closed, per project, in this browser (decision 047). */
const helpOpenKey = (projectId: number) => `accord.help-open.${projectId}`;
/** The guideline version whose instructions were last closed here: read (decision 079). */
const helpReadKey = (projectId: number) => `accord.help-read.${projectId}`;

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled: nothing remembered
  }
}
function store(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage disabled: not remembered
  }
}

type Help = {
  isOpen: boolean;
  toggle: () => void;
  panelId: string;
  /** Called by the instructions shown (InstructionsSeen): their guideline version. */
  showing: (version: number) => void;
  hasInstructions: boolean;
};
const HelpContext = createContext<Help | null>(null);

/**
 * A work screen's instructions and key legend, behind the header's `?` toggle. Instructions not
 * yet read (a new project, or a new guideline version) open it; once closed it stays closed for
 * that version, and with no instructions it starts closed: one line (issue #40). `?` toggles it.
 */
export function WorkHelp({ projectId, children }: { projectId: number; children: ReactNode }) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [version, setVersion] = useState<number | null>(null);
  const showing = useCallback((v: number) => setVersion(v), []);
  useEffect(() => {
    const unread = version !== null && stored(helpReadKey(projectId)) !== String(version);
    setIsOpen(unread || stored(helpOpenKey(projectId)) === "open");
  }, [projectId, version]);
  const toggle = useCallback(() => {
    setIsOpen((was) => {
      store(helpOpenKey(projectId), was ? "closed" : "open");
      if (was && version !== null) store(helpReadKey(projectId), String(version));
      return !was;
    });
  }, [projectId, version]);
  useShortcuts([{ key: "?", run: toggle }]);
  return (
    <HelpContext.Provider
      value={{ isOpen, toggle, panelId, showing, hasInstructions: version !== null }}
    >
      {children}
    </HelpContext.Provider>
  );
}

/** Rendered with the instructions: tells the help which guideline version is on screen. */
export function InstructionsSeen({ version }: { version: number }) {
  const showing = useContext(HelpContext)?.showing;
  useEffect(() => showing?.(version), [showing, version]);
  return null;
}

/** The header's toggle; nothing outside a WorkHelp (screens without instructions and keys). */
export function HelpToggle() {
  const help = useContext(HelpContext);
  const t = useTranslations("annotate.help");
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
      {t("toggle")}
      {help.hasInstructions ? null : (
        <span className="text-xs font-normal text-slate-600">{t("noInstructions")}</span>
      )}
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
  const t = useTranslations("annotate.help");
  return (
    <div
      id={help?.panelId}
      hidden={help ? !help.isOpen : undefined}
      role="region"
      aria-label={t("toggle")}
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
