"use client";

import { useId } from "react";

/**
 * QA pairs and READMEs are merged as validated JSON (a structured editor for citations and
 * spans is a larger piece of work): the copy is prefilled, and the server's messages are
 * listed per field (`gold.citations`, `gold.functionalities.0.extractive`, …).
 */
export function JsonMergeForm({ text, onChange, errors }: { text: string; onChange: (text: string) => void; errors: Record<string, string[]> }) {
  const id = useId();
  const fieldErrors = Object.entries(errors).filter(([k]) => k.startsWith("gold"));
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">Merged gold (JSON)</label>
      <textarea id={id} value={text} onChange={(e) => onChange(e.target.value)} rows={16} spellCheck={false}
        aria-invalid={fieldErrors.length ? true : undefined} aria-describedby={`${id}-error`}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-xs shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none" />
      <div id={`${id}-error`}>
        {fieldErrors.length ? (
          <ul data-testid="gold-field-errors" className="mt-1 space-y-0.5 text-sm text-red-700">
            {fieldErrors.map(([field, messages]) => <li key={field}><span className="font-mono text-xs">{field.replace(/^gold\.?/, "") || "(gold)"}</span>: {messages.join(" ")}</li>)}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
