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
 * The import's writing half. The items appear all at once when it commits, and a crash at any
 * point leaves none of them visible. Lines whose external_id the project already has count as
 * duplicates.
 *
 * On a database server every batch goes into one transaction, opened at the first batch (a crash
 * rolls it back): a long transaction blocks nobody there. With `hidden` (the embedded database,
 * whose one backend a long transaction would hold from everyone: decision 055) each batch is its
 * own short transaction, tagged with the import's `imports` row, whose items nobody else sees
 * (lib/items/import/unpublished-imports.ts); the commit is a short publish, and a failure or a
 * crash leaves rows that the rollback or the next start's sweep deletes unseen. Those
 * transactions all run on one connection of their own, named as bulk work, which the embedded
 * server serves only when nobody else waits (lib/db/sticky-query-queue.ts).
 *
 * `add` starts a batch's statements and returns without waiting for them (it waits only for the
 * batch before): the caller validates the next batch while PostgreSQL writes this one, so node
 * and the database work at once, with at most one batch in flight and one being built.
 */
export class ImportWriter {
  private tx: Promise<PgTransaction> | null = null;
  // With `hidden`: the import's imports row, created at the first batch.
  private importId: Promise<number> | null = null;
  // With `hidden`: the one connection every transaction of the import runs on.
  private lane: Promise<pg.Client> | null = null;
  private readonly inLane: InTransaction = async (fn) =>
    withClientTransaction(await (this.lane ??= openBulkConnection()), fn);
  /** A transaction on the import's connection, tagged with the import: it writes and sees the import's hidden rows. */
  private readonly inImport =
    (importId: number): InTransaction =>
    (fn) =>
      this.inLane(async (sql) => {
        await tagTransaction(sql, importId);
        return fn(sql);
      });
  private inFlight: Promise<void> = Promise.resolve();
  private error: { cause: unknown } | null = null;
  // Read under the overlap lock by a batch with prior annotations: in one transaction the first
  // batch's read, held by the lock until commit; with `hidden`, each batch's own.
  private settings: ProjectSettings | null = null;
  inserted = 0;
  written = 0;

  /** `settings`: the project's, for the kind's schema of a line's machine labels. `hidden`: batches in short transactions, published at the commit. */
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
    // Reported once the batch is in: a hidden batch after its own transaction commits.
    batch.then(() => this.w.onProgress?.(this.written)).catch(() => {});
    // Caught here, kept, and thrown by commit: a rejection must not go unhandled while the caller reads on.
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
    // The new items' prior annotations (decision 019), in this same transaction, so they appear
    // with their items or not at all.
    if (hasPriors && this.settings) {
      await insertPriorAnnotations(sql, {
        projectId: this.w.projectId,
        actorId: this.w.actorId,
        kind: this.w.kind,
        settings: this.settings,
        rows: priorAnnotationSources(lines, ids),
      });
    }
    // A judge's labels that came with the items (a line's `machine_annotations`, e.g. the
    // simpledevqa-eval preset's grade letters): outputs of the run of that name, checked against
    // the project's schema and written as the run outputs route does, in this same transaction.
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

  /** Writes the audit event and commits; returns the items inserted. Throws (after rolling back) the first failed write's error. */
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
      // The items' sampling choices and keys, a batch per transaction while nobody sees them, so
      // that the publish writes none of them unless the project changed meanwhile.
      const prepared = await prepareImportedItems(inImport, {
        projectId: this.w.projectId,
        kind: this.w.kind,
        importId,
        batch: HIDDEN_WRITE_BATCH,
      });
      // The publish: short (the sampling reads the project, decision 024), then every item shows at once.
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

  /** The commit's own writes: which new items are sampled, and the audit event. */
  private async finish(
    sql: Sql,
    after: Record<string, number>,
    prepared?: PreparedImport,
  ): Promise<void> {
    // Which new items get the overlap and which one annotator (SPEC §2 Sampling, decision 024).
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

  /** Closes the hidden import's connection. */
  private async releaseLane(): Promise<void> {
    const lane = this.lane;
    this.lane = null;
    await (await lane?.catch(() => null))?.end().catch(() => {});
  }

  /** Discards everything written; safe to call more than once, and when nothing was written. */
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
