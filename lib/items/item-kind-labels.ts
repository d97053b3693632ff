import type { ItemKind } from "./item-kinds";
import { itemKindModules } from "./kinds";

export const itemKindLabels = Object.fromEntries(
  Object.values(itemKindModules).map((m) => [m.kind, m.label]),
) as unknown as {
  readonly [K in ItemKind]: string;
};
