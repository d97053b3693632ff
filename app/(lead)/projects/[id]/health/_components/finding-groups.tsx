import Link from "next/link";
import { useTranslations } from "next-intl";
import { linkClass } from "@/components/ui/styles";
import type { HealthFinding } from "@/lib/health/health-findings";

/** One heading per severity, errors first; its title and note are `health.groups.<severity>`. */
const groups = [
  { severity: "error", tone: "border-red-300 bg-red-50 text-red-900" },
  { severity: "warning", tone: "border-amber-300 bg-amber-50 text-amber-900" },
  { severity: "info", tone: "border-slate-200 bg-white text-slate-800" },
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
  const t = useTranslations("health.groups");
  return (
    <div className="space-y-6">
      {groups.map((g) => {
        const shown = findings.filter((f) => f.severity === g.severity);
        if (shown.length === 0) return null;
        return (
          <section key={g.severity} aria-labelledby={`health-${g.severity}`} className="space-y-2">
            <h2 id={`health-${g.severity}`} className="text-base font-semibold text-slate-900">
              {t(`${g.severity}.title`, { count: shown.length })}
            </h2>
            <p className="text-sm text-slate-600">{t(`${g.severity}.note`)}</p>
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
                        {t("modelItems", { model: m })}
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
