import type {
  ErrorCodesJson,
  FieldJson,
  FieldsJson,
  FunctionalitiesJson,
  KappaJson,
} from "@/lib/agreement/agreement-report-types";

// The report's fields are told apart by shape, not by name, so a field added to the engine
// (e.g. a README validation rating) shows up without a change here.
export const isKappaField = (f: FieldJson): f is KappaJson => "kappa" in f;
export const isErrorCodesField = (f: FieldJson): f is ErrorCodesJson => "macro_kappa" in f;
export const isFunctionalitiesField = (f: FieldJson): f is FunctionalitiesJson =>
  "f1" in f && "matched" in f;
/** Ordinal fields carry weighted kappas. */
export const isOrdinalField = (f: KappaJson): boolean =>
  "kappa_linear" in f || "kappa_quadratic" in f;

export const kappaFields = (fields: FieldsJson): [string, KappaJson][] =>
  Object.entries(fields).filter((e): e is [string, KappaJson] => isKappaField(e[1]));

/** The headline number of a field: kappa, macro kappa over codes, or F1 for README functionalities. */
export function headline(field: FieldJson): { value: number | null; symbol: string } {
  if (isKappaField(field)) return { value: field.kappa, symbol: "κ" };
  if (isErrorCodesField(field)) return { value: field.macro_kappa, symbol: "macro κ" };
  if (isFunctionalitiesField(field)) return { value: field.f1, symbol: "F1" };
  return { value: null, symbol: "" };
}

/** The kind's main field: the first one of the report (accuracy, verdict, dev_related, functionalities). */
export const mainFieldName = (fields: FieldsJson): string | null => Object.keys(fields)[0] ?? null;
