const entries: [string[], string][] = [
  [["A"], "Take A"],
  [["B"], "Take B"],
  [["M"], "Start a merged copy"],
  [["Ctrl+Enter", "⌘+Enter"], "Record the decision"],
  [["Shift+R"], "Release (asks first)"],
];

/** The adjudication screen's keyboard shortcuts, shown on screen (SPEC §6). */
export function DecisionLegend() {
  return (
    <dl
      data-testid="shortcut-legend"
      aria-label="Keyboard shortcuts"
      className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-2 text-xs text-slate-600"
    >
      {entries.map(([keys, label]) => (
        <div key={label} className="flex items-center gap-1">
          <dt>
            {keys.map((k, i) => (
              <span key={k}>
                {i > 0 ? " / " : ""}
                <kbd className="rounded border border-slate-300 bg-slate-50 px-1">{k}</kbd>
              </span>
            ))}
          </dt>
          <dd>{label}</dd>
        </div>
      ))}
    </dl>
  );
}
