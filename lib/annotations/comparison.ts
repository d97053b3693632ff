// The shapes of the agreement rule's answers (SPEC §2 "Comparison"); each kind's module decides them.
import { kindSettings, type KindSettingKey } from "@/lib/items/kind-settings";
import type { ProjectSettings } from "@/lib/projects/project-settings";

type ComparisonOutcome = "agreed" | "disagreement" | "rejected";
export type Comparison = { outcome: ComparisonOutcome; differences: string[] };
/** The kinds' own settings: each kind's rule reads those it needs (a reject rule, a match threshold). */
export type CompareSettings = Pick<ProjectSettings, KindSettingKey>;

/** Only those of a project's settings, for a client component (its shared settings stay on the server). */
export const compareSettingsOf = (settings: CompareSettings): CompareSettings =>
  Object.fromEntries(
    Object.keys(kindSettings).map((key) => [key, settings[key as KindSettingKey]]),
  ) as CompareSettings;

type GoldDraft = { source: "unanimous" | "veto"; data: unknown };
export type ItemDecision = {
  outcome: ComparisonOutcome;
  differences: string[];
  gold: GoldDraft | null;
};

/** Differences listed as such make "disagreement", none "agreed". */
export const comparison = (differences: string[]): Comparison => ({
  outcome: differences.length ? "disagreement" : "agreed",
  differences,
});

/** Two lists hold the same values, each counted once. */
export const sameSet = (x: readonly string[] = [], y: readonly string[] = []) => {
  const xs = new Set(x);
  const ys = new Set(y);
  return xs.size === ys.size && [...xs].every((v) => ys.has(v));
};
