// Check items' rules (SPEC §2, decision 025): how an answer is scored and when an annotator is paused. Pure.
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";

/** 1 when the answer equals the item's gold on every decisive field (the kind's `compare`), else 0. */
export function scoreCheck(opts: {
  kind: ItemKind;
  settings: ProjectSettings;
  answer: unknown;
  gold: unknown;
}): number {
  return kindModule(opts.kind).compare(opts.answer, opts.gold, opts.settings).differences.length ===
    0
    ? 1
    : 0;
}

/**
 * Why the annotator is paused, or null: with `checkMin` n and `checkPass` p set, the mean score of
 * their last n checks (`scores`, oldest first, those since a lead last resumed them) is below p.
 * Fewer than n checks never pause.
 */
export function pauseReason(opts: {
  scores: readonly number[];
  settings: Pick<ProjectSettings, "checkMin" | "checkPass">;
}): string | null {
  const { checkMin: n, checkPass: p } = opts.settings;
  if (n === null || p === null || opts.scores.length < n) return null;
  const last = opts.scores.slice(-n);
  const mean = last.reduce((s, v) => s + v, 0) / n;
  if (mean >= p) return null;
  const correct = last.filter((v) => v === 1).length;
  return `${correct} of the last ${n} check items right (${Math.round(mean * 100)} %), below the ${Math.round(p * 100)} % needed`;
}
