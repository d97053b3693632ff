// Annotations and gold records with the same keys, in the same order, on every line of a kind:
// Hugging Face `datasets` infers one Arrow struct per column, so a key missing on some lines
// (an older record, a pooled rejection) must be there with its default instead.
import type { ItemKind } from "@/lib/items/item-kinds";

type Rec = Record<string, unknown>;

const rec = (v: unknown): Rec => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Rec) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const or = <T>(v: unknown, fallback: T): unknown => (v === undefined ? fallback : v);

const shapes: Record<ItemKind, (d: Rec) => Rec> = {
  dialogue: (d) => ({
    dev_related: or(d.dev_related, null),
    task_category: or(d.task_category, null),
    code_centric: or(d.code_centric, null),
    single_answer: or(d.single_answer, false),
    time_invariant: or(d.time_invariant, false),
    evidence_supported: or(d.evidence_supported, false),
    notes: or(d.notes, ""),
  }),
  qa_pair: (d) => ({
    verdict: or(d.verdict, null),
    reject_reasons: list(d.reject_reasons),
    answer_label: or(d.answer_label, null),
    final_answer: or(d.final_answer, null),
    citations: list(d.citations).map((c) => ({ url: or(rec(c).url, null), quote: or(rec(c).quote, null) })),
    notes: or(d.notes, ""),
  }),
  readme: (d) => ({
    functionalities: list(d.functionalities).map((f) => {
      const span = rec(rec(f).extractive);
      return { extractive: { start: or(span.start, null), end: or(span.end, null), text: or(span.text, null) }, abstractive: or(rec(f).abstractive, null) };
    }),
    notes: or(d.notes, ""),
  }),
  generated_comment: (d) => ({ accuracy: or(d.accuracy, null), error_codes: list(d.error_codes), notes: or(d.notes, "") }),
};

/** The annotation (or gold) of `kind` with every key of its schema, defaults filled in, in schema order. */
export function annotationShape(kind: ItemKind, data: unknown): Rec {
  return shapes[kind](rec(data));
}
