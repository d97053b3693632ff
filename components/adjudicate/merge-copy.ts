// The adjudicator's merged copy is the kind's annotation form (the same modules as the annotation
// screen): started from A, from B or from both, sent as the annotation the form builds, and
// restored from a draft leniently. The server's messages (`gold.<path>`) map back onto the form.
import { kindModules } from "@/components/annotate/kind-modules";
import { remapErrors, type FieldErrorMap } from "@/components/annotate/form-errors";
import type { QaForm } from "@/components/annotate/qa/qa-form";
import type { ReadmeForm } from "@/components/annotate/readme/readme-form";
import { alignFunctionalities } from "@/lib/adjudication/align-functionalities";
import { citationUnion } from "@/lib/adjudication/citation-union";
import type { ItemKind } from "@/lib/items/item-kinds";

export type MergeBase = "a" | "b" | "union";

/** What "both" means per kind; dialogues have no union (every label is a single choice). */
export const unionLabel: Partial<Record<ItemKind, string>> = {
  qa_pair: "A with every citation of both",
  readme: "A plus B's unmatched functionalities",
  generated_comment: "A with the error codes of both",
};

/** A fresh merged copy from one annotation, or from A and B combined. */
export function startMerge(opts: { kind: ItemKind; base: MergeBase; a: unknown; b: unknown; threshold: number }): unknown {
  const mod = kindModules[opts.kind];
  const [a, b] = [mod.parse(opts.a), mod.parse(opts.b)];
  if (opts.base === "a" || (opts.base === "union" && !unionLabel[opts.kind])) return a;
  if (opts.base === "b") return b;
  if (opts.kind === "qa_pair") {
    const [x, y] = [a as QaForm, b as QaForm];
    const citations = citationUnion(x.citations, y.citations).map((c) => ({ url: c.url, quote: c.quoteA || c.quoteB || "" }));
    return { ...x, citations };
  }
  if (opts.kind === "readme") {
    const [x, y] = [a as ReadmeForm, b as ReadmeForm];
    const rows = alignFunctionalities(x.functionalities, y.functionalities, opts.threshold);
    return { ...x, functionalities: rows.map((r) => (r.a !== null ? x.functionalities[r.a] : y.functionalities[r.b!])) };
  }
  const [x, y] = [a as { error_codes: string[] }, b as { error_codes: string[] }];
  return { ...x, error_codes: [...new Set([...x.error_codes, ...y.error_codes])] };
}

/** A merged copy kept in a draft (any JSON) as the kind's form. */
export const restoreMerge = (kind: ItemKind, raw: unknown): unknown => kindModules[kind].parse(raw);

/** The gold annotation the form stands for (the server validates it like any annotation). */
export const mergedGold = (kind: ItemKind, form: unknown): unknown => kindModules[kind].toAnnotation(form);

/** The server's `gold.*` messages keyed by the form's paths (e.g. blank citation rows skipped). */
export function goldErrors(kind: ItemKind, errors: FieldErrorMap, form: unknown): FieldErrorMap {
  const mod = kindModules[kind];
  const gold = Object.fromEntries(Object.entries(errors).filter(([k]) => k === "gold" || k.startsWith("gold.")).map(([k, m]) => [k.replace(/^gold\.?/, ""), m]));
  return mod.formPath ? remapErrors(gold, (p) => mod.formPath!(p, form)) : gold;
}
