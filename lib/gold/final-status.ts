// The status an item ends in once its gold is set: the kind decides (a QA pair whose gold rejects
// it is `rejected`, as under the veto rule), everything else `gold`.
import type { ItemKind } from "@/lib/items/item-kinds";
import { kindModule } from "@/lib/items/kinds";

export function finalStatusFor(kind: ItemKind, gold: unknown): "gold" | "rejected" {
  const m = kindModule(kind);
  return m.goldStatus && typeof gold === "object" && gold !== null ? m.goldStatus(gold) : "gold";
}
