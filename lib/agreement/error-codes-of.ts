import type { AnnotationData } from "./agreement-report-types";

/** Error codes as stored in the annotation: `data.error_codes` (the export reads the same list). */
export function errorCodesOf(data: AnnotationData): string[] {
  const codes: unknown = data.error_codes;
  if (!Array.isArray(codes)) return [];
  // The data layer already gives strings; checking avoids copying 25k arrays per evaluation.
  return codes.every((c) => typeof c === "string")
    ? codes
    : codes.filter((c): c is string => typeof c === "string");
}
