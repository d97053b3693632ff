// Annotation fields more than one reader outside a kind's module needs. A kind's own schema and
// type live in its module (lib/items/<kind>/<kind>-annotation-schema.ts); import them from there.
export { accuracyLabels } from "./shared-annotation-fields";
export { normalizeUrl, rejectReasons } from "@/lib/items/qa-pair/qa-pair-annotation-schema";
