"use client";

import { useTranslations } from "next-intl";
import { useId, useMemo, useState, type KeyboardEvent, type RefObject } from "react";
import {
  errorCategories,
  errorCodes,
  errorGroups,
  type ErrorCodeDef,
} from "@/lib/taxonomy/comment-errors";
import { FieldMessage } from "@/components/annotate/field-message";

// Ctrl/⌘+Enter is the screen's submit, never a toggle.
const hasModifier = (e: KeyboardEvent) => e.ctrlKey || e.metaKey || e.altKey || e.shiftKey;

const groupName = new Map(errorGroups.map((g) => [g.code, g.name]));

function matches(c: ErrorCodeDef, q: string): boolean {
  if (!q) return true;
  const hay = [
    c.code,
    c.name,
    c.group ? (groupName.get(c.group) ?? "") : "",
    errorCategories.find((k) => k.code === c.category)?.name ?? "",
  ];
  return hay.some((s) => s.toLowerCase().includes(q));
}

/** Codes of one category as runs: ungrouped codes alone, grouped ones under their group (taxonomy order). */
function runs(codes: ErrorCodeDef[]): { group: string | null; codes: ErrorCodeDef[] }[] {
  const out: { group: string | null; codes: ErrorCodeDef[] }[] = [];
  for (const c of codes) {
    const last = out[out.length - 1];
    if (last && last.group !== null && last.group === c.group) last.codes.push(c);
    else out.push({ group: c.group, codes: [c] });
  }
  return out;
}

/**
 * The 26-code taxonomy as category → group → code checkboxes, with a search box, arrow-key
 * movement between codes, Space/Enter to toggle, and each code's definition (aria-describedby,
 * and a panel that follows hover and focus). A toggle made from a search clears it, so the next
 * "/" starts a new search instead of appending to the last one (which matched nothing, and
 * Space then typed a space: a code the annotator thought tagged was lost). Space in the search
 * box only ever types a space; Enter there toggles the top match, and Backspace in the empty box
 * removes the code selected last.
 */
