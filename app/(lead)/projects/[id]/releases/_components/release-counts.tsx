import type { ReleaseCounts as Counts } from "@/lib/releases/release-counts";

const groups: { key: keyof Counts; label: string }[] = [
  { key: "status", label: "Status" },
  { key: "source", label: "Source" },
  { key: "language", label: "Language" },
];

/** Lines per status, source and language, side by side. */
export function ReleaseCounts({ counts }: { counts: Counts }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="release-counts">
      {groups.map(({ key, label }) => (
        <div key={key}>
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</h3>
          <dl className="mt-1 text-sm">
            {Object.entries(counts[key]).map(([name, n]) => (
              <div key={name} className="flex justify-between gap-2 py-0.5">
                <dt className="text-slate-700">{name}</dt>
                <dd className="tabular-nums text-slate-900">{n}</dd>
              </div>
            ))}
            {Object.keys(counts[key]).length === 0 ? <p className="text-slate-500">—</p> : null}
          </dl>
        </div>
      ))}
    </div>
  );
}
