// What happens to an item once its last annotation is in: the outcome and, unless a third person
// must decide, its gold record. Pure; annotations come parsed, in submission order.
import { mergeCitations } from "@/lib/adjudication/citation-union";
import type { ItemKind } from "@/lib/items/item-kinds";
import { rejectReasons, type QaPairAnnotation } from "./annotation-schemas";
import { compareAnnotations, type CompareSettings, type ComparisonOutcome } from "./compare-annotations";

export type GoldDraft = { source: "unanimous" | "veto"; data: unknown };
export type ItemDecision = { outcome: ComparisonOutcome; differences: string[]; gold: GoldDraft | null };

function pooledRejection(annotations: QaPairAnnotation[]) {
  const given = new Set(annotations.flatMap((a) => (a.verdict === "reject" ? a.reject_reasons : [])));
  return { verdict: "reject", reject_reasons: rejectReasons.filter((r) => given.has(r)) };
}

/**
 * With one annotation (overlap 1) there is nothing to compare: it is the gold ("unanimous").
 * With more, each is compared with the first; the item is agreed only if all match it, and the
 * gold record is the FIRST submitted annotation (the others are equal on every decisive field),
 * except that an agreed QA gold keeps everyone's citations, each page once (SPEC §2): citations
 * are not decisive, so the others' evidence would otherwise be lost.
 * QA pairs: all reject → rejected (unanimous); some reject → rejected by veto, or disagreement
 * when the project sends rejections to adjudication. Gold of a rejection pools the reasons.
 */
export function compareAnnotationSet(opts: { kind: ItemKind; annotations: unknown[]; settings: CompareSettings }): ItemDecision {
  const [first, ...rest] = opts.annotations;
  if (first === undefined) throw new RangeError("compareAnnotationSet needs at least one annotation");
  if (opts.kind === "qa_pair") {
    const qa = opts.annotations as QaPairAnnotation[];
    const rejecting = qa.filter((a) => a.verdict === "reject").length;
    if (rejecting === qa.length) return { outcome: "rejected", differences: [], gold: { source: "unanimous", data: pooledRejection(qa) } };
    if (rejecting > 0 && opts.settings.qaRejectRule === "veto") {
      return { outcome: "rejected", differences: ["verdict"], gold: { source: "veto", data: pooledRejection(qa) } };
    }
  }
  const differences = new Set<string>();
  for (const other of rest) {
    for (const d of compareAnnotations({ kind: opts.kind, a: first, b: other, settings: opts.settings }).differences) differences.add(d);
  }
  if (differences.size > 0) return { outcome: "disagreement", differences: [...differences], gold: null };
  if (opts.kind === "qa_pair") {
    const qa = opts.annotations as QaPairAnnotation[];
    const data = { ...qa[0], citations: mergeCitations(qa.map((a) => a.citations)) };
    return { outcome: "agreed", differences: [], gold: { source: "unanimous", data } };
  }
  return { outcome: "agreed", differences: [], gold: { source: "unanimous", data: first } };
}
