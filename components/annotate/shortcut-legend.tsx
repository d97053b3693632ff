import { useTranslations } from "next-intl";
import { Fragment } from "react";
import type { LegendEntry } from "./kind-module";

/** Shortcuts every annotation screen has, after the kind's own. */
const commonLegend: LegendEntry[] = [
  { keys: ["J", "K"], message: "shortcuts.nextPreviousField" },
  { keys: ["Esc"], message: "shortcuts.leaveTextField" },
  { keys: ["Ctrl+Enter", "⌘+Enter"], message: "shortcuts.submit" },
  { keys: ["Shift+S"], message: "shortcuts.skip" },
  { keys: ["Shift+R"], message: "shortcuts.release" },
];

/** The revise screen's (decision 048): no skip or release, Ctrl+Enter saves the revision. */
export const reviseLegend: LegendEntry[] = [
  ...commonLegend.slice(0, 2),
  { keys: ["Ctrl+Enter", "⌘+Enter"], message: "shortcuts.saveRevision" },
];

/** A file group's screen (decision 051): Ctrl+Enter moves on to the file's next comment, `]`/`[` between them. */
export const groupLegend: LegendEntry[] = [
  { keys: ["]", "["], message: "shortcuts.nextPreviousComment" },
  ...commonLegend.slice(0, 2),
  { keys: ["Ctrl+Enter", "⌘+Enter"], message: "shortcuts.submitThenNextComment" },
  ...commonLegend.slice(3, 4),
  { keys: ["Shift+R"], message: "shortcuts.releaseGroup" },
];

/** The qualification round's screen (decision 080): no skip or release; Enter goes on after the feedback. */
export const trainingLegend: LegendEntry[] = [
  ...commonLegend.slice(0, 2),
  { keys: ["Ctrl+Enter", "⌘+Enter"], message: "shortcuts.submitThenGold" },
  { keys: ["Enter"], message: "shortcuts.nextTrainingItem" },
];

function Combo({ combo }: { combo: string }) {
  // "Alt+↑" → <kbd>Alt</kbd>+<kbd>↑</kbd>; a lone "+" would not be split (none is used).
  const parts = combo.split("+");
  return (
    <span className="whitespace-nowrap">
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i > 0 ? (
            <span aria-hidden="true" className="mx-0.5 text-slate-500">
              +
            </span>
          ) : null}
          <kbd>{p}</kbd>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The visible list of keyboard shortcuts (SPEC §6: shortcuts shown on screen), as one wrapped strip.
 * `common` replaces the queue's shortcuts on screens without a queue (validation).
 */
export function ShortcutLegend({
  entries,
  common = commonLegend,
}: {
  entries: LegendEntry[];
  common?: LegendEntry[];
}) {
  const t = useTranslations();
  return (
    <section
      aria-labelledby="shortcut-legend-title"
      data-testid="shortcut-legend"
      className="rounded-lg border border-slate-200 bg-white px-3 py-2"
    >
      <h2 id="shortcut-legend-title" className="sr-only">
        {t("shortcuts.title")}
      </h2>
      <div className="flex items-start gap-3 text-xs text-slate-700">
        <span
          aria-hidden="true"
          className="pt-0.5 font-semibold tracking-wide text-slate-500 uppercase"
        >
          {t("shortcuts.keys")}
        </span>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1.5">
          {[...entries, ...common].map((entry) => (
            <div key={t(entry.message)} className="flex items-center gap-1.5">
              <dt className="flex items-center gap-1">
                {entry.keys.map((combo, i) => (
                  <Fragment key={combo}>
                    {i > 0 ? <span className="text-slate-500">/</span> : null}
                    <Combo combo={combo} />
                  </Fragment>
                ))}
              </dt>
              <dd>{t(entry.message)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
