import "server-only";
import { writeAuditEvent } from "@/lib/audit/write-audit-event";
import type { SessionUser } from "@/lib/auth/session-user";
import { pgPool, withPgTransaction } from "@/lib/db/pg-pool";
import { loadProjectAccess } from "@/lib/projects/load-project-access";
import { declareExportCursor, type ExportCursor } from "./declare-export-cursor";
import type { ExportIdentities, ExportStatus } from "./export-options";
import { fetchExportBatch } from "./fetch-export-batch";

export type ExportStream = {
  lineCount: number;
  filename: string;
  stream: ReadableStream<Uint8Array>;
};

export function exportResponse(exported: ExportStream): Response {
  return new Response(exported.stream, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exported.filename}"`,
      "Cache-Control": "no-store",
      "X-Accord-Line-Count": String(exported.lineCount),
    },
  });
}

const BATCH = 500;
const CURSOR = "accord_export";

function fileName(
  projectId: number,
  statuses: readonly ExportStatus[],
  isSelection: boolean,
): string {
  return `accord-project-${projectId}-${isSelection ? "selection" : statuses.join("-")}.jsonl`;
}

/**
 * A cursor in one REPEATABLE READ transaction, so `lineCount` and the lines agree while people
 * work; memory stays flat. Exports with e-mails, or of chosen `itemIds`, are audited (SPEC §5).
 */
export async function openExportStream(opts: {
  actor: SessionUser;
  projectId: number;
  statuses: readonly ExportStatus[];
  identities?: ExportIdentities;
  itemIds?: readonly number[];
  /** Only items whose gold was made under this guideline version (SPEC §2). */
  guidelineVersion?: number;
}): Promise<ExportStream> {
  const project = await loadProjectAccess({
    actor: opts.actor,
    projectId: opts.projectId,
    action: "gold.export",
  });
  const selection = opts.itemIds ? [...opts.itemIds] : null;
  if (selection) {
    await withPgTransaction((sql) =>
      writeAuditEvent(sql, {
        actorId: opts.actor.id,
        projectId: project.id,
        action: "export.selection",
        entityType: "project",
        entityId: project.id,
        before: null,
        after: {
          itemIds: selection,
          statuses: [...opts.statuses],
          identities: opts.identities ?? "pseudonyms",
        },
      }),
    );
  } else if (opts.identities === "emails") {
    await withPgTransaction((sql) =>
      writeAuditEvent(sql, {
        actorId: opts.actor.id,
        projectId: project.id,
        action: "export.emails",
        entityType: "project",
        entityId: project.id,
        before: null,
        after: { statuses: [...opts.statuses] },
      }),
    );
  }
  const client = await pgPool().connect();
  let isClosed = false;
  let next: Promise<unknown> | null = null;
  const close = async (failed: boolean) => {
    if (isClosed) return;
    isClosed = true;
    // A batch is two queries (FETCH, then its details): queued between them, COMMIT would end the
    // transaction and release the connection while the details query is still to run — in the
    // next borrower's transaction. Let the batch in flight finish first.
    await next?.catch(() => {});
    await client.query(failed ? "ROLLBACK" : "COMMIT").catch(() => {});
    client.release(failed);
  };
  let cursor: ExportCursor;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    cursor = await declareExportCursor(client, {
      project,
      statuses: opts.statuses,
      identities: opts.identities,
      itemIds: selection,
      guidelineVersion: opts.guidelineVersion ?? null,
      cursor: CURSOR,
    });
  } catch (e) {
    await close(true);
    throw e;
  }

  const encoder = new TextEncoder();
  // One batch in flight while the last becomes lines: overlap, with at most two held.
  const fetchNext = () => {
    const batch = fetchExportBatch(client, { cursor: CURSOR, size: BATCH });
    batch.catch(() => {}); // awaited (and reported) by the next pull, or dropped on cancel
    return batch;
  };
  let batch = fetchNext();
  next = batch;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const rows = await batch;
        if (rows.length === 0) {
          await close(false);
          controller.close();
          return;
        }
        batch = fetchNext();
        next = batch;
        let text = "";
        for (const row of rows) text += cursor.toLine(row) + "\n";
        controller.enqueue(encoder.encode(text));
      } catch (e) {
        await close(true);
        controller.error(e);
      }
    },
    // pg runs a connection's queries in order, so COMMIT waits for a fetch in flight.
    cancel: () => close(false),
  });
  return {
    lineCount: cursor.lineCount,
    filename: fileName(project.id, opts.statuses, selection !== null),
    stream,
  };
}