export function ErrorCodePicker({
  selected,
  onToggle,
  errors,
  searchRef,
}: {
  selected: string[];
  onToggle: (code: string) => void;
  errors: string[];
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const t = useTranslations("kindScreens.codeComment.picker");
  const kbd = (chunks: React.ReactNode) => <kbd>{chunks}</kbd>;
  const base = useId();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState<ErrorCodeDef | null>(null);
  const q = query.trim().toLowerCase();
  const visible = useMemo(() => errorCodes.filter((c) => matches(c, q)), [q]);
  const defId = (code: string) => `${base}-def-${code}`;

  const boxes = (root: HTMLElement) => [
    ...root.querySelectorAll<HTMLInputElement>("input[data-code]"),
  ];
  const toggle = (code: string) => {
    onToggle(code);
    if (query) setQuery("");
  };
  const onTreeKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (target === e.currentTarget) {
      // The list itself (where J/K land): arrows enter it; Space and Enter do nothing here.
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        boxes(e.currentTarget)[0]?.focus();
      } else if (e.key === " " || (e.key === "Enter" && !hasModifier(e))) e.preventDefault();
      return;
    }
    if (!(target instanceof HTMLInputElement) || !target.dataset.code) return;
    const all = boxes(e.currentTarget);
    const i = all.indexOf(target);
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      all[Math.min(Math.max(i + (e.key === "ArrowDown" ? 1 : -1), 0), all.length - 1)]?.focus();
    } else if (e.key === "Enter" && !hasModifier(e)) {
      e.preventDefault();
      toggle(target.dataset.code);
    }
  };

  return (
    <div data-annotate-field="error_codes" data-testid="error-code-picker" className="space-y-2">
      <div className="flex items-baseline justify-between">
        <h3 className="text-sm font-semibold text-slate-900">{t("title")}</h3>
        <span className="text-xs text-slate-500">{t("selected", { count: selected.length })}</span>
      </div>
      <ul aria-label={t("selectedLabel")} className="flex min-h-7 flex-wrap gap-1.5 short:min-h-0">
        {selected.length === 0 ? (
          <li className="text-xs text-slate-500 short:sr-only">{t("noneSelected")}</li>
        ) : null}
        {errorCodes
          .filter((c) => selected.includes(c.code))
          .map((c) => (
            <li key={c.code}>
              <button
                type="button"
                onClick={() => onToggle(c.code)}
                aria-label={t("remove", { code: c.code, name: c.name })}
                className="inline-flex items-center gap-1 rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-900 hover:bg-indigo-200 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
              >
                <span className="font-mono">{c.code}</span> {c.name}{" "}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
      </ul>
      <div>
        <label htmlFor={`${base}-search`} className="sr-only">
          {t("searchLabel")}
        </label>
        <p
          aria-hidden="true"
          data-testid="code-search-keys"
          // Short windows: the keys are in the legend (`?`); the codes get the room.
          className="mb-1.5 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 short:hidden"
        >
          <span>{t.rich("keys.search", { kbd })}</span>
          <span>{t.rich("keys.enter", { kbd })}</span>
          <span>{t.rich("keys.backspace", { kbd })}</span>
          <span>{t.rich("keys.down", { kbd })}</span>
        </p>
        <input
          ref={searchRef}
          id={`${base}-search`}
          type="search"
          value={query}
          placeholder={t("placeholder")}
          onChange={(e) => setQuery(e.target.value)}
          aria-keyshortcuts="/"
          aria-controls={`${base}-tree`}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown") {
              e.preventDefault();
              document
                .getElementById(`${base}-tree`)
                ?.querySelector<HTMLInputElement>("input[data-code]")
                ?.focus();
            } else if (e.key === "Enter" && !hasModifier(e)) {
              e.preventDefault();
              if (q && visible[0]) toggle(visible[0].code);
            } else if (e.key === "Backspace" && !query && !hasModifier(e) && selected.length) {
              e.preventDefault();
              onToggle(selected[selected.length - 1]);
            } else if (e.key === "/") {
              // Already here (no code or name has a "/"): select the query, so typing replaces it.
              e.preventDefault();
              e.currentTarget.select();
            } else if (e.key === "Escape" && query) {
              e.preventDefault(); // the first Esc clears the query; the next leaves the field
              setQuery("");
            }
          }}
          className="block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
        />
      </div>
      <div
        id={`${base}-tree`}
        onKeyDown={onTreeKey}
        tabIndex={-1}
        data-nav-target
        aria-label={t("treeLabel")}
        // Read-only (a disabled fieldset: its boxes cannot take focus) it shows every code instead of scrolling.
        className="relative focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:outline-none max-h-[26rem] space-y-3 overflow-y-auto rounded-md border border-slate-200 p-2 [fieldset:disabled_&]:max-h-none [fieldset:disabled_&]:overflow-visible"
      >
        {visible.length === 0 ? (
          <p className="text-sm text-slate-500">{t("noMatch", { query })}</p>
        ) : null}
        {errorCategories.map((cat) => {
          const codes = visible.filter((c) => c.category === cat.code);
          if (codes.length === 0) return null;
          return (
            <div key={cat.code} role="group" aria-label={`${cat.code} ${cat.name}`}>
              <p className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {cat.code} · {cat.name}
              </p>
              {runs(codes).map((run) => (
                <div
                  key={run.group ?? run.codes[0].code}
                  role={run.group ? "group" : undefined}
                  aria-label={run.group ? `${run.group} ${groupName.get(run.group)}` : undefined}
                  className={run.group ? "my-1 ml-2 border-l-2 border-slate-200 pl-2" : ""}
                >
                  {run.group ? (
                    <p className="text-xs font-medium text-slate-500">
                      {run.group} · {groupName.get(run.group)}
                    </p>
                  ) : null}
                  {run.codes.map((c) => (
                    <div key={c.code} onMouseEnter={() => setActive(c)}>
                      <label className="flex cursor-pointer items-center gap-2 rounded px-1.5 py-0.5 text-sm hover:bg-slate-50 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-400">
                        <input
                          type="checkbox"
                          data-code={c.code}
                          checked={selected.includes(c.code)}
                          onChange={() => toggle(c.code)}
                          onFocus={() => setActive(c)}
                          aria-describedby={defId(c.code)}
                          className="h-4 w-4 accent-indigo-600"
                        />
                        {/* One line per code: more codes in view (the definition is below the list). */}
                        <span className="font-mono text-xs whitespace-nowrap text-slate-600">
                          {c.code}
                        </span>
                        <span className="min-w-0 truncate text-slate-800">{c.name}</span>
                      </label>
                      <span id={defId(c.code)} className="sr-only">
                        {c.definition}
                      </span>
                    </div>
                  ))}
                </div>
              ))}
            </div>
          );
        })}
      </div>
      {/* Below the list: a definition of another length never moves the codes under the pointer. */}
      <p
        data-testid="code-definition"
        aria-hidden="true"
        className="min-h-10 rounded-md bg-slate-50 px-3 py-1.5 text-xs text-slate-700"
      >
        {active ? (
          <>
            <span className="font-mono font-semibold">{active.code}</span> {active.name}:{" "}
            {active.definition}
          </>
        ) : (
          t("definitionHint")
        )}
      </p>
      <FieldMessage id={`${base}-error`} messages={errors} />
    </div>
  );
}
