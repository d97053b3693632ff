import { useTranslations } from "next-intl";
import type { ReleaseCounts as Counts } from "@/lib/releases/release-counts";

/** The groups side by side; each one's heading is `releases.counts.<key>`. */
const groups: (keyof Counts)[] = ["status", "source", "language"];

/** Lines per status, source and language, side by side. */
export function ReleaseCounts({ counts }: { counts: Counts }) {
  const t = useTranslations("releases.counts");
  return (
    <div className="grid gap-4 sm:grid-cols-3" data-testid="release-counts">
      {groups.map((key) => (
        <div key={key}>
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t(key)}</h3>
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
