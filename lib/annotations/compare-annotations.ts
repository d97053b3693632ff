// Pure agreement rules (SPEC §2 "Comparison"): are two annotations of one item the same on every
// decisive field? Inputs are annotations already parsed by their kind's schema.
import { matchFunctionalityLists } from "@/lib/agreement/functionality-similarity";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import type {
  DialogueAnnotation, GeneratedCommentAnnotation, QaPairAnnotation, ReadmeAnnotation,
} from "./annotation-schemas";

export type ComparisonOutcome = "agreed" | "disagreement" | "rejected";
export type Comparison = { outcome: ComparisonOutcome; differences: string[] };
export type CompareSettings = Pick<ProjectSettings, "qaRejectRule" | "commentAgreement" | "readmeMatchThreshold">;

const dialogueLabels = ["dev_related", "task_category", "code_centric", "single_answer", "time_invariant", "evidence_supported"] as const;

/** Final answers are free text: equal after NFKC, case folding, collapsed spaces and a trailing full stop. */
export function normalizeAnswer(s: string | null): string {
  return (s ?? "").normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim().replace(/[.。]+$/u, "").trim();
}

function compareDialogue(a: DialogueAnnotation, b: DialogueAnnotation): Comparison {
  const differences = dialogueLabels.filter((f) => a[f] !== b[f]);
  return { outcome: differences.length ? "disagreement" : "agreed", differences };
}

// Both reject: they agree, whatever their reasons (reasons are pooled into the gold record).
// One rejects: the veto ends the item, or (setting "adjudicate") a third person decides.
// Both accept: answer label, and the corrected answer unless the reference was correct.
// Citations are never decisive: two people rarely cite the same pages.
function compareQaPair(a: QaPairAnnotation, b: QaPairAnnotation, settings: CompareSettings): Comparison {
  if (a.verdict === "reject" && b.verdict === "reject") return { outcome: "rejected", differences: [] };
  if (a.verdict === "reject" || b.verdict === "reject") {
    return { outcome: settings.qaRejectRule === "veto" ? "rejected" : "disagreement", differences: ["verdict"] };
  }
  const differences: string[] = [];
  if (a.answer_label !== b.answer_label) differences.push("answer_label");
  else if (a.answer_label !== "correct" && normalizeAnswer(a.final_answer) !== normalizeAnswer(b.final_answer)) differences.push("final_answer");
  return { outcome: differences.length ? "disagreement" : "agreed", differences };
}

function compareGeneratedComment(a: GeneratedCommentAnnotation, b: GeneratedCommentAnnotation, settings: CompareSettings): Comparison {
  const differences: string[] = [];
  if (a.accuracy !== b.accuracy) differences.push("accuracy");
  if (settings.commentAgreement === "accuracy_and_codes") {
    const codesA = new Set(a.error_codes);
    if (codesA.size !== b.error_codes.length || b.error_codes.some((c) => !codesA.has(c))) differences.push("error_codes");
  }
  return { outcome: differences.length ? "disagreement" : "agreed", differences };
}

// The functionality lists agree when the README match rule pairs every entry of both.
function compareReadme(a: ReadmeAnnotation, b: ReadmeAnnotation, settings: CompareSettings): Comparison {
  const match = matchFunctionalityLists(a.functionalities, b.functionalities, settings.readmeMatchThreshold);
  const agreed = match.unmatchedA.length === 0 && match.unmatchedB.length === 0;
  return { outcome: agreed ? "agreed" : "disagreement", differences: agreed ? [] : ["functionalities"] };
}

/** `a` and `b` must already be parsed by the kind's annotation schema. */
export function compareAnnotations(opts: { kind: ItemKind; a: unknown; b: unknown; settings: CompareSettings }): Comparison {
  switch (opts.kind) {
    case "dialogue":
      return compareDialogue(opts.a as DialogueAnnotation, opts.b as DialogueAnnotation);
    case "qa_pair":
      return compareQaPair(opts.a as QaPairAnnotation, opts.b as QaPairAnnotation, opts.settings);
    case "readme":
      return compareReadme(opts.a as ReadmeAnnotation, opts.b as ReadmeAnnotation, opts.settings);
    case "generated_comment":
      return compareGeneratedComment(opts.a as GeneratedCommentAnnotation, opts.b as GeneratedCommentAnnotation, opts.settings);
  }
}
