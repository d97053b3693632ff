import { useTranslations } from "next-intl";

/** Each shortcut's keys and its words' key in the `shortcuts` catalogue. */
const entries = [
  [["A"], "takeA"],
  [["B"], "takeB"],
  [["M"], "startMerged"],
  [["Ctrl+Enter", "⌘+Enter"], "recordDecision"],
  [["Shift+R"], "releaseAsksFirst"],
] as const;

/** The adjudication screen's keyboard shortcuts, shown on screen (SPEC §6). */
export function DecisionLegend() {
  const t = useTranslations("shortcuts");
  return (
    <dl
      data-testid="shortcut-legend"
      aria-label={t("title")}
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
          <dd>{t(label)}</dd>
        </div>
      ))}
    </dl>
  );
}
