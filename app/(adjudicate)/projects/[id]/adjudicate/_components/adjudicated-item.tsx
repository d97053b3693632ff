// The item under decision, server-rendered (sanitized markdown, highlighted code). Like the
// annotation screen it leaves out the item's `meta`, which may hold hints such as model scores.
import { kindServerUi } from "@/components/kinds/registry";
import type { AnnotatorItemDto } from "@/lib/queue/queue-dto";

export function AdjudicatedItem({ item }: { item: AnnotatorItemDto }) {
  const { ItemBody } = kindServerUi(item.fields.kind);
  return <ItemBody fields={item.fields} />;
}
