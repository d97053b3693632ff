// Server-rendered parts of an item for the annotation screen (sanitized markdown, highlighted
// code), handed to the client workspace as ReactNodes. Never includes the item's `meta`, which
// may hold hints (model scores, expected labels) that annotators must not see. Each kind's
// parts are its `workspace` (components/kinds/<kind>/<kind>-ui.tsx).
import type { WorkspaceData } from "@/components/kinds/client-registry";
import { kindServerUi } from "@/components/kinds/registry";
import type { CompareSettings } from "@/lib/annotations/comparison";
import type { AnnotatorItemDto } from "@/lib/queue/queue-dto";

export function workspaceFor(item: AnnotatorItemDto, settings: CompareSettings): WorkspaceData {
  return kindServerUi(item.fields.kind).workspace(item.fields, settings);
}
