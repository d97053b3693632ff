import type { BinaryKappaJson, ErrorCodesJson } from "./agreement-report-types";
import type { Detail } from "./categorical-agreement";
import { codeSetAgreement } from "./code-set-agreement";
import type { CodeSetPair, MultiLabelAgreement, Taxonomy } from "./multilabel";

function byCode(result: MultiLabelAgreement): Record<string, BinaryKappaJson> {
  const out: Record<string, BinaryKappaJson> = {};
  for (const { code, n, observed, expected, kappa, prevalence } of result.perCode) {
    out[code] = { n, observed, expected, kappa, prevalence };
  }
  return out;
}

/**
 * Binary kappa per declared code (unused codes stay listed with kappa null), per group and per
 * category, and the macro mean over the codes; summary detail keeps only the macro mean.
 */
export function errorCodeAgreement(items: readonly CodeSetPair[], taxonomy: Taxonomy, detail: Detail): ErrorCodesJson {
  const result = codeSetAgreement(items, taxonomy, detail === "full");
  if (detail === "summary") return { macro_kappa: result.codes.macroKappa };
  return {
    macro_kappa: result.codes.macroKappa,
    codes: byCode(result.codes),
    groups: byCode(result.groups),
    categories: byCode(result.categories),
  };
}
