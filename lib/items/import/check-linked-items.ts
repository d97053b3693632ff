import "server-only";
import { pgPool } from "@/lib/db/pg-pool";
import type {
  ImportErrorCollector,
  ImportLineOutcome,
  ValidatedLine,
} from "@/lib/jsonl/import-error-collector";
import type { LineError } from "@/lib/jsonl/line-result";
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import type { RecordSource } from "./sources/source-record";

/** Lines whose links are looked up in one query. */
const LINK_BATCH = 1000;

/** Errors by line for a batch of validated lines. */
export type LinkCheck = (lines: readonly ValidatedLine[]) => Promise<Map<number, LineError[]>>;

/**
 * The check of the kind's `linkedItem` (a QA pair's dialogue, SPEC §2 "Linked items stay in their
 * project's reach"), or null when the kind links nothing: a line naming an item is refused when the
 * project has no source project, or that project has no such item. The message is the same whether
 * the id exists in some other project or nowhere, so ids elsewhere cannot be probed.
 */
export function linkedItemCheck(opts: {
  kind: ItemKind;
  settings: ProjectSettings;
}): LinkCheck | null {
  const link = kindModule(opts.kind).linkedItem;
  if (!link) return null;
  const source = opts.settings[link.sourceSetting];
  return async (lines) => {
    const named = lines.flatMap(({ line, result }) => {
      const id = result?.ok ? link.of(result.value) : null;
      return result?.ok && id !== null ? [{ line, externalId: result.value.external_id, id }] : [];
    });
    if (named.length === 0) return new Map();
    const found =
      source === null
        ? new Set<string>()
        : new Set(
            (
              await pgPool().query<{ external_id: string }>(
                `SELECT external_id FROM items WHERE project_id = $1 AND kind = $2::"ItemKind" AND external_id = ANY($3::text[])`,
                [source, link.kind, [...new Set(named.map((n) => n.id))]],
              )
            ).rows.map((r) => r.external_id),
          );
    const message = (id: string) =>
      source === null
        ? link.noSource
        : `no ${link.kind} "${id.slice(0, 60)}" in the project's source ${link.kind} project (#${source})`;
    return new Map(
      named
        .filter((n) => !found.has(n.id))
        .map((n) => [
          n.line,
          [{ line: n.line, externalId: n.externalId, field: link.field, message: message(n.id) }],
        ]),
    );
  };
}

/** Counts a batch of validated lines in `check`, in order, with their link errors. */
export async function recordLines(
  check: ImportErrorCollector,
  links: LinkCheck | null,
  lines: readonly ValidatedLine[],
): Promise<ImportLineOutcome[]> {
  const errors = links ? await links(lines) : new Map<number, LineError[]>();
  return lines.map((v) => check.record(v, errors.get(v.line)));
}

/** Every record's outcome in file order; with links, checked LINK_BATCH lines at a time. */
export async function* checkRecords(opts: {
  records: RecordSource;
  check: ImportErrorCollector;
  links: LinkCheck | null;
}): AsyncGenerator<ImportLineOutcome> {
  let pending: ValidatedLine[] = [];
  for await (const record of opts.records()) {
    if (!opts.links) {
      yield opts.check.add(record);
      continue;
    }
    pending.push(opts.check.validate(record));
    if (pending.length < LINK_BATCH) continue;
    yield* await recordLines(opts.check, opts.links, pending);
    pending = [];
  }
  yield* await recordLines(opts.check, opts.links, pending);
}
