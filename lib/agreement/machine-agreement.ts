import type { MachineJson } from "./agreement-report-types";
import type { DataPair } from "./categorical-agreement";
import { codePrecisionRecall } from "./code-precision-recall";
import { compareCodePoints } from "./label-scale";
import { errorCodesOf, evaluateFields, type FieldEvaluator } from "./field-evaluators";
import type { Taxonomy } from "./multilabel";
import { machineName, type RatedItem } from "./rate-items";
import { setDataKey } from "@/lib/validation/data-record";

interface MachinePairs {
  items: number;
  humans: DataPair[];
  gold: DataPair[];
}

/**
 * Machine raters (imported LLM judges) as pseudo-annotators: every field against each human
 * annotation of the same item, and against the gold record where one exists. The reference
 * (human or gold) is rater A and the machine rater B, as in sklearn's (y_true, y_pred): confusion
 * rows are the reference, and README precision is the machine's. With error codes, also per-code
 * precision/recall of the machine's codes against gold codes.
 */
export function machineAgreement(opts: {
  rated: readonly RatedItem[];
  evaluators: readonly FieldEvaluator[];
  taxonomy: Taxonomy;
  seed: string;
}): Record<string, MachineJson> {
  const byName = new Map<string, MachinePairs>();
  for (const { item, humans, machines } of opts.rated) {
    for (const m of machines) {
      const name = machineName(m);
      let entry = byName.get(name);
      if (entry === undefined) byName.set(name, (entry = { items: 0, humans: [], gold: [] }));
      entry.items += 1;
      for (const h of humans) entry.humans.push([h.data, m.data]);
      if (item.gold) entry.gold.push([item.gold, m.data]);
    }
  }
  const hasCodes = opts.evaluators.some((e) => e.name === "error_codes");
  const codes = opts.taxonomy.codes.map((c) => c.code);
  const out: Record<string, MachineJson> = {};
  for (const name of [...byName.keys()].sort(compareCodePoints)) {
    const { items, humans, gold } = byName.get(name) as MachinePairs;
    const json: MachineJson = {
      items,
      vs_humans: evaluateFields(opts.evaluators, humans, "full", `${opts.seed}:${name}:humans`),
      vs_gold: evaluateFields(opts.evaluators, gold, "full", `${opts.seed}:${name}:gold`),
    };
    if (hasCodes)
      json.per_code = codePrecisionRecall(
        gold.map(([g, m]) => ({ a: errorCodesOf(m), b: errorCodesOf(g) })),
        codes,
      );
    setDataKey(out, name, json);
  }
  return out;
}
