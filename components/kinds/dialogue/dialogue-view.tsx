// A dialogue rendered as a chat: user turns on the right, assistant turns on the left.
import { useTranslations } from "next-intl";
import type { DialogueTurnDto } from "@/lib/items/item-dto";
import { roleKind, roleLabel, type RoleKind } from "@/lib/render/dialogue-roles";
import { MarkdownView } from "@/components/items/markdown-view";

export type DialogueViewProps = {
  turns: DialogueTurnDto[];
  /** Accessible name of the turn list ("Dialogue" when not given). */
  label?: string;
};

const bubbleClass: Record<RoleKind, string> = {
  user: "border-blue-200 bg-blue-50",
  assistant: "border-slate-200 bg-white",
  system: "border-dashed border-slate-300 bg-slate-50",
  other: "border-violet-200 bg-violet-50",
};

const labelClass: Record<RoleKind, string> = {
  user: "text-blue-800",
  assistant: "text-emerald-800",
  system: "text-slate-600",
  other: "text-violet-800",
};

export function DialogueView({ turns, label }: DialogueViewProps) {
  const t = useTranslations("kindScreens.dialogueTriage.view");
  if (turns.length === 0) {
    return (
      <p className="text-sm text-slate-500 italic" data-testid="dialogue-empty">
        {t("noTurns")}
      </p>
    );
  }
  return (
    <ol
      aria-label={t("listLabel", { label: label ?? t("dialogue"), count: turns.length })}
      className="space-y-4"
      data-testid="dialogue-view"
    >
      {turns.map((turn, index) => {
        const kind = roleKind(turn.role);
        const name = roleLabel(turn.role);
        return (
          <li
            key={index}
            data-testid="dialogue-turn"
            data-role={turn.role}
            className={`flex ${kind === "user" ? "justify-end" : kind === "system" ? "justify-center" : "justify-start"}`}
          >
            <article
              aria-label={t("turnLabel", { n: index + 1, role: name })}
              className={`min-w-0 max-w-full rounded-2xl border px-4 py-3 shadow-sm sm:max-w-[88%] ${bubbleClass[kind]}`}
            >
              <p
                className={`mb-1.5 flex items-center gap-2 text-xs font-semibold tracking-wide uppercase ${labelClass[kind]}`}
              >
                <span data-testid="dialogue-turn-role">{name}</span>
                <span className="font-normal text-slate-500 normal-case">#{index + 1}</span>
              </p>
              {turn.content.trim() === "" ? (
                <p className="text-sm text-slate-500 italic">{t("emptyMessage")}</p>
              ) : (
                <MarkdownView markdown={turn.content} data-testid="dialogue-turn-content" />
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
