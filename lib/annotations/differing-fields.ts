// What the adjudication screen says the annotators differ on ("Annotators differ on: …"): every
// field an adjudicator must decide, not only the decisive ones of the agreement rule — a QA
// pair's corrected answer and citations too (issue #12). Notes are free commentary and never count.
import { citationKey } from "@/lib/adjudication/citation-union";
import { matchFunctionalityLists } from "@/lib/agreement/functionality-similarity";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { DialogueAnnotation, GeneratedCommentAnnotation, QaPairAnnotation, ReadmeAnnotation } from "./annotation-schemas";
import { normalizeAnswer } from "./compare-annotations";

type Differs<T> = (a: T, b: T, threshold: number) => boolean;

const sameSet = (x: readonly string[] = [], y: readonly string[] = []) => {
  const xs = new Set(x);
  const ys = new Set(y);
  return xs.size === ys.size && [...xs].every((v) => ys.has(v));
};

const dialogueFields: Record<string, Differs<DialogueAnnotation>> = Object.fromEntries(
  (["dev_related", "task_category", "code_centric", "single_answer", "time_invariant", "evidence_supported"] as const).map((f) => [f, (a, b) => a[f] !== b[f]]),
);

// Answers compare as the agreement rule compares them; citations as sets of pages.
const qaFields: Record<string, Differs<QaPairAnnotation>> = {
  verdict: (a, b) => a.verdict !== b.verdict,
  reject_reasons: (a, b) => !sameSet(a.reject_reasons, b.reject_reasons),
  answer_label: (a, b) => a.answer_label !== b.answer_label,
  final_answer: (a, b) => normalizeAnswer(a.final_answer) !== normalizeAnswer(b.final_answer),
  citations: (a, b) => !sameSet((a.citations ?? []).map((c) => citationKey(c.url)), (b.citations ?? []).map((c) => citationKey(c.url))),
};

const commentFields: Record<string, Differs<GeneratedCommentAnnotation>> = {
  accuracy: (a, b) => a.accuracy !== b.accuracy,
  error_codes: (a, b) => !sameSet(a.error_codes, b.error_codes),
};

const readmeFields: Record<string, Differs<ReadmeAnnotation>> = {
  functionalities: (a, b, threshold) => {
    const match = matchFunctionalityLists(a.functionalities ?? [], b.functionalities ?? [], threshold);
    return match.unmatchedA.length > 0 || match.unmatchedB.length > 0;
  },
};

const fieldsOf: Record<ItemKind, Record<string, Differs<never>>> = {
  dialogue: dialogueFields, qa_pair: qaFields, generated_comment: commentFields, readme: readmeFields,
};

/**
 * The fields on which any annotation differs from the first, in schema order. Annotations come
 * parsed by their kind's schema; `readmeMatchThreshold` is the project's README match rule.
 */
export function differingFields(opts: { kind: ItemKind; annotations: readonly unknown[]; readmeMatchThreshold: number }): string[] {
  const [first, ...rest] = opts.annotations;
  const fields = Object.entries(fieldsOf[opts.kind]) as [string, Differs<unknown>][];
  return fields.filter(([, differs]) => rest.some((other) => differs(first, other, opts.readmeMatchThreshold))).map(([field]) => field);
}
