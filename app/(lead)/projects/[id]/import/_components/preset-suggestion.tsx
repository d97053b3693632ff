import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** "The file looks like <preset>": offered when a file without a preset has a preset's columns. */
export function PresetSuggestion({
  preset,
  onUse,
}: {
  preset: string;
  onUse: ((preset: string) => void) | null;
}) {
  const t = useTranslations("importPage.preset");
  return (
    <div
      role="status"
      data-testid="preset-suggestion"
      className="flex flex-wrap items-center gap-3 rounded-md border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900"
    >
      <p>
        {t.rich("looksLike", {
          preset,
          b: (c) => <span className="font-mono font-semibold">{c}</span>,
          code: (c) => <span className="font-mono">{c}</span>,
        })}
      </p>
      {onUse ? (
        <Button variant="secondary" size="sm" onClick={() => onUse(preset)}>
          {t("use", { preset })}
        </Button>
      ) : null}
    </div>
  );
}
