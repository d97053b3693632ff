// The adjudicator's merged copy is the kind's annotation form (the same modules as the annotation
// screen): started from A, from B or from both, sent as the annotation the form builds, and
// restored from a draft leniently. The server's messages (`gold.<path>`) map back onto the form.
import { kindClientUi } from "@/components/kinds/client-registry";
import { remapErrors, type FieldErrorMap } from "@/components/annotate/form-errors";
import type { MessageKey } from "@/components/annotate/kind-module";
import type { CompareSettings } from "@/lib/annotations/comparison";
import type { ItemKind } from "@/lib/items/item-kinds";

export type MergeBase = "a" | "b" | "union";

/** What "both" means for `kind` (each kind's client half says), or undefined when it has no union. */
export const unionLabel = (kind: ItemKind): MessageKey | undefined =>
  kindClientUi(kind).union?.label;

/** A fresh merged copy from one annotation, or from A and B combined. */
export function startMerge(opts: {
  kind: ItemKind;
  base: MergeBase;
  a: unknown;
  b: unknown;
  settings: CompareSettings;
}): unknown {
  const { form, union } = kindClientUi(opts.kind);
  const [a, b] = [form.parse(opts.a), form.parse(opts.b)];
  if (opts.base === "b") return b;
  if (opts.base === "union" && union) return union.merge(a, b, opts.settings);
  return a;
}

/** A merged copy kept in a draft (any JSON) as the kind's form. */
export const restoreMerge = (kind: ItemKind, raw: unknown): unknown =>
  kindClientUi(kind).form.parse(raw);

/** The gold annotation the form stands for (the server validates it like any annotation). */
export const mergedGold = (kind: ItemKind, form: unknown): unknown =>
  kindClientUi(kind).form.toAnnotation(form);

/** The server's `gold.*` messages keyed by the form's paths (e.g. blank citation rows skipped). */
export function goldErrors(kind: ItemKind, errors: FieldErrorMap, form: unknown): FieldErrorMap {
  const mod = kindClientUi(kind).form;
  const gold = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k === "gold" || k.startsWith("gold."))
      .map(([k, m]) => [k.replace(/^gold\.?/, ""), m]),
  );
  return mod.formPath ? remapErrors(gold, (p) => mod.formPath!(p, form)) : gold;
}
