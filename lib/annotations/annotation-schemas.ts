// What an annotation of each kind contains (SPEC §3). The same schemas validate the annotation
// forms, the submit action, the API body, adjudicated gold and imported machine labels. Each
// lives in its kind's module (lib/items/<kind>/); this file gathers them for their many readers.
export { accuracyLabels } from "./shared-annotation-fields";
export { type DialogueAnnotation } from "@/lib/items/dialogue/dialogue-annotation-schema";
export {
  normalizeUrl,
  rejectReasons,
  type QaPairAnnotation,
} from "@/lib/items/qa-pair/qa-pair-annotation-schema";
export {
  readmeAnnotationSchema,
  readmeValidationSchema,
  type ReadmeAnnotation,
} from "@/lib/items/readme/readme-annotation-schema";
export { type GeneratedCommentAnnotation } from "@/lib/items/generated-comment/generated-comment-annotation-schema";
