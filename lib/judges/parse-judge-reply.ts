// A judge's reply → the kind's annotation, or the failure it is (SPEC §4). Whether the annotation
// fits the project's schema is checked by the run outputs writer (an `invalid` failure there).
import type { ItemKind } from "@/lib/items/item-kinds";
import type { ProjectSettings } from "@/lib/projects/project-settings";
import { kindModule } from "@/lib/items/kinds";

export type ParsedReply =
  | { annotation: Record<string, unknown>; failure?: undefined }
  | { failure: "unparseable" | "empty" | "refusal"; annotation?: undefined };

const FENCE = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i;
const REFUSAL =
  /^\W*(i'?m sorry|i am sorry|sorry, |i can(?:not|'t| not)|i won'?t|i'?m (?:not able|unable)|i am (?:not able|unable)|as an ai\b)/i;

/** `content` and `finishReason` as the endpoint sent them (null content: none). */
export function parseJudgeReply(
  reply: { content: string | null; finishReason: string | null },
  ctx: { kind: ItemKind; settings: ProjectSettings },
): ParsedReply {
  if (reply.finishReason === "content_filter") return { failure: "refusal" };
  const text = (reply.content ?? "").trim();
  if (text === "") return { failure: "empty" };
  // The kind's own form first (a grade letter), then JSON.
  const annotation = kindModule(ctx.kind).judge?.reply?.(text, ctx.settings) ?? jsonOf(text);
  if (annotation) return { annotation };
  return { failure: REFUSAL.test(text) ? "refusal" : "unparseable" };
}

function jsonOf(text: string): Record<string, unknown> | null {
  const body = FENCE.exec(text)?.[1] ?? text;
  if (!body.trim().startsWith("{")) return null;
  try {
    const value: unknown = JSON.parse(body);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
