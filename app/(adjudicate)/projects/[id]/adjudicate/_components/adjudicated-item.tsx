// The item under decision, server-rendered (sanitized markdown, highlighted code). Like the
// annotation screen it leaves out the item's `meta`, which may hold hints such as model scores.
import { DialogueView } from "@/components/items/dialogue-view";
import { GeneratedCommentView } from "@/components/items/generated-comment-view";
import { QaPairView } from "@/components/items/qa-pair-view";
import { ReadmeView } from "@/components/items/readme-view";
import type { AnnotatorItemDto } from "@/lib/queue/queue-dto";

export function AdjudicatedItem({ item }: { item: AnnotatorItemDto }) {
  const f = item.fields;
  switch (f.kind) {
    case "generated_comment":
      return <GeneratedCommentView fields={f} />;
    case "qa_pair":
      return <QaPairView fields={f} />;
    case "readme":
      return <ReadmeView fields={f} />;
    case "dialogue":
      return (
        <div className="space-y-3">
          {f.source ? <p className="text-sm text-slate-500">Source: {f.source}</p> : null}
          <DialogueView turns={f.turns} />
        </div>
      );
  }
}
