import { Button } from "@/components/ui/button";

/** "The file looks like <preset>": offered when a file without a preset has a preset's columns. */
export function PresetSuggestion({
  preset,
  onUse,
}: {
  preset: string;
  onUse: ((preset: string) => void) | null;
}) {
  return (
    <div
      role="status"
      data-testid="preset-suggestion"
      className="flex flex-wrap items-center gap-3 rounded-md border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900"
    >
      <p>
        The file looks like <span className="font-mono font-semibold">{preset}</span>: use the{" "}
        <span className="font-mono">{preset}</span> preset.
      </p>
      {onUse ? (
        <Button variant="secondary" size="sm" onClick={() => onUse(preset)}>
          Use preset {preset}
        </Button>
      ) : null}
    </div>
  );
}
