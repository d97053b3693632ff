// A line of a gold export or release bundle (format=release, decision 074) as an import line: the
// item's fields as its kind's line schema takes them, the annotations as prior annotations, and
// for a finished item its gold, source and adjudication, written as they are. Pure.
import { z } from "zod";
import { EXPORT_SCHEMA_VERSION } from "@/lib/export/export-line";
import { finalStatusFor } from "@/lib/gold/final-status";
import { itemKinds, type ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import { zodFieldIssues } from "@/lib/jsonl/format-zod-issues";
import { checkJsonValue } from "@/lib/jsonl/parse-jsonl-line";
import type { CheckedLine, LineError } from "@/lib/jsonl/line-result";
import { validateItemLine } from "@/lib/jsonl/validate-item-lines";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import type { ItemLine } from "./item-line-schema";
import { goldSources, provenanceSchema, versionKeys, type ReleaseGold } from "./release-gold";

const exportedAnnotation = z.strictObject({
  annotator: z.string(),
  imported: z.boolean().optional(),
  submitted_at: z.string().nullable(),
  time_spent_ms: z.unknown(),
  annotation: z.unknown(),
  ...versionKeys,
});

// The export's own keys; the rest of the line is the item's (strictly checked by its kind's schema).
const envelopeSchema = z
  .looseObject({
    schema_version: z.literal(EXPORT_SCHEMA_VERSION),
    status: z.enum(["gold", "rejected", "unresolved"]),
    source: z.enum(goldSources).nullable(),
    gold: z.record(z.string(), z.unknown()).nullable(),
    annotations: z.array(exportedAnnotation).max(20),
    adjudication: provenanceSchema.nullable().default(null),
    // Machine labels and README ratings are not brought over (decision 074).
    machine_annotations: z.unknown().optional(),
    validation: z.unknown().optional(),
    ...versionKeys,
  })
  .superRefine((line, ctx) => {
    const isFinal = line.status !== "unresolved";
    for (const key of ["source", "gold"] as const)
      if (isFinal === (line[key] === null))
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: isFinal
            ? `required when status is ${line.status}`
            : "must be null when unresolved",
        });
  });
const envelopeKeys = Object.keys(envelopeSchema.shape);

/** The item's part of the line: kind fields under their import names, nulls left to the defaults. */
function itemPart(
  line: Record<string, unknown>,
  annotations: z.output<typeof exportedAnnotation>[],
) {
  const kind = itemKinds.find((k) => k === line.kind);
  const renames = new Map(
    (kind ? kindModule(kind).table.columns : []).flatMap((c) =>
      c.export && c.line ? [[c.export, c.line] as const] : [],
    ),
  );
  const item: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(line))
    if (!envelopeKeys.includes(key) && value !== null) item[renames.get(key) ?? key] = value;
  if (annotations.length)
    item.prior_annotations = annotations.map((a) => ({
      annotator: a.annotator,
      annotation: a.annotation,
      submitted_at: a.submitted_at,
      time_spent_ms: a.time_spent_ms,
    }));
  return item;
}

/** The item schema's errors, under the export's names (`annotations[0]…`, not `prior_annotations`). */
const exportNames = (errors: LineError[]) =>
  errors.map((e) =>
    e.field?.startsWith("prior_annotations")
      ? { ...e, field: e.field.replace("prior_annotations", "annotations") }
      : e,
  );

function checkGold(opts: {
  line: number;
  kind: ItemKind;
  settings: ProjectSettings;
  item: ItemLine;
  status: "gold" | "rejected";
  gold: Record<string, unknown>;
}): { gold: Record<string, unknown> } | { errors: LineError[] } {
  const kind = kindModule(opts.kind);
  const itemText = "content" in opts.item ? opts.item.content : undefined;
  const schema = kind.annotationSchema({ settings: opts.settings, itemText });
  const parsed = schema.safeParse(kind.importGold?.(opts.gold) ?? opts.gold, { reportInput: true });
  const error = (field: string, message: string) => ({
    line: opts.line,
    externalId: opts.item.external_id,
    field,
    message,
  });
  if (!parsed.success)
    return {
      errors: zodFieldIssues(parsed.error.issues).map((i) =>
        error(i.field ? `gold.${i.field}` : "gold", i.message),
      ),
    };
  const gold = parsed.data as Record<string, unknown>;
  const expected = finalStatusFor(opts.kind, gold);
  if (expected !== opts.status)
    return { errors: [error("status", `the gold makes the item ${expected}, not ${opts.status}`)] };
  return { gold };
}

/** One release line for a project of `projectKind`: the import line, or one error per field. */
export function checkReleaseLine(opts: {
  line: number;
  value: unknown;
  projectKind: ItemKind;
  settings: ProjectSettings;
}): CheckedLine<ItemLine> {
  // NULs are replaced (with their warnings) here, so the item's part has none left.
  const envelope = checkJsonValue(opts.line, opts.value, envelopeSchema, { replacesNul: true });
  if (!envelope.ok) return envelope;
  const { status, source, gold, adjudication, annotations } = envelope.value;
  const checked = validateItemLine({
    status: "value",
    line: opts.line,
    value: itemPart(envelope.value, annotations),
    projectKind: opts.projectKind,
  });
  if (checked === null || !checked.ok)
    return { ok: false, errors: exportNames(checked?.errors ?? []) };
  const warnings = [...(envelope.warnings ?? []), ...(checked.warnings ?? [])];
  if (warnings.length) checked.warnings = warnings;
  if (status === "unresolved" || source === null || gold === null) return checked;
  const final = checkGold({ ...opts, kind: opts.projectKind, item: checked.value, status, gold });
  if ("errors" in final) return { ok: false, errors: final.errors };
  const release: ReleaseGold = { status, source, gold: final.gold, provenance: adjudication };
  return { ...checked, value: { ...checked.value, release } };
}
