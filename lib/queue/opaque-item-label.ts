// What an annotator calls an item whose external id they may not see (a kind's column hidden from
// them, such as the model in `<model>:<row>`; decision 032). Stable (the same item, the same label,
// on every screen and response) and opaque: it is derived from the item id alone, which the
// annotator's item already carries, so it tells them nothing the external id would.
import { createHash } from "node:crypto";

export const opaqueItemLabel = (itemId: number): string =>
  `item-${createHash("sha256").update(`accord-item:${itemId}`).digest("hex").slice(0, 8)}`;
