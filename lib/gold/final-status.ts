// The status an item ends in once its gold is set: a QA pair whose gold rejects it is
// `rejected` (as under the veto rule), everything else `gold`.
import type { ItemKind } from "@/lib/items/item-kinds";

export function finalStatusFor(kind: ItemKind, gold: unknown): "gold" | "rejected" {
  const verdict = typeof gold === "object" && gold !== null ? (gold as { verdict?: unknown }).verdict : undefined;
  return kind === "qa_pair" && verdict === "reject" ? "rejected" : "gold";
}
