// Server-rendered parts of an item for the annotation screen (sanitized markdown, highlighted
// code), handed to the client workspace as ReactNodes. Never includes the item's `meta`, which
// may hold hints (model scores, expected labels) that annotators must not see.
import { DialogueView } from "@/components/items/dialogue-view";
import { GeneratedCommentView } from "@/components/items/generated-comment-view";
import { MarkdownView } from "@/components/items/markdown-view";
import { QaPairView } from "@/components/items/qa-pair-view";
import { pillClass } from "@/components/items/styles";
import type { ReadmeFields } from "@/lib/items/item-dto";
import type { AnnotatorItemDto } from "@/lib/queue/queue-dto";
import { safeHttpUrl } from "@/lib/render/render-markdown";
import type { WorkspaceData } from "./kind-workspace";

function ReadmeHeader({ fields }: { fields: ReadmeFields }) {
  const url = safeHttpUrl(fields.url);
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 pb-2" data-testid="readme-header">
      <h2 className="font-mono text-base font-semibold break-all text-slate-900">{fields.repo ?? "README"}</h2>
      {url ? (
        <a href={url.href} target="_blank" rel="noopener noreferrer nofollow" className="text-sm break-all text-blue-700 underline underline-offset-2">
          {url.host + url.pathname.replace(/\/$/, "")}
        </a>
      ) : null}
      <span className={`${pillClass} bg-slate-50 text-slate-700 ring-slate-300`}>License: {fields.license?.trim() || "unknown"}</span>
    </header>
  );
}

export function workspaceFor(item: AnnotatorItemDto, taskCategories: string[]): WorkspaceData {
  const f = item.fields;
  switch (f.kind) {
    case "qa_pair":
      return { kind: "qa_pair", item: <QaPairView fields={f} />, references: f.references };
    case "dialogue":
      return {
        kind: "dialogue",
        taskCategories,
        item: (
          <div className="space-y-3">
            {f.source ? <p className="text-sm text-slate-500">Source: {f.source}</p> : null}
            <DialogueView turns={f.turns} />
          </div>
        ),
      };
    case "readme":
      return {
        kind: "readme",
        content: f.content,
        header: <ReadmeHeader fields={f} />,
        rendered: f.content.trim() ? <MarkdownView markdown={f.content} data-testid="readme-rendered-content" /> : <p className="text-sm text-slate-500 italic">The README is empty.</p>,
      };
    case "generated_comment":
      return { kind: "generated_comment", item: <GeneratedCommentView fields={f} /> };
  }
}
