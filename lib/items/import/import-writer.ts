import "server-only";
import {
  insertPriorAnnotations,
  lockPriorAnnotationSettings,
  priorAnnotationSources,
} from "@/lib/annotations/insert-prior-annotations";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type pg from "pg";
import {
  beginPgTransaction,
  openBulkConnection,
  withClientTransaction,
  type PgTransaction,
  type Sql,
} from "@/lib/db/pg-pool";
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { recordNamedRunOutputs } from "@/lib/machine/runs/write-run-outputs";
import {
  prepareImportedItems,
  sampleImportedItems,
  type PreparedImport,
} from "@/lib/sampling/sample-items";
import type { ItemLine } from "./item-line-schema";
import { insertItemBatch } from "./insert-item-batch";
import { insertReleaseGold } from "./insert-release-gold";
import {
  discardImport,
  HIDDEN_WRITE_BATCH,
  openImport,
  publishImport,
  tagTransaction,
  type InTransaction,
} from "./unpublished-imports";

export const WRITE_BATCH = 2000;
/** For the audit event: lines read, valid lines (duplicates within the file included), a partial import's skipped lines. */
export type ImportTally = { lines: number; validLines: number; invalid?: number };

/**
 * The items appear all at once at commit; a crash leaves none visible. On a server, one
 * transaction. With `hidden` (embedded, decision 055), a short transaction per batch on a bulk
 * connection, rows unseen until the publish (unpublished-imports.ts).
 *
 * `add` waits only for the batch before, so validation overlaps the database's writing.
 */
export class ImportWriter {
  private tx: Promise<PgTransaction> | null = null;
  private importId: Promise<number> | null = null;
  private lane: Promise<pg.Client> | null = null;
  private readonly inLane: InTransaction = async (fn) =>
    withClientTransaction(await (this.lane ??= openBulkConnection()), fn);
  private readonly inImport =
    (importId: number): InTransaction =>
    (fn) =>
      this.inLane(async (sql) => {
        await tagTransaction(sql, importId);
        return fn(sql);
      });
  private inFlight: Promise<void> = Promise.resolve();
  private error: { cause: unknown } | null = null;
  // Read under the overlap lock: once per transaction.
  private settings: ProjectSettings | null = null;
  inserted = 0;
  written = 0;

  constructor(
    private readonly w: {
      actorId: number;
      projectId: number;
      kind: ItemKind;
      settings: ProjectSettings;
      hidden?: boolean;
      onProgress?: (written: number) => void;
    },
  ) {}

  /** After a failed write, does nothing: `commit` throws that write's error. */
  async add(lines: ItemLine[]): Promise<void> {
    await this.inFlight;
    if (this.error || lines.length === 0) return;
    const batch = this.w.hidden
      ? (this.importId ??= openImport(this.inLane, this.w.projectId)).then((id) =>
          this.inImport(id)((sql) => this.write(sql, lines)),
        )
      : (this.tx ??= beginPgTransaction()).then((t) => this.write(t.sql, lines));
    batch.then(() => this.w.onProgress?.(this.written)).catch(() => {});
    // Thrown by commit: a rejection must not go unhandled while the caller reads on.
    this.inFlight = batch.catch((e: unknown) => void (this.error ??= { cause: e }));
  }

  private async write(sql: Sql, lines: ItemLine[]): Promise<void> {
    const hasPriors = lines.some((l) => l.prior_annotations?.length);
    if (hasPriors && (this.w.hidden || !this.settings))
      this.settings = await lockPriorAnnotationSettings(sql, this.w.projectId);
    const ids = await insertItemBatch(sql, {
      projectId: this.w.projectId,
      kind: this.w.kind,
      settings: this.w.settings,
      lines,
      overlap: hasPriors ? this.settings?.overlap : undefined,
    });
    // Prior annotations (decision 019) in the items' transaction.
    if (hasPriors && this.settings) {
      await insertPriorAnnotations(sql, {
        projectId: this.w.projectId,
        actorId: this.w.actorId,
        kind: this.w.kind,
        settings: this.settings,
        rows: priorAnnotationSources(lines, ids),
      });
    }
    await insertReleaseGold(sql, { projectId: this.w.projectId, lines, ids });
    // A line's `machine_annotations`: written as the run outputs route does, in this transaction.
    const byRun = new Map<string, { itemId: number; externalId: string; annotation: unknown }[]>();
    for (const l of lines) {
      const itemId = ids.get(l.external_id);
      if (itemId === undefined || !("machine_annotations" in l) || !l.machine_annotations) continue;
      for (const m of l.machine_annotations)
        byRun.set(m.annotator, [
          ...(byRun.get(m.annotator) ?? []),
          { itemId, externalId: l.external_id, annotation: m.annotation },
        ]);
    }
    const project = { id: this.w.projectId, kind: this.w.kind, settings: this.w.settings };
    for (const [runName, outputs] of byRun)
      await recordNamedRunOutputs(sql, { project, runName, outputs });
    this.inserted += ids.size;
    this.written += lines.length;
  }

  /** Throws (after rolling back) the first failed write's error. */
  async commit(tally: ImportTally): Promise<number> {
    await this.inFlight;
    if (this.error) {
      await this.rollback();
      throw this.error.cause;
    }
    const after = {
      lines: tally.lines,
      imported: this.inserted,
      duplicates: tally.validLines - this.inserted,
      ...(tally.invalid === undefined ? {} : { invalid: tally.invalid }),
    };
    if (this.w.hidden) {
      const importId = await (this.importId ??= openImport(this.inLane, this.w.projectId));
      const inImport = this.inImport(importId);
      // Sampled per batch while unseen; the publish redoes it only if the project changed.
      const prepared = await prepareImportedItems(inImport, {
        projectId: this.w.projectId,
        kind: this.w.kind,
        importId,
        batch: HIDDEN_WRITE_BATCH,
      });
      await inImport(async (sql) => {
        await this.finish(sql, after, prepared);
        await publishImport(sql, importId);
      });
      this.importId = null;
      await this.releaseLane();
      return this.inserted;
    }
    const t = await (this.tx ??= beginPgTransaction());
    try {
      await this.finish(t.sql, after);
    } catch (e) {
      await t.rollback();
      throw e;
    }
    this.tx = null;
    await t.commit();
    return this.inserted;
  }

  private async finish(
    sql: Sql,
    after: Record<string, number>,
    prepared?: PreparedImport,
  ): Promise<void> {
    // Decision 024.
    await sampleImportedItems(sql, {
      projectId: this.w.projectId,
      actorId: this.w.actorId,
      kind: this.w.kind,
      prepared,
    });
    await writeAuditEvent(sql, {
      actorId: this.w.actorId,
      projectId: this.w.projectId,
      action: "items.import",
      entityType: "project",
      entityId: this.w.projectId,
      before: null,
      after,
    });
  }

  private async releaseLane(): Promise<void> {
    const lane = this.lane;
    this.lane = null;
    await (await lane?.catch(() => null))?.end().catch(() => {});
  }

  /** Safe to call more than once, and when nothing was written. */
  async rollback(): Promise<void> {
    await this.inFlight;
    const importId = this.importId;
    this.importId = null;
    if (importId) {
      const id = await importId.catch(() => null);
      if (id !== null)
        await discardImport(this.inLane, this.w.projectId, id).catch(async () => {
          // The import's own connection may be what failed: once more on a new one.
          await this.releaseLane();
          await discardImport(this.inLane, this.w.projectId, id);
        });
    }
    await this.releaseLane();
    const tx = this.tx;
    this.tx = null;
    if (tx) await (await tx.catch(() => null))?.rollback();
  }
}
