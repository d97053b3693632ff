// How QA pair annotations compare (SPEC §2 "Comparison"), and what their gold is.
import {
  citationKey,
  citersOf,
  mergeCitations,
  type Citation,
} from "@/lib/adjudication/citation-union";
import {
  sameSet,
  type CompareSettings,
  type Comparison,
  type ItemDecision,
} from "@/lib/annotations/comparison";
import type { ExportAnnotator } from "../define-item-kind";
import { normalizeAnswer } from "./normalize-answer";
import { rejectReasons, type QaPairAnnotation } from "./qa-pair-annotation-schema";

// Both reject: they agree, whatever their reasons (reasons are pooled into the gold record).
// One rejects: the veto ends the item, or (setting "adjudicate") a third person decides.
// Both accept: answer label, and the corrected answer unless the reference was correct.
// Citations are never decisive: two people rarely cite the same pages.
export function compareQaPair(
  a: QaPairAnnotation,
  b: QaPairAnnotation,
  settings: CompareSettings,
): Comparison {
  if (a.verdict === "reject" && b.verdict === "reject")
    return { outcome: "rejected", differences: [] };
  if (a.verdict === "reject" || b.verdict === "reject") {
    return {
      outcome: settings.qaRejectRule === "veto" ? "rejected" : "disagreement",
      differences: ["verdict"],
    };
  }
  const differences: string[] = [];
  if (a.answer_label !== b.answer_label) differences.push("answer_label");
  else if (
    a.answer_label !== "correct" &&
    normalizeAnswer(a.final_answer) !== normalizeAnswer(b.final_answer)
  )
    differences.push("final_answer");
  return { outcome: differences.length ? "disagreement" : "agreed", differences };
}

function pooledRejection(annotations: QaPairAnnotation[]) {
  const given = new Set(
    annotations.flatMap((a) => (a.verdict === "reject" ? a.reject_reasons : [])),
  );
  return { verdict: "reject", reject_reasons: rejectReasons.filter((r) => given.has(r)) };
}

/** Some reject: a veto, or a disagreement when the project adjudicates rejections. */
export function decideQaRejection(
  annotations: QaPairAnnotation[],
  settings: CompareSettings,
): ItemDecision | null {
  const rejecting = annotations.filter((a) => a.verdict === "reject").length;
  if (rejecting === annotations.length)
    return {
      outcome: "rejected",
      differences: [],
      gold: { source: "unanimous", data: pooledRejection(annotations) },
    };
  if (rejecting > 0 && settings.qaRejectRule === "veto") {
    return {
      outcome: "rejected",
      differences: ["verdict"],
      gold: { source: "veto", data: pooledRejection(annotations) },
    };
  }
  return null;
}

/** With everyone's citations: they are not decisive, so the others' evidence would be lost. */
export const agreedQaGold = (annotations: QaPairAnnotation[]) => ({
  ...annotations[0],
  citations: mergeCitations(annotations.map((a) => a.citations)),
});

// Answers compare as the agreement rule compares them; citations as sets of pages.
export const qaDiffers = {
  verdict: (a: QaPairAnnotation, b: QaPairAnnotation) => a.verdict !== b.verdict,
  reject_reasons: (a: QaPairAnnotation, b: QaPairAnnotation) =>
    !sameSet(a.reject_reasons, b.reject_reasons),
  answer_label: (a: QaPairAnnotation, b: QaPairAnnotation) => a.answer_label !== b.answer_label,
  final_answer: (a: QaPairAnnotation, b: QaPairAnnotation) =>
    normalizeAnswer(a.final_answer) !== normalizeAnswer(b.final_answer),
  citations: (a: QaPairAnnotation, b: QaPairAnnotation) =>
    !sameSet(
      (a.citations ?? []).map((c) => citationKey(c.url)),
      (b.citations ?? []).map((c) => citationKey(c.url)),
    ),
};

/** `cited_by`: empty for a page only the adjudicator or lead added. */
export function exportQaGold(
  gold: Record<string, unknown>,
  annotators: readonly ExportAnnotator[],
  shape: (v: unknown) => unknown,
) {
  const people = annotators.map(({ who, data }) => ({
    who,
    citations: (shape(data) as { citations: Citation[] }).citations,
  }));
  const citations = (gold.citations as Citation[]).map((c) => ({
    ...c,
    cited_by: c.url === null ? [] : citersOf(c.url, people),
  }));
  return { ...gold, citations };
}

/** The gold as stored, from an exported one: `cited_by` is derived from the annotations again on export. */
export function importQaGold(gold: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(gold.citations)) return gold;
  const citations = (gold.citations as unknown[]).map((c) => {
    if (typeof c !== "object" || c === null || !("cited_by" in c)) return c;
    const { cited_by: _, ...rest } = c as Record<string, unknown>;
    return rest;
  });
  return { ...gold, citations };
}
