// A README's import line (JSONL). Strict, so that a misspelt key fails the line instead of silently
// dropping data; free-form extras belong in `meta`.
import { z } from "zod";
import {
  externalId,
  httpUrl,
  language,
  meta,
  optionalText,
  repoName,
  requiredText,
} from "@/lib/items/import/item-line-fields";
import {
  checkPriorAnnotations,
  priorAnnotations,
} from "@/lib/items/import/prior-annotations-field";
import { readmeAnnotationSchema } from "@/lib/items/readme/readme-annotation-schema";

export const readmeLineSchema = z
  .strictObject({
    kind: z.literal("readme"),
    external_id: externalId,
    // A README may be in no particular language.
    language: language.nullable().default(null),
    repo: repoName.nullable().default(null),
    url: httpUrl.nullable().default(null),
    license: optionalText,
    content: requiredText,
    meta,
    prior_annotations: priorAnnotations,
  })
  .superRefine(checkPriorAnnotations((line) => readmeAnnotationSchema(line.content)));
