import type { BinaryKappaJson, Ci95Json, ErrorCodesJson } from "./agreement-report-types";
import type { Detail } from "./categorical-agreement";
import { codeSetAgreement } from "./code-set-agreement";
import { codeSetIntervals } from "./code-set-intervals";
import { gwetAc1 } from "./gwet-ac1";
import { kappaIntervals } from "./kappa-interval";
import type { CodeSetPair, MultiLabelAgreement, Taxonomy } from "./multilabel";
import { pabak } from "./pabak";

function byCode(
  result: MultiLabelAgreement,
  interval: (i: number) => Ci95Json,
): Record<string, BinaryKappaJson> {
  const out: Record<string, BinaryKappaJson> = {};
  result.perCode.forEach(({ code, n, observed, expected, kappa, prevalence, matrix }, i) => {
    out[code] = {
      n,
      observed,
      expected,
      kappa,
      ci95: interval(i),
      ac1: gwetAc1(matrix),
      pabak: pabak(observed, 2),
      prevalence,
    };
  });
  return out;
}

/** Each group's or category's own 2×2 bootstrap, seeded by its name. */
const levelInterval = (result: MultiLabelAgreement, seed: string) => (i: number) => {
  const { code, kappa, matrix } = result.perCode[i];
  return kappa === null ? null : kappaIntervals({ matrix, seed: `${seed}|${code}` }).ci95;
};

/**
 * Binary kappa per declared code (unused codes stay listed with kappa null), per group and per
 * category, each with its interval, AC1 and PABAK, and the macro mean over the codes with its
 * interval; codes and macro share one joint resample of items (decision 022). Summary detail (per
 * pair, language, model) keeps the macro mean and its interval only (decision 026).
 */
export function errorCodeAgreement(
  items: readonly CodeSetPair[],
  taxonomy: Taxonomy,
  detail: Detail,
  seed: string,
): ErrorCodesJson {
  const result = codeSetAgreement(items, taxonomy, detail === "full");
  const codes = taxonomy.codes.map((c) => c.code);
  const macroDefined = result.codes.macroKappa !== null;
  if (detail === "summary") {
    // Only the macro's interval is read: the codes' are left undefined, so none is computed.
    const ci = codeSetIntervals({
      items,
      codes,
      seed: `${seed}|codes`,
      defined: [...codes.map(() => false), macroDefined],
    });
    return { macro_kappa: result.codes.macroKappa, macro_ci95: ci.macro };
  }
  const ci = codeSetIntervals({
    items,
    codes,
    seed: `${seed}|codes`,
    defined: [...result.codes.perCode.map((c) => c.kappa !== null), macroDefined],
  });
  return {
    macro_kappa: result.codes.macroKappa,
    macro_ci95: ci.macro,
    codes: byCode(result.codes, (i) => ci.codes[i]),
    groups: byCode(result.groups, levelInterval(result.groups, `${seed}|group`)),
    categories: byCode(result.categories, levelInterval(result.categories, `${seed}|category`)),
  };
}
