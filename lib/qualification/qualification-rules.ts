// The qualification round's rules (SPEC §2, decision 080). Pure.
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import type { QualificationStatus } from "./qualification-dto";

type RoundSettings = Pick<ProjectSettings, "qualificationItems" | "qualificationPass">;

/** Whether the project requires the round. */
export const requiresQualification = (s: RoundSettings) => s.qualificationItems !== null;

/** Field issues of the round's settings: a pass mark goes with a number of items. */
export function qualificationIssues(settings: RoundSettings) {
  return settings.qualificationItems !== null && settings.qualificationPass === null
    ? [
        {
          path: ["settings", "qualificationPass"],
          message: "is required when qualification items are set",
        },
      ]
    : [];
}

/** Why the round cannot run with the project's training items (it serves n of them), or null. */
export function tooFewTrainingItems(opts: { settings: RoundSettings; trainingItems: number }) {
  const n = opts.settings.qualificationItems;
  if (n === null || n <= opts.trainingItems) return null;
  const have = `${opts.trainingItems} training ${opts.trainingItems === 1 ? "item" : "items"}`;
  return `The qualification round serves ${n} training items and the project has ${have}: mark at least ${n} gold items as training items first. Nothing was saved.`;
}

/** An answer against the gold: equal on every decisive field (the kind's comparison), and which fields differ. */
export function trainingFeedback(opts: {
  kind: ItemKind;
  settings: ProjectSettings;
  answer: unknown;
  gold: unknown;
}): { isEqual: boolean; differences: string[] } {
  const { differences } = kindModule(opts.kind).compare(opts.answer, opts.gold, opts.settings);
  return { isEqual: differences.length === 0, differences };
}

/** The finished attempt: the share of its answers equal to gold, passed when it reaches the pass mark. */
export function attemptResult(opts: { equal: number; total: number; pass: number }) {
  const score = opts.total ? opts.equal / opts.total : 0;
  // Compared in whole thousandths, so 2 of 3 passes a mark of 0.667 as it reads.
  return { score, passed: Math.round(score * 1000) >= Math.round(opts.pass * 1000) };
}

/**
 * A member's standing in the round, as accord_member_unqualified decides the gate: no round or no
 * annotator → not_required; a grant → exempt/qualified; a passed attempt → qualified; else by the
 * latest attempt (`canStart`: none yet, or a lead allowed another after it failed).
 */
export function qualificationStanding(opts: {
  isOn: boolean;
  role: string | null;
  grant: string | null;
  hasPassed: boolean;
  last: { isFinished: boolean; isRetryAllowed: boolean } | null;
}): { status: QualificationStatus; canStart: boolean } {
  const at = (status: QualificationStatus, canStart = false) => ({ status, canStart });
  if (!opts.isOn || opts.role !== "annotator") return at("not_required");
  if (opts.grant === "exempt") return at("exempt");
  if (opts.grant || opts.hasPassed) return at("qualified");
  if (!opts.last) return at("not_started", true);
  if (!opts.last.isFinished) return at("open");
  return at("failed", opts.last.isRetryAllowed);
}

/** The standings the gate holds back from real work: they belong on the qualify page. */
export const mustQualify = (status: QualificationStatus) =>
  status === "not_started" || status === "open" || status === "failed";

/** A score or pass mark as the round's pages show it ("67 %"); `missing` for none yet. */
export const scoreText = (v: number | null, missing = "—") =>
  v === null ? missing : `${Math.round(v * 100)} %`;
