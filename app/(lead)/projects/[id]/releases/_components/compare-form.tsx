import { SelectField } from "@/components/ui/form-fields";
import { buttonClass } from "@/components/ui/styles";
import type { ReleaseListEntry } from "@/lib/releases/release-dto";

/** A plain GET form to the diff page: works from the keyboard and without script. */
export function CompareForm({
  projectId,
  releaseId,
  others,
}: {
  projectId: number;
  releaseId: number;
  others: ReleaseListEntry[];
}) {
  if (others.length === 0)
    return (
      <p className="text-sm text-slate-600">Publish another release to compare it with this one.</p>
    );
  return (
    <form
      method="get"
      action={`/projects/${projectId}/releases/${releaseId}/diff`}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="min-w-48 flex-1">
        <SelectField
          name="with"
          id="compare-with"
          label="Release"
          options={others.map((r) => ({ value: String(r.id), label: `${r.version} — ${r.title}` }))}
        />
      </div>
      <button type="submit" className={buttonClass("secondary")}>
        Compare
      </button>
    </form>
  );
}
