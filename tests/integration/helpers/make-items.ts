import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { importItems } from "@/lib/items/import/import-items";
import { itemLineExamples } from "@/lib/items/import/item-line-examples";
import type { ItemKind } from "@/lib/items/item-kinds";
import { jsonlSource } from "../../factories";

/** Imports one item per spec (external ids `i-0`, `i-1`, …) and returns their ids in spec order. */
export async function makeItems(opts: {
  lead: SessionUser;
  projectId: number;
  kind: ItemKind;
  items: readonly Record<string, unknown>[];
}): Promise<number[]> {
  const lines = opts.items.map((extra, i) => ({
    ...itemLineExamples[opts.kind],
    external_id: `i-${i}`,
    ...extra,
  }));
  await importItems({ actor: opts.lead, projectId: opts.projectId, records: jsonlSource(lines) });
  const rows = await db.item.findMany({
    where: { projectId: opts.projectId },
    select: { id: true, externalId: true },
  });
  const byExternal = new Map(rows.map((r) => [r.externalId, r.id]));
  return lines.map((l) => byExternal.get(l.external_id) as number);
}
