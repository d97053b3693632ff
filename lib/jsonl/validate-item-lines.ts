import { itemKinds } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ItemKind } from "@/lib/items/item-kinds";
import { itemLineSchema } from "@/lib/items/import/item-line-schema";
import type { ItemLine } from "@/lib/items/import/item-line-schema";
import type { CheckedLine } from "./line-result";
import { checkJsonValue } from "./parse-jsonl-line";
import { jsonlRecord } from "@/lib/items/import/sources/jsonl-records";
import type { SourceRecord } from "@/lib/items/import/sources/source-record";
import type { SplitLine } from "./split-lines";

export type ValidateItemLineInput = (SplitLine | SourceRecord) & { projectKind: ItemKind };

function kindMismatch(
  json: unknown,
  projectKind: ItemKind,
): { field: string; message: string } | null {
  if (typeof json !== "object" || json === null || Array.isArray(json) || !("kind" in json))
    return null;
  const kind = json.kind;
  // Another known kind is reported as such rather than as a list of that kind's field errors;
  // unknown kinds fall through to the schema's "expected one of" message.
  if (
    typeof kind !== "string" ||
    kind === projectKind ||
    !(itemKinds as readonly string[]).includes(kind)
  )
    return null;
  return {
    field: "kind",
    message: `${JSON.stringify(kind)} does not match this project's kind ${JSON.stringify(projectKind)}`,
  };
}

/**
 * Validates one import record for a project. Returns null for a blank (whitespace-only) line,
 * which is ignored rather than reported; every other line is either an ItemLine (with its
 * warnings: items come only from files, whose NULs are replaced) or its errors, one per field.
 */
export function validateItemLine(input: ValidateItemLineInput): CheckedLine<ItemLine> | null {
  const { projectKind, ...entry } = input;
  const record = "status" in entry ? entry : jsonlRecord(entry);
  if (record.status === "blank") return null;
  if (record.status === "error") {
    const { line, error: message, externalId, field } = record;
    return {
      ok: false,
      errors: [
        {
          line,
          message,
          ...(externalId !== undefined ? { externalId } : {}),
          ...(field !== undefined ? { field } : {}),
        },
      ],
    };
  }
  return checkJsonValue(record.line, record.value, itemLineSchema, {
    precheck: (json) => kindMismatch(json, projectKind),
    replacesNul: true,
    warnings: (line) => kindModule(projectKind).importWarnings?.(line) ?? [],
  });
}
