import Link from "next/link";
import { linkClass } from "@/components/ui/styles";
import type { HealthFinding } from "@/lib/health/health-findings";

const groups = [
  {
    severity: "error",
    title: "Errors",
    note: "The data contradicts itself: figures computed from it would be wrong.",
    tone: "border-red-300 bg-red-50 text-red-900",
  },
  {
    severity: "warning",
    title: "Warnings",
    note: "Worth a look before annotating or comparing models.",
    tone: "border-amber-300 bg-amber-50 text-amber-900",
  },
  {
    severity: "info",
    title: "Notes",
    note: "Allowed by the format, counted so that you know.",
    tone: "border-slate-200 bg-white text-slate-800",
  },
] as const;

/** The models a finding names, each linked to its items. */
const modelsOf = (f: HealthFinding): string[] =>
  f.code === "duplicate_outputs" ? f.details.models : "model" in f.details ? [f.details.model] : [];

/** Findings under one heading per severity, errors first; each with links to the models' items. */
export function FindingGroups({
  projectId,
  findings,
}: {
  projectId: number;
  findings: readonly HealthFinding[];
}) {
  return (
    <div className="space-y-6">
      {groups.map((g) => {
        const shown = findings.filter((f) => f.severity === g.severity);
        if (shown.length === 0) return null;
        return (
          <section key={g.severity} aria-labelledby={`health-${g.severity}`} className="space-y-2">
            <h2 id={`health-${g.severity}`} className="text-base font-semibold text-slate-900">
              {g.title} ({shown.length})
            </h2>
            <p className="text-sm text-slate-600">{g.note}</p>
            <ul className="space-y-2">
              {shown.map((f, i) => (
                <li key={i} className={`rounded-md border px-4 py-3 text-sm ${g.tone}`}>
                  <p className="font-medium break-words">{f.message}</p>
                  <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                    <code className="font-mono text-xs">{f.code}</code>
                    {modelsOf(f).map((m) => (
                      <Link
                        key={m}
                        href={`/projects/${projectId}/items?model=${encodeURIComponent(m)}`}
                        className={linkClass}
                      >
                        {m}&apos;s items
                      </Link>
                    ))}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
